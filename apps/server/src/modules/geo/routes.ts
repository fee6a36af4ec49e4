import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countrySchema,
  errorBodySchema,
  placeSchema,
  placeSearchQuerySchema,
  stateSchema,
  timeZoneQuerySchema,
  timeZoneSchema,
} from '@kusp/contracts';
import { createDeployCache, notModifiedSchema } from '../../lib/deploy-cache.ts';
import { notFound } from '../../lib/http-error.ts';
import { placeIndex, searchPlaces } from './places.ts';
import { Country, State } from './regions.ts';
import { utcOffsetAt, zoneAt } from './time-zone.ts';

const countries = Country.getAllCountries().map(({ name, isoCode }) => ({ name, isoCode }));

/** Countries, states, time zones and place search from local data: no third-party call at run time. */
const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lists come from a package, so they change only with a deploy.
  const sendCached = createDeployCache({ cacheControl: 'public, max-age=86400' });
  app.addHook('onReady', async () => {
    placeIndex();
  });

  app.get(
    '/v1/geo/country',
    {
      schema: {
        tags: ['geo'],
        summary: 'Every country (name, ISO 3166-1 alpha-2 code)',
        response: { 200: z.array(countrySchema), 304: notModifiedSchema },
      },
    },
    (request, reply) => sendCached(request, reply, 'countries', () => countries),
  );

  app.get(
    '/v1/geo/country/:code/state',
    {
      schema: {
        tags: ['geo'],
        summary: "A country's states and territories (ISO 3166-2 subdivision codes)",
        params: z.object({ code: z.string() }),
        response: { 200: z.array(stateSchema), 304: notModifiedSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      if (!Country.getCountryByCode(code)) throw notFound();
      return sendCached(request, reply, `states:${code}`, () =>
        State.getStatesOfCountry(code).map(({ name, isoCode }) => ({ name, isoCode })),
      );
    },
  );

  app.get(
    '/v1/geo/time-zone/',
    {
      schema: {
        tags: ['geo'],
        summary: 'The IANA time zone at a coordinate and its UTC offset',
        description:
          'The offset is the one in force today, or on `date` (YYYY-MM-DD, at noon local time) ' +
          'when given, daylight saving included.',
        querystring: timeZoneQuerySchema,
        response: { 200: timeZoneSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { latitude, longitude, date } = request.query;
      return {
        zoneName: zoneAt(latitude, longitude),
        gmtOffsetName: `UTC${utcOffsetAt(latitude, longitude, date ?? new Date())}`,
      };
    },
  );

  app.get(
    '/v1/geo/places',
    {
      schema: {
        tags: ['geo'],
        summary: 'Place search for every place field',
        description:
          'Towns of at least 1000 people in every country (GeoNames data shipped with the ' +
          'server; no maps service), matched by the start of their name without regard to case ' +
          'or accents, most populous first (so "London" is London, United Kingdom), at most 15. ' +
          '`country` (ISO 3166-1 alpha-2) narrows to one country. Each place carries its IANA ' +
          'time zone, whose historical rules give the offset on a birth date.',
        querystring: placeSearchQuerySchema,
        response: { 200: z.array(placeSchema), 400: errorBodySchema },
      },
    },
    async (request) => searchPlaces(request.query.q, request.query.country),
  );
};

export default geoRoutes;
