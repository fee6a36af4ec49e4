import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertStorableText, unsafeTextError } from '../lib/text-input.ts';

/**
 * The query's first name whose name or value is not valid percent-encoded UTF-8 (say %ED%A0%80,
 * half of an emoji), or null. The query parser would quietly turn it into U+FFFD; it is refused
 * instead, as the same text in a JSON body is.
 */
function malformedQueryField(url: string): string | null {
  const query = url.slice(url.indexOf('?') + 1 || url.length);
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    try {
      decodeURIComponent(name);
      decodeURIComponent(value);
    } catch {
      return decodedOr(name);
    }
  }
  return null;
}

const decodedOr = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

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
    const malformed = malformedQueryField(request.url);
    if (malformed !== null) throw unsafeTextError(malformed);
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) assertStorableText(value, part);
  });
});
