import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

/** What a proxy's request id may look like; anything else is replaced by our own. */
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * The request's id: X-Request-Id when the peer is one of the proxies TRUST_PROXY names (so a
 * client that reaches an instance directly cannot choose the id its requests are logged under),
 * else a new UUID.
 */
export function requestIdFrom(fromProxy: (address: string | undefined) => boolean) {
  return (request: IncomingMessage): string => {
    const given = fromProxy(request.socket.remoteAddress)
      ? request.headers[requestIdHeader]
      : undefined;
    return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
  };
}

/**
 * Query names whose values never reach the log: link and checkout tokens, keys, signatures, codes,
 * and the research entry's referenceId (its only key), plus e-mail addresses. Matched anywhere in
 * the decoded name, case aside, so `token`, `shareToken`, `apiKey`, `countryCode` and `to` alike;
 * a harmless value redacted costs a little reading, a secret kept in a log costs its owner.
 */
const secretName = /token|key|secret|passw|signature|sig$|otp|code|reference|e-?mail|^to$/i;
const redacted = 'REDACTED';

/** The URL as logged: the path as sent, each secret-named query value replaced. */
function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && secretName.test(decoded(name)) ? `${name}=${redacted}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * The names (never the values) of the fields a request was refused for, put on its log line so
 * that an operator sees which input the clients get wrong.
 */
export const refusedFields = new WeakMap<FastifyRequest, string[]>();

/**
 * One log line per finished request (method, route pattern, status, time) instead of Fastify's two
 * (incoming, completed) with whole request and reply objects to serialise. Every line of a request,
 * error logs included, carries its `reqId`.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      refused: refusedFields.get(request),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** Every response carries its request id (X-Request-Id), the key to its log lines. */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(requestIdHeader, request.id);
    });
  },
  { name: 'request-log' },
);
