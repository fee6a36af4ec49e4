import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityBulkRequestSchema,
  availabilityEntrySchema,
  availabilityStatusSchema,
  errorBodySchema,
  messages,
} from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { getAvailability, setAvailability } from './availability.ts';

const bearer = [{ bearer: [] }];
const userId = z.uuid(messages.generic.notFound);

/** ONLINE, BUSY or AWAY (default AWAY) for astrologers and customers (spec part 2 section 4). */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/user/availability/:id/:status',
    {
      config: { auth: ['USER', 'ASTROLOGER'] },
      schema: {
        tags: ['availability'],
        summary: 'Set your own availability',
        description:
          "Only for oneself; another user's id answers 404. An astrologer with a running live chat session is BUSY until it ends: ONLINE answers 409 meanwhile. Whatever is set, a user with no live connection on any instance becomes AWAY after AWAY_AFTER_SECONDS (docs/chat.md, Availability); an astrologer who becomes AWAY during a session ends it early (the customer pays only the minutes delivered).",
        security: bearer,
        params: z.object({ id: userId, status: availabilityStatusSchema }),
        response: { 200: availabilityEntrySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      setAvailability(app.db, requireCaller(request), request.params.id, request.params.status),
  );

  app.get(
    '/v1/availability/:id',
    {
      config: { auth: ['USER', 'ASTROLOGER'] },
      schema: {
        tags: ['availability'],
        summary: "A user's availability",
        description:
          "An astrologer's for anyone signed in; a customer's only for themselves and for astrologers they have had a session with. Any other id answers 404, as an unknown one does.",
        security: bearer,
        params: z.object({ id: userId }),
        response: { 200: availabilityEntrySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [entry] = await getAvailability(app.db, requireCaller(request), [request.params.id]);
      if (!entry) throw notFound();
      return entry;
    },
  );

  app.post(
    '/v1/availability/bulk-get',
    {
      config: { auth: ['USER', 'ASTROLOGER'] },
      schema: {
        tags: ['availability'],
        summary: 'Availability of several users (a list of up to 200 ids)',
        description:
          'The same rule as for one user: ids the caller may not see are left out, as unknown ones are.',
        security: bearer,
        body: availabilityBulkRequestSchema,
        response: { 200: z.object({ data: z.array(availabilityEntrySchema) }) },
      },
    },
    async (request) => ({
      data: await getAvailability(app.db, requireCaller(request), [...new Set(request.body)]),
    }),
  );
};

export default availabilityRoutes;
