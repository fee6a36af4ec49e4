import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  kundliRequestSchema,
  kundliSchema,
  matchingRequestSchema,
  matchingSchema,
  panchangQuerySchema,
  panchangSchema,
} from '@kusp/contracts';
import { createAstroToolsService } from './service.ts';

const tags = ['astrology tools'];
// Public pages call these for every visitor; a panchang is cached, a kundli costs about a millisecond.
const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const failures = { 400: errorBodySchema, 429: errorBodySchema };

const birthText =
  'A birth is `date` (YYYY-MM-DD, 1800 to 2200), `time` (HH:mm or HH:mm:ss) and the place: `latitude`, `longitude` and its IANA `timezone` (the offset in force at that moment is used, daylight saving included); `name`, `gender` and `place` are only shown.';

/** The free kundli, the day's panchang and kundli matching for every visitor (issue 46). */
const astroToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAstroToolsService();

  app.get(
    '/v1/astro/panchang',
    {
      config: perAddress(60),
      schema: {
        tags,
        summary: "A day's panchang at a place, from sunrise to the next sunrise",
        description:
          'Sunrise, sunset, moonrise and moonset are local HH:mm:ss (moonrise or moonset null on a day without one). Tithi, nakshatra, yoga and karana list the one running at sunrise, then each that begins before the next sunrise, with local ISO 8601 date-times; the periods (rahu kalam, yamaganda, gulika kalam, abhijit) too. The day is cast at the offset of `timezone` at its noon. `riseConvention` standard (default) is the upper limb with refraction, as newspapers print; hindu is the centre of the disc without refraction. Latitudes beyond 66° are refused (days without a sunrise). Places are rounded to 0.01° and the answers cached.',
        querystring: panchangQuerySchema,
        response: { 200: panchangSchema, ...failures },
      },
    },
    async (request) => service.panchang(request.query),
  );

  app.post(
    '/v1/astro/kundli',
    {
      config: perAddress(30),
      schema: {
        tags,
        summary:
          'A free kundli: birth panchanga, planets, the sixteen vargas, ashtakavarga, dasas, mangal dosha',
        description: `${birthText} \`chart\` is the portal's chart (GET /v1/horoscope/{id}): planets with nakshatra, pada, dignity and house, Lagna and Navamsa, Vimshottari to three levels. \`running\` holds the periods running now: Vimshottari to the fifth level, Yogini to the second.`,
        body: kundliRequestSchema,
        response: { 200: kundliSchema, ...failures },
      },
    },
    async (request) => service.kundli(request.body),
  );

  app.post(
    '/v1/astro/matching',
    {
      config: perAddress(30),
      schema: {
        tags,
        summary: 'Kundli matching: guna milan of the Moons (36 points) and mangal dosha of both',
        description: `\`boy\` and \`girl\` are births. ${birthText} Each koota lists both sides' attribute and the points; the total is graded (under 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent); the nadi and bhakoot cancellations that apply are named beside the score, which follows the tables (docs/astrology.md).`,
        body: matchingRequestSchema,
        response: { 200: matchingSchema, ...failures },
      },
    },
    async (request) => service.matching(request.body.boy, request.body.girl),
  );
};

export default astroToolsRoutes;
