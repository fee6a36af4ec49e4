import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok once the database answers',
        response: { 200: healthSchema },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
