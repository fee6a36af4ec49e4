import path from 'node:path';
import { liveLimits, timing } from '@kusp/contracts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  production: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string;
  publicUrl: string;
  /** Hops of reverse proxies whose X-Forwarded-For is believed (0: none, so clients cannot fake their IP). */
  trustProxy: number;
  /** Redis for the live channel across instances; unset: events stay in this process. */
  redisUrl: string | undefined;
  /** Prefix of the Redis channels, so several deployments (or test runs) can share one Redis. */
  liveChannelPrefix: string;
  /** STOMP heart-beat offered and asked for; a connection silent for twice this is closed. */
  liveHeartbeatMs: number;
  /** Length of a live chat session from its start (the spec's 15 minutes). */
  chatSessionSeconds: number;
  /** A chat request not accepted within this time is released. */
  chatRequestSeconds: number;
  /** An astrologer whose last connection closed this long ago becomes AWAY. */
  awayAfterSeconds: number;
  /** How often each instance sweeps for expired sessions, timed-out requests and departures. */
  chatSweepMs: number;
  /** Hours an astrologer has to answer a paid question (or a follow-up) before it is refunded. */
  questionAnswerHours: number;
  /** Seconds between runs of the question deadline job (refunds, mails); 0 runs it only at start-up. */
  questionJobIntervalSeconds: number;
  /** Test-only: skip the DATA_DIR lock and keep PGlite in memory. */
  inMemoryDatabase?: boolean;
}

class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

export function loadConfig(env = process.env): Config {
  const port = integer(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: flag(env, 'SEED_DEMO', true),
    production: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kusp <no-reply@kusp.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: integer(env, 'TRUST_PROXY', 0),
    redisUrl: env.REDIS_URL || undefined,
    liveChannelPrefix: env.LIVE_CHANNEL_PREFIX || 'kusp:live:',
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', liveLimits.heartbeatMs),
    chatSessionSeconds: integer(env, 'CHAT_SESSION_SECONDS', timing.sessionMs / 1000),
    chatRequestSeconds: integer(env, 'CHAT_REQUEST_SECONDS', timing.sessionMs / 1000),
    awayAfterSeconds: integer(env, 'AWAY_AFTER_SECONDS', 60),
    chatSweepMs: 5000,
    questionAnswerHours: integer(env, 'QUESTION_ANSWER_HOURS', 72),
    questionJobIntervalSeconds: integer(env, 'QUESTION_JOB_INTERVAL_SECONDS', 60),
  };
}

export { ConfigError };
