import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  horoscopeIdParamsSchema,
  kundliRequestSchema,
  languageOfAcceptLanguage,
  type Kundli,
  kundliSchema,
  matchingRequestSchema,
  matchingSchema,
  panchangQuerySchema,
  panchangSchema,
  savedMatchingRequestSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import type { CheckedBirth } from './birth.ts';
import { createAstroToolsService, matchPersonOf } from './service.ts';

const tags = ['astrology tools'];
// Public pages call these for every visitor; a panchang is cached, a kundli costs about a millisecond.
const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const failures = { 400: errorBodySchema, 429: errorBodySchema };
const security = [{ bearer: [] }];
const signedIn = ['USER', 'ASTROLOGER'] as const;
// A PDF costs tens of milliseconds of one core: fewer per minute than the kundli itself.
const pdfLimit = perAddress(10);
const pdfText =
  "An A4 PDF (application/pdf, an attachment) with the fonts embedded (Noto Sans Devanagari, so names in Hindi print), in the language of the request's Accept-Language (Hindi or English; labels and astrology's names in Devanagari in Hindi): birth details and panchanga, the Lagna, Navamsa and Dasamsa charts in the North Indian style as vector drawings, the planets with nakshatra and pada, the Vimshottari periods running today, mangal dosha, ashtakavarga and Vimshottari to two levels. Under 300 KB.";
const pdfResponse = {
  200: z.string().describe('The PDF document').meta({ format: 'binary' }),
};
const savedText =
  'A saved horoscope is one the caller may read on its own screens: a customer their own, an astrologer their clients and the customers a grant lets them read (a paid question, a session); any other id answers 404.';

/** '%PDF…' as an attachment named after the person. */
/**
 * The PDF is written in the language the reader has on screen: the web sends the chosen language
 * as Accept-Language on every call (docs/astro-tools.md), signed in or not.
 */
const pdfLanguage = (request: FastifyRequest) =>
  languageOfAcceptLanguage(request.headers['accept-language']);

function sendPdf(reply: FastifyReply, kundli: Kundli, pdf: Buffer) {
  const name = kundli.birth.name.trim().replace(/\s+/g, '-') || 'chart';
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(`kundli-${name}.pdf`)}`,
    )
    .send(pdf);
}

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
    '/v1/astro/kundli/pdf',
    {
      config: pdfLimit,
      schema: {
        tags,
        summary: 'The free kundli as a printable PDF',
        description: `${birthText} ${pdfText}`,
        body: kundliRequestSchema,
        response: { ...pdfResponse, ...failures },
      },
    },
    async (request, reply) => {
      const kundli = service.kundli(request.body);
      return sendPdf(reply, kundli, await service.pdf(kundli, pdfLanguage(request)));
    },
  );

  app.get(
    '/v1/horoscope/:id/pdf',
    {
      config: { auth: signedIn, ...pdfLimit },
      schema: {
        tags,
        security,
        summary: 'A saved horoscope as a printable PDF',
        description: `${savedText} ${pdfText}`,
        params: horoscopeIdParamsSchema,
        response: { ...pdfResponse, ...failures, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const birth = await app.horoscopes.readableBirth(
        app.db,
        requireCaller(request),
        request.params.id,
      );
      const kundli = service.savedKundli(birth);
      return sendPdf(reply, kundli, await service.pdf(kundli, pdfLanguage(request)));
    },
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
    async (request) =>
      service.matching(matchPersonOf(request.body.boy), matchPersonOf(request.body.girl)),
  );

  app.post(
    '/v1/astro/matching/saved',
    {
      config: { auth: signedIn, ...perAddress(30) },
      schema: {
        tags,
        security,
        summary: 'Kundli matching with saved horoscopes for either or both',
        description: `As POST /v1/astro/matching, each side either a birth (\`boy\`, \`girl\`) or a saved horoscope (\`boyHoroscopeId\`, \`girlHoroscopeId\`), never both. ${savedText}`,
        body: savedMatchingRequestSchema,
        response: { 200: matchingSchema, ...failures, 404: errorBodySchema },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const side = async (birth: CheckedBirth | undefined, horoscopeId: string | undefined) => {
        if (birth) return matchPersonOf(birth);
        const saved = await app.horoscopes.readableBirth(app.db, caller, horoscopeId!);
        return { name: saved.name, input: saved.input };
      };
      const { boy, girl, boyHoroscopeId, girlHoroscopeId } = request.body;
      return service.matching(await side(boy, boyHoroscopeId), await side(girl, girlHoroscopeId));
    },
  );
};

export default astroToolsRoutes;
