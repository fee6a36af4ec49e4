import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema, messages } from '@kusp/contracts';
import { databaseRetryAfterSeconds } from '../../db/unavailable.ts';
import { HttpError } from '../../lib/http-error.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok once the database answers, and who takes card payments',
        description:
          'While the database cannot be reached (a restart, a failover) the answer is 503 with Retry-After; the process keeps running and answers ok again once the database is back. ' +
          'cardPayments: CCAVENUE, SANDBOX (the built-in test gateway) or OFF (no provider configured: card payments are refused, the wallet still pays).',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError('UNAVAILABLE', messages.generic.databaseDown, undefined, {
          'retry-after': String(databaseRetryAfterSeconds),
        });
      }
      return { status: 'ok' as const, cardPayments: app.paymentProviders.cardPayments };
    },
  );
};

export default healthRoutes;
