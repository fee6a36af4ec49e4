import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { messages } from '@kusp/contracts';
import { StartupError } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { countStore } from './rate-limit-store.ts';

/**
 * The headers helmet sets with these options, worked out once: they are the same for every
 * answer, and @fastify/helmet built helmet's whole middleware again on every request (a tenth of
 * a small API call's time).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const securityHeaders = headersOf(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes and injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    // Camera and microphone are needed by video calls on our own origin.
    permittedCrossDomainPolicies: false,
  }),
);

/** A Redis client for the rate-limit counts, connected before the server starts. */
async function rateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectionName: 'kusp-rate-limit',
    // A count Redis cannot take at once is counted in this process instead (rate-limit-store.ts):
    // nothing waits for a reconnect, and a Redis that hangs costs a request at most a second.
    enableOfflineQueue: false,
    commandTimeout: 1000,
  });
  redis.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'rate limits: Redis connection error'),
  );
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new StartupError(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return redis;
}

/**
 * Security headers for the site and API, and rate limits. A route declares its limit in
 * `config.rateLimit` (per address unless it gives a keyGenerator); a further limit on the same route
 * (per token, say) is a hook made with `app.rateLimit(...)` in its `onRequest`. Every limit
 * declared on a route runs: @fastify/rate-limit's own hooks stop at the first limiter of a request,
 * so `app.rateLimit` is ours, decorated before the plugin (which then leaves its own out). Counts
 * live in Redis with REDIS_URL, shared by every instance, else in this process.
 */
export default fp(
  async function security(app: FastifyInstance) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(securityHeaders);
    });

    const redis = app.config.redisUrl ? await rateLimitRedis(app, app.config.redisUrl) : undefined;
    app.addHook('onClose', async () => redis?.disconnect());

    let limiters = 0;
    app.decorate('rateLimit', (options: RateLimitOptions = {}) => {
      // Its own name before each key: limiters made here share one key space in Redis.
      const name = `limit-${(limiters += 1)}:`;
      const keyOf = options.keyGenerator ?? ((request: FastifyRequest) => normalizeIP(request.ip));
      const count = app.createRateLimit({
        ...options,
        keyGenerator: async (request) => `${name}${await keyOf(request)}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await count(request);
        if (result.isAllowed || !result.isExceeded) return;
        void reply.headers({
          'x-ratelimit-limit': result.max,
          'x-ratelimit-remaining': 0,
          'x-ratelimit-reset': result.ttlInSeconds,
        });
        throw new HttpError('RATE_LIMITED', messages.generic.tooManyRequests, undefined, {
          'retry-after': String(result.ttlInSeconds),
        });
      };
    });

    await app.register(rateLimit, {
      global: false,
      store: countStore({ redis, prefix: app.config.liveChannelPrefix, log: app.log }),
      errorResponseBuilder: () => new HttpError('RATE_LIMITED', messages.generic.tooManyRequests),
    });
  },
  { name: 'security' },
);
