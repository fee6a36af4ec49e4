import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  birthDetailRequestSchema,
  birthDetailResponseSchema,
  createEventRequestSchema,
  errorBodySchema,
  eventInputSchema,
  eventListSchema,
  eventOwnerQuerySchema,
  eventParamsSchema,
  languageOfAcceptLanguage,
  lifeEventSchema,
  messageBodySchema,
  referenceParamsSchema,
} from '@kusp/contracts';
import { runDrawing } from './drawing.ts';
import * as research from './service.ts';

const DRAWING_CHECK_MS = 60 * 60 * 1000;
const keyNote =
  'No account: the random referenceId (122 bits) returned by POST /v1/birth-detail is the only key. ' +
  'An unknown referenceId, or an eventId that is not under it, answers 404.';

/** Anonymous research: birth details, life events, and the weekly prize drawing's scheduler. */
const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/birth-detail',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['research'],
        summary: 'Start a research entry with birth details; answers its referenceId',
        description:
          'birthDate dd-MM-yyyy, birthTime HH:mm or HH:mm:ss (24 hour), timezone an offset such as +05:30 or ' +
          "'-1' for the place's own zone. An e-mail is optional; with one and at least one event " +
          'the entry joins the current ISO week (UTC) drawing for a free 1-hour consultation. The ' +
          "winner's e-mail is written in the language of Accept-Language (en or hi).",
        body: birthDetailRequestSchema,
        response: { 200: birthDetailResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      research.saveBirthDetail(
        app.db,
        request.body,
        languageOfAcceptLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    '/v1/event',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['research'],
        summary: 'Add a life event to a research entry',
        description: `${keyNote} The date may be neither in the future nor before the birth date.`,
        body: createEventRequestSchema,
        response: { 201: lifeEventSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { referenceId, ...input } = request.body;
      reply.code(201);
      return research.createEvent(app.db, referenceId, input);
    },
  );

  app.get(
    '/v1/event/:id',
    {
      schema: {
        tags: ['research'],
        summary: "A research entry's life events in date order, with its birth date",
        description: keyNote,
        params: referenceParamsSchema,
        response: { 200: eventListSchema, 404: errorBodySchema },
      },
    },
    async (request) => research.listEventsOf(app.db, request.params.id),
  );

  app.put(
    '/v1/event/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['research'],
        summary: 'Change a life event',
        description: keyNote,
        params: eventParamsSchema,
        querystring: eventOwnerQuerySchema,
        body: eventInputSchema,
        response: { 200: lifeEventSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      research.updateEvent(app.db, request.params.id, request.query.referenceId, request.body),
  );

  app.delete(
    '/v1/event/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['research'],
        summary: 'Remove a life event',
        description: keyNote,
        params: eventParamsSchema,
        querystring: eventOwnerQuerySchema,
        response: { 200: messageBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => research.deleteEvent(app.db, request.params.id, request.query.referenceId),
  );

  // Hourly, every instance checks for past weeks without a winner; drawWeek makes it happen once.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = app.metrics
      .jobRun('weekly-drawing', () =>
        runDrawing({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }),
      )
      .then(
        (winners) => {
          for (const winner of winners)
            app.log.info({ week: winner.week }, 'weekly drawing: winner drawn');
        },
        (error: unknown) => app.log.error({ err: error }, 'weekly drawing failed'),
      );
  };
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, DRAWING_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default researchRoutes;
