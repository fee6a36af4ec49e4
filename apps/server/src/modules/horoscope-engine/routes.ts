import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  horoscopeComputeRequestSchema,
  horoscopeDataSchema,
  transitRequestSchema,
  transitResponseSchema,
} from '@kusp/contracts';
import * as service from './service.ts';

const tags = ['horoscope engine'];
// Public (the research pages and the app cast charts without an account); a chart costs ~0.3 ms,
// the limit keeps a single client from monopolising a core.
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** The chart engine (@kusp/astro) over HTTP: a birth chart, and the planets' current transits. */
const horoscopeEngineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/horoscope/compute',
    {
      config: publicLimit,
      schema: {
        tags,
        summary:
          'Cast a birth chart: positions, the six vargas and Vimshottari dasa to three levels',
        description:
          'Sidereal (Lahiri) positions, whole-sign houses from the Lagna, mean Rahu. timeZone is a resolved UTC offset; dates 1800 to 2200.',
        body: horoscopeComputeRequestSchema,
        response: { 200: horoscopeDataSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.computeChart(request.body),
  );

  app.post(
    '/v1/horoscope/transit',
    {
      config: publicLimit,
      schema: {
        tags,
        summary: "Each planet's sign, retrograde flag and next change of sign at a moment",
        description: 'transitTime is ISO 8601 at the given offset.',
        body: transitRequestSchema,
        response: { 200: transitResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.transitsAt(request.body),
  );
};

export default horoscopeEngineRoutes;
