import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentRequestSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerPageSchema,
  errorBodySchema,
  externalCustomerRequestSchema,
  horoscopeCommentsResponseSchema,
  horoscopeDataSchema,
  horoscopeIdParamsSchema,
  horoscopeProfileSchema,
  horoscopeProfilesResponseSchema,
  horoTypeQuerySchema,
  messageBodySchema,
  messages,
  portalLimits,
  portalTexts,
  predictionRequestSchema,
  predictionSchema,
  predictionsResponseSchema,
  predictionTypes,
  selfProfileRequestSchema,
  sendHoroscopeQuerySchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { seedHoroscopeDemo } from './demo.ts';
import * as service from './service.ts';

const tags = ['horoscopes'];
const security = [{ bearer: [] }];
const astrologer = { auth: ['ASTROLOGER'] as const };
const customer = { auth: ['USER'] as const };
const either = { auth: ['USER', 'ASTROLOGER'] as const };
const failures = { 400: errorBodySchema, 404: errorBodySchema };

const horoscopeRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.seedDemo) app.addHook('onReady', () => seedHoroscopeDemo(app.db));

  // The customer's own profile.
  app.get(
    '/v1/horoscope/profile/:customerId',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary: "The customer's own horoscope profiles (horoType SELF); an empty list when none",
        description: 'Read at sign-in into the session. Another customer id answers 404.',
        params: customerIdParamsSchema,
        querystring: horoTypeQuerySchema,
        response: { 200: horoscopeProfilesResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.ownProfiles(
        app.db,
        requireCaller(request),
        request.params.customerId,
        request.query.horoType,
      ),
  );

  app.post(
    '/v1/horoscope/add',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary: "Create the customer's own horoscope profile (one per customer; phone optional)",
        description:
          'The spec only shows the edit call; a customer who signed up without birth data needs this first save. A second one answers 409.',
        body: selfProfileRequestSchema,
        response: { 200: horoscopeProfileSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.createSelfProfile(app.db, requireCaller(request), request.body),
  );

  app.put(
    '/v1/horoscope/:id/edit',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary: "Edit the customer's own horoscope profile",
        params: horoscopeIdParamsSchema,
        body: selfProfileRequestSchema,
        response: { 200: horoscopeProfileSchema, ...failures },
      },
    },
    async (request) =>
      service.editProfile(app.db, requireCaller(request), request.params.id, request.body),
  );

  // The astrologer's external customers.
  app.get(
    '/v1/horoscope/customers',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: "The astrologer's external customers, paged from 0 (30 a page, newest first)",
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.customerPage(app.db, requireCaller(request), request.query),
  );

  app.post(
    '/v3/horoscope/add',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'Add an external customer',
        description:
          "Coordinates come as absolute values with N/S and E/W and are stored signed, digit for digit; the dial code is stored with its plus sign; timeZone '-1' means the birthplace's own offset on the birth date.",
        body: externalCustomerRequestSchema,
        response: { 200: horoscopeProfileSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.createCustomer(app.db, requireCaller(request), request.body),
  );

  app.put(
    '/v3/horoscope/:id/edit',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'Edit an external customer; the chart is cast again when the birth data changed',
        params: horoscopeIdParamsSchema,
        body: externalCustomerRequestSchema,
        response: { 200: horoscopeProfileSchema, ...failures },
      },
    },
    async (request) =>
      service.editProfile(app.db, requireCaller(request), request.params.id, request.body),
  );

  // Shared by both kinds of account, each for the profiles it owns.
  app.get(
    '/v1/horoscope/profile-by-id/:id',
    {
      config: either,
      schema: {
        tags,
        security,
        summary: 'One horoscope profile by horoscopeId',
        description:
          "An astrologer reaches their own external customers and, read-only, a customer's own profile when a grant allows it (a paid question that customer asked them); a customer only their own profile; anything else answers 404.",
        params: horoscopeIdParamsSchema,
        response: { 200: horoscopeProfilesResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      horoscopeProfiles: [
        await service.profileById(
          app.db,
          app.horoscopeAccess,
          requireCaller(request),
          request.params.id,
        ),
      ],
    }),
  );

  app.get(
    '/v1/horoscope/:id',
    {
      config: either,
      schema: {
        tags,
        security,
        summary: 'The horoscope of a profile: planets, shadvarga charts, Vimshottari dasa',
        description:
          "Cast by the astrology engine (Lahiri ayanamsa, whole-sign houses) and kept per profile; cast again only when the birth data change. Dasa times are ISO 8601 at the birth's offset.",
        params: horoscopeIdParamsSchema,
        response: { 200: horoscopeDataSchema, ...failures },
      },
    },
    async (request) =>
      service.horoscopeData(app.db, app.horoscopeAccess, requireCaller(request), request.params.id),
  );

  app.get(
    '/v3/horoscope/:id/comment',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: "The astrologer's comments on an external customer, newest first",
        params: horoscopeIdParamsSchema,
        response: { 200: horoscopeCommentsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      comments: await service.comments(app.db, requireCaller(request), request.params.id),
    }),
  );

  app.post(
    '/v3/horoscope/:id/comment',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'Add a comment to an external customer (the Comments tab); answers the list',
        params: horoscopeIdParamsSchema,
        body: commentRequestSchema,
        response: { 200: horoscopeCommentsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      comments: await service.addComment(
        app.db,
        requireCaller(request),
        request.params.id,
        request.body.comments,
      ),
    }),
  );

  app.put(
    '/v1/horoscope/add-comment/:id',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: "Replace the note kept on the customer's profile (the form's comments field)",
        params: horoscopeIdParamsSchema,
        body: commentRequestSchema,
        response: { 200: horoscopeProfileSchema, ...failures },
      },
    },
    async (request) =>
      service.setProfileComments(
        app.db,
        requireCaller(request),
        request.params.id,
        request.body.comments,
      ),
  );

  app.get(
    '/v1/predictions/:id',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'The general prediction of an external customer',
        description:
          "The list always ends with an 'Additional Notes' item (empty until written), which the editor requires like every item.",
        params: horoscopeIdParamsSchema,
        querystring: z.object({
          predictionTypes: z.enum(predictionTypes).default('GENERAL_PREDICTION'),
        }),
        response: { 200: predictionsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      predictions: [
        await service.generalPrediction(app.db, requireCaller(request), request.params.id),
      ],
    }),
  );

  app.put(
    '/v1/prediction/:id',
    {
      config: astrologer,
      // Up to 50 sections of 10,000 characters each.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        security,
        summary: "Save the general prediction; 'Additional Notes' is added when missing",
        params: horoscopeIdParamsSchema,
        body: predictionRequestSchema,
        response: { 200: predictionSchema, ...failures },
      },
    },
    async (request) =>
      service.saveGeneralPrediction(
        app.db,
        requireCaller(request),
        request.params.id,
        request.body.content,
      ),
  );

  app.post(
    '/v1/horoscope/send-horoscope-by-email/:id',
    {
      config: { ...astrologer, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'E-mail a readable horoscope of an external customer',
        description:
          'Both charts (South Indian, as SVG images), the planet table, the dasa periods running at dateTime (dd-MM-yyyy HH:mm:ss at the timezone offset) and the general prediction. ' +
          `email must be the client’s e-mail on record (PUT /api/v1/external-customer/email): another address answers 400 "${portalTexts.clientEmailDiffers}", none on record 400 "${portalTexts.clientEmailMissing}". The subject and opening are Kusp’s; the astrologer’s words (names, birth place, prediction) are quoted. At most ${portalLimits.clientMailsPerDay} mails to clients per astrologer in any 24 hours (429, with Retry-After); 503 when the mail cannot be sent (not counted).`,
        params: horoscopeIdParamsSchema,
        querystring: sendHoroscopeQuerySchema,
        response: { 200: messageBodySchema, ...failures, 503: errorBodySchema },
      },
    },
    async (request) => {
      await service.sendHoroscopeByEmail(
        app.db,
        app.portal,
        requireCaller(request),
        request.params.id,
        request.query,
      );
      return { message: messages.horoscope.emailSent };
    },
  );
};

export default horoscopeRoutes;
