import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, unsafeTextError } from '../lib/text-input.ts';

/** The body limit of a route that declares none: forms are a few KB (uploads are multipart, not counted). */
export const formBodyLimit = 16 * 1024;

/**
 * Rules for every route's input, present and future, in one place: a small default body limit,
 * and no string that the database cannot store (U+0000, a lone UTF-16 half) in the body, the
 * query or the path. Multipart field and file names are checked where uploads are read.
 */
export default fp(async function input(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= formBodyLimit;
  });
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = findUnsafeText(value);
      if (field !== null) throw unsafeTextError(field || part);
    }
  });
});
