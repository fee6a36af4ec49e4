import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The 304 a cached route answers to a matching If-None-Match, for its response schema. */
export const notModifiedSchema = z
  .null()
  .describe('Not modified: the ETag sent in If-None-Match is still current (no body)');

/**
 * Answers that change only with a deploy (published articles, country and state lists), kept
 * serialised in this process with a strong ETag; a request whose If-None-Match matches gets 304
 * and no body. At most `maxEntries` keys are kept, so query strings cannot grow it without end
 * (past that, answers are built each time, still with their ETag).
 */
export function createDeployCache(options: { cacheControl: string; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { body: string; etag: string }>();

  return async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown> | unknown,
  ): Promise<void> {
    let entry = entries.get(key);
    if (!entry) {
      // The route's own serialiser, so the cached text is exactly what its schema allows.
      const body = String(reply.serialize(await load()));
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      if (entries.size < maxEntries) entries.set(key, entry);
    }
    reply.header('etag', entry.etag).header('cache-control', options.cacheControl);
    if (request.headers['if-none-match'] === entry.etag) await reply.code(304).send();
    else await reply.type('application/json; charset=utf-8').send(entry.body);
  };
}
