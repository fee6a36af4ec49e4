import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, Result } from 'ioredis';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** One request counted in a fixed window: the count so far and the window's milliseconds left. */
    countRequest(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** INCR, and the window's expiry set with the first request (or mended if a key lost it). */
const countScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;

/** Counts kept by one limiter before the oldest are dropped (a dropped count starts again). */
const countsPerLimiter = 10_000;

/**
 * One limiter's counts in this process, in fixed windows. Counts are kept in the order their
 * windows opened, so ended ones are dropped from the front as new ones come; past the cap the
 * oldest goes, which keeps an attacker's stream of made-up keys from growing the map.
 */
class LocalCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  add(key: string, windowMs: number): Count {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.endsAt <= now) {
      this.counts.delete(key);
      for (const [oldest, { endsAt }] of this.counts) {
        if (endsAt > now && this.counts.size < countsPerLimiter) break;
        this.counts.delete(oldest);
      }
      count = { current: 0, endsAt: now + windowMs };
      this.counts.set(key, count);
    }
    count.current += 1;
    return { current: count.current, ttl: count.endsAt - now };
  }
}

interface Shared {
  redis: Redis | undefined;
  /** Prefix of every key in Redis (LIVE_CHANNEL_PREFIX), so deployments and test runs never mix. */
  prefix: string;
  log: FastifyBaseLogger;
  /** Each limiter's local counts, by its name. */
  local: Map<string, LocalCounts>;
  redisAway: boolean;
}

/** What @fastify/rate-limit hands a store's `child`: the limit's settings and its route. */
interface LimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A rate-limit store for @fastify/rate-limit: with Redis, one count per key across every instance
 * that shares it, kept through restarts; without, this process's own. While Redis does not answer
 * (down, or slower than the client's command time-out) each instance counts on its own again, as
 * without Redis, and says so once in its log; a limit never fails a request and never lets one
 * through uncounted.
 */
class CountStore {
  constructor(
    private readonly shared: Shared,
    /** The limiter: a route's method and pattern, or '' for limiters made with `app.rateLimit`. */
    private readonly limiter = '',
  ) {}

  child(settings: LimitSettings): CountStore {
    const { method, url } = settings.routeInfo ?? {};
    if (!url) return new CountStore(this.shared, this.limiter);
    // HEAD is answered by the GET route and counts with it.
    const verb = [method].flat().join(',').replace('HEAD', 'GET');
    return new CountStore(this.shared, `${verb} ${url}:`);
  }

  incr(key: string, done: Done, windowMs: number): void {
    const { redis } = this.shared;
    if (!redis) return done(null, this.locally(key, windowMs));
    redis.countRequest(`${this.shared.prefix}rate:${this.limiter}${key}`, windowMs).then(
      ([current, ttl]) => {
        if (this.shared.redisAway) {
          this.shared.redisAway = false;
          this.shared.log.info('rate limits: counting in Redis again');
        }
        done(null, { current, ttl });
      },
      (error: unknown) => {
        if (!this.shared.redisAway) {
          this.shared.redisAway = true;
          this.shared.log.warn(
            { err: error },
            'rate limits: Redis is not answering; each instance counts on its own until it is back',
          );
        }
        done(null, this.locally(key, windowMs));
      },
    );
  }

  private locally(key: string, windowMs: number): Count {
    let counts = this.shared.local.get(this.limiter);
    if (!counts) this.shared.local.set(this.limiter, (counts = new LocalCounts()));
    return counts.add(key, windowMs);
  }
}

/** The store class @fastify/rate-limit builds its root store from (`store` option). */
export function countStore(options: {
  redis: Redis | undefined;
  prefix: string;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  options.redis?.defineCommand('countRequest', { numberOfKeys: 1, lua: countScript });
  const shared: Shared = { ...options, local: new Map(), redisAway: false };
  return class RootCountStore extends CountStore {
    constructor() {
      super(shared);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
