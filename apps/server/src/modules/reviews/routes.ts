import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  messages,
  ownReviewSchema,
  reviewEditSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewRequestSchema,
  reviewSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { seedReviewDemo } from './demo.ts';

const security = [{ bearer: [] }];
const reviewParams = z.object({ id: z.uuid(messages.generic.notFound) });
const failures = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.seedDemo) app.addHook('onReady', () => seedReviewDemo(app));
  app.post(
    '/v1/reviews',
    {
      config: { auth: ['USER'], ...writeLimit },
      schema: {
        tags: ['reviews'],
        summary: 'Rate and review a delivered order',
        description:
          "1 to 5 stars and an optional plain text of at most 1,000 characters, once per order, by the order's customer, after the service was delivered (an answered question, a chat or video session both joined and closed). Another customer's order answers 404, an order not delivered yet 409, a second review 409.",
        security,
        body: reviewRequestSchema,
        response: { 201: reviewSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.reviews.create(requireCaller(request), request.body)),
  );

  app.put(
    '/v1/reviews/:id',
    {
      config: { auth: ['USER'], ...writeLimit },
      schema: {
        tags: ['reviews'],
        summary: 'Change your review (within 7 days)',
        description:
          'Stars and text as when writing it; only by its author, for 7 days after it was written (then 409).',
        security,
        params: reviewParams,
        body: reviewEditSchema,
        response: { 200: reviewSchema, ...failures },
      },
    },
    async (request) => app.reviews.edit(requireCaller(request), request.params.id, request.body),
  );

  app.post(
    '/v1/reviews/:id/reply',
    {
      config: { auth: ['ASTROLOGER'], ...writeLimit },
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review of you (once)',
        description:
          "Plain text, 1 to 1,000 characters. A second reply answers 409; another astrologer's review 404.",
        security,
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: reviewSchema, ...failures },
      },
    },
    async (request) =>
      app.reviews.reply(requireCaller(request), request.params.id, request.body.text),
  );

  app.post(
    '/v1/reviews/:id/report',
    {
      config: { auth: ['USER', 'ASTROLOGER'], ...writeLimit },
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to the operators',
        description:
          'Anyone signed in; an optional reason (at most 500 characters). Reporting it again changes nothing.',
        security,
        params: reviewParams,
        body: reviewReportSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await app.reviews.report(requireCaller(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/reviews/order/:id',
    {
      config: { auth: ['USER'] },
      schema: {
        tags: ['reviews'],
        summary: 'Your review of an order, and whether you may write one',
        security,
        params: reviewParams,
        response: { 200: ownReviewSchema, 404: errorBodySchema },
      },
    },
    async (request) => app.reviews.own(requireCaller(request), request.params.id),
  );

  app.get(
    '/v1/astrologer/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "An astrologer's reviews, newest first, with the average and the distribution",
        description:
          'Public, for a visible astrologer. Only visible reviews count: averageRating is the sum of their stars divided by their number (not rounded), distribution the number of 1- to 5-star reviews.',
        params: reviewParams,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      app.reviews.page(request.params.id, request.query.pageNumber, request.query.pageSize),
  );
};

export default reviewRoutes;
