import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  astrologerDetailsSchema,
  astrologerListItemSchema,
  astrologerListQuerySchema,
  astrologerListV3QuerySchema,
  astrologerProfileSchema,
  astrologerReviewSchema,
  astrologerTexts,
  currencySchema,
  errorBodySchema,
  featureFlagsSchema,
  limits,
  messages,
  profilePictureResponseSchema,
  rateCurrencies,
} from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { findUserById } from '../accounts/repository.ts';
import availabilityRoutes from './availability-routes.ts';
import { avatarSvg } from './avatar.ts';
import documentRoutes from './document-routes.ts';
import { listVisibleProfiles, updateFeatures } from './repository.ts';
import { saveProfilePicture } from './profile-picture.ts';
import {
  ownProfile,
  ownReview,
  profilePictureUrl,
  readProfile,
  resubmitReview,
  saveDetails,
  toListItem,
  toProfile,
} from './service.ts';
import {
  contentTypeOf,
  openStored,
  receiveFiles,
  sweepTemporaryUploads,
  uploadFolder,
} from './uploads.ts';

const idParams = z.object({ id: z.uuid(messages.generic.notFound) });
const bearer = [{ bearer: [] }];

const astrologerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Directory and profile prices are for a customer in India (the pricing country).
  const quoteRate = (rate: string) => app.money.quoteRate(rate);
  // Uploads are read part by part; a part over 1 MB fails while streaming, before it is stored.
  await app.register(multipart, { limits: { fileSize: limits.fileBytes } });
  // Half-written files of a crash: swept at start-up, then hourly.
  const sweep = () =>
    app.metrics
      .jobRun('upload-sweep', () => sweepTemporaryUploads(app.config.dataDir))
      .catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'));
  app.addHook('onReady', async () => void (await sweep()));
  const sweeper = setInterval(() => void sweep(), 60 * 60 * 1000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  await app.register(documentRoutes);
  await app.register(availabilityRoutes);

  app.get(
    '/v3/astrologer/profile/:id',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'An astrologer profile',
        description:
          'Anyone may read a visible, approved profile; e-mail and phone number are included only for the astrologer themself, who also sees their profile while it is hidden (visibility OFF) or not approved (pending review, rejected, suspended). Others get 404 for such a profile.',
        params: idParams,
        response: { 200: astrologerProfileSchema, 404: errorBodySchema },
      },
    },
    async (request) => readProfile(app.db, request.params.id, request.caller, quoteRate),
  );

  app.get(
    '/v1/astrologer/review',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: "The caller's review by the operators and the documents it still needs",
        description:
          "PENDING_REVIEW until an operator approves the profile; only APPROVED astrologers are listed and can be paid for. `reason` is the operator's for a rejection or suspension; `missingDocuments` lists the pan card and bank proof not uploaded yet (docs/operations.md).",
        security: bearer,
        response: { 200: astrologerReviewSchema },
      },
    },
    async (request) => ownReview(app.db, requireCaller(request)),
  );

  app.post(
    '/v1/astrologer/review/resubmit',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Send a rejected profile for review again',
        description:
          "Only from REJECTED (else 409); the profile goes back to the operators' queue.",
        security: bearer,
        response: { 200: astrologerReviewSchema, 409: errorBodySchema },
      },
    },
    async (request) => resubmitReview(app.db, requireCaller(request)),
  );

  app.put(
    '/v1/astrologer/details/:id',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Save the profile form (own profile only)',
        description:
          "Names, phone, experience (at most 250 characters each, kept as typed), country (India only), state by its ISO code (the name is taken from the code), rate and currency, visibility and feature flags, and `languages`: the languages they consult in (ISO 639-1 codes of the list the directory filters by; at least one; kept in the list's order, each once; left out, they stay as they are). E-mail is read-only: sending a different one is refused. Another astrologer's id answers 404.",
        security: bearer,
        params: idParams,
        body: astrologerDetailsSchema,
        response: { 200: astrologerProfileSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      saveDetails(app.db, requireCaller(request), request.params.id, request.body, quoteRate),
  );

  app.put(
    '/v1/astrologer/features',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: "Switch the caller's services on or off",
        description: 'Any of the three flags; those left out keep their value.',
        security: bearer,
        body: featureFlagsSchema.partial(),
        response: { 200: astrologerProfileSchema },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await ownProfile(app.db, caller, caller.userId);
      await updateFeatures(app.db, caller.userId, request.body);
      return toProfile(await ownProfile(app.db, caller, caller.userId), true, quoteRate);
    },
  );

  app.put(
    '/v1/astrologer/profile-pic/:id',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Upload the profile picture (multipart field profilePicture)',
        description:
          'At most 1 MB; JPEG, PNG or WebP judged by the content, not the name. A larger file answers 413 and a wrong type 400; nothing is stored then. The previous picture is deleted.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParams,
        response: {
          200: profilePictureResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const row = await ownProfile(app.db, caller, request.params.id);
      const files = await receiveFiles(
        request,
        { tooLarge: messages.profile.pictureTooLarge, none: astrologerTexts.pictureType },
        1,
      );
      const storedName = await saveProfilePicture(app.db, app.config.dataDir, row, files);
      return {
        message: messages.profile.pictureUploaded,
        profileImageUrl: profilePictureUrl(storedName),
      };
    },
  );

  app.get(
    '/v1/astrologer/profile-picture/:fileName',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'A profile picture, by the random name profileImageUrl carries',
        params: z.object({
          fileName: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, messages.generic.notFound),
        }),
      },
    },
    async (request, reply) => {
      const path = uploadFolder(app.config.dataDir, 'profile-pictures').pathOf(
        request.params.fileName,
      );
      const stream = await openStored(path);
      return reply
        .type(contentTypeOf(path))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  for (const [path, query, summary] of [
    ['/v1/astrologer/list', astrologerListQuerySchema, 'The public astrologer directory'],
    [
      '/v3/astrologer/list',
      astrologerListV3QuerySchema,
      'The public astrologer directory (visibility=ON only)',
    ],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['astrologers'],
          summary,
          description:
            'Only approved astrologers (docs/operations.md) whose visibility is ON; `search` matches the first, last or full name without regard to case. Online astrologers come first, then the best rated; `sort` orders by rating (best first), price (lowest rate first) or experience (most years first) instead. `online=true` keeps those online now, `service` those offering it, `language` (an ISO 639-1 code of the consulting languages: hi, en, bn, mr, te, ta, gu, ur, kn, or, ml, pa, as, ne, sd, ks, sa) those consulting in it; another value answers 400. `languages` lists the languages each consults in. averageRating is the mean of the visible reviews (not rounded), reviewCount their number.',
          querystring: query,
          response: { 200: z.array(astrologerListItemSchema) },
        },
      },
      async (request) => {
        const { search, ...choices } = request.query;
        const rows = await listVisibleProfiles(app.db, search || undefined, choices);
        return rows.map((row) => toListItem(row, quoteRate));
      },
    );
  }

  app.get(
    '/v1/payment/currency',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'Currencies an astrologer may set their rate in, INR first',
        response: { 200: z.array(currencySchema) },
      },
    },
    async () => rateCurrencies.map((c) => ({ ...c })),
  );

  app.get(
    '/v1/avatar/:file',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'Generated avatar of a user without a picture: /api/v1/avatar/{userId}.svg',
        description:
          "Initials on a colour derived from the name, SVG, 250 px. Public, as images cannot carry a token; it shows only the person's initials.",
        params: z.object({
          file: z
            .string()
            .regex(
              /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/i,
              messages.generic.notFound,
            ),
        }),
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.file.slice(0, -4).toLowerCase());
      if (!user) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(avatarSvg(user.first_name, user.last_name));
    },
  );
};

export default astrologerRoutes;
