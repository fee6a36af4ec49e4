import path from 'node:path';
import { liveLimits, portalLimits, timing } from '@kusp/contracts';
import { isProxyEntry } from './lib/trusted-proxies.ts';

/** DATABASE_STATEMENT_TIMEOUT_MS's default: far above any query of ours, well below a stuck one. */
export const defaultStatementTimeoutMs = 30_000;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Longest a statement, or a transaction left idle, may hold a PostgreSQL connection before the
   * server ends it (0: no limit). A stuck query or lock costs one request, not the pool.
   */
  databaseStatementTimeoutMs: number;
  /** Seed the demo accounts into an empty database (SEED_DEMO; off in production unless asked). */
  seedDemo: boolean;
  production: boolean;
  jwtSecret: string | undefined;
  /** The secret before the last rotation: tokens it signed are still accepted (JWT_SECRET_PREVIOUS). */
  jwtSecretPrevious: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string;
  publicUrl: string;
  /**
   * The reverse proxies' addresses, CIDR ranges or named ranges (`loopback`, `linklocal`,
   * `uniquelocal`): X-Forwarded-For and X-Request-Id are believed only from them. Empty: from no one.
   */
  trustProxy: string[];
  /** Hours an astrologer has to answer a paid question (or a follow-up) before it is refunded. */
  questionAnswerHours: number;
  /** Seconds between runs of the question deadline job (refunds, mails); 0 runs it only at start-up. */
  questionJobIntervalSeconds: number;
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
  /** How often an open live connection's token is checked again (sign-out, password change). */
  liveTokenRecheckMs: number;
  /** TURN servers handed to call members (turn:/turns: URLs); none: STUN only. */
  turnUrls: string[];
  /** coturn's static-auth-secret: TURN credentials are HMACs with it (TURN REST API scheme). */
  turnSecret: string | undefined;
  /** STUN servers handed to call members. */
  stunUrls: string[];
  /** 'relay' makes call members send media only through TURN (VIDEO_ICE_POLICY). */
  videoIcePolicy: 'all' | 'relay';
  /** Set when LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET all are: calls go through LiveKit. */
  livekit: LivekitConfig | undefined;
  /** Open WebSockets one client address may hold on one instance (an office behind NAT shares one). */
  liveConnectionsPerAddress: number;
  /** Signs the sandbox gateway's results; generated into DATA_DIR when unset. */
  paymentSecret: string | undefined;
  /** The payment secret before the last rotation: results it signed are still accepted. */
  paymentSecretPrevious: string | undefined;
  /**
   * Port of the separate Prometheus listener (0: none). With one, /metrics answers only there and
   * never on the public port; without one it answers on the public port outside production only.
   */
  metricsPort: number;
  /** The interface the metrics listener binds (METRICS_HOST): this machine only unless set. */
  metricsHost: string;
  /** The platform's share of a service's base rate, taken from the astrologer's earning. */
  commissionPercent: number;
  /** Tax on services for customers outside India (instead of CGST + SGST). */
  intlTaxPercent: number;
  /** Minimum wallet balance, in credits, for an AI assistant question. */
  aiMinimumCredits: number;
  /** An OpenAI-compatible model answers AI questions when set (else the built-in offline reader). */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  /** How long one request to the model may take before it is retried once, then refunded. */
  aiTimeoutMs: number;
  /** Days a customer portal share link opens the external horoscope page. */
  portalLinkDays: number;
  /** Days a portal payment link can be paid. */
  paymentLinkDays: number;
  /** Set when CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and CCAVENUE_WORKING_KEY all are. */
  ccavenue: CcavenueConfig | undefined;
  /**
   * The built-in sandbox gateway takes card payments when CCAvenue is not configured
   * (PAYMENTS_SANDBOX): on by default outside production, in production only when asked (staging).
   * Neither: card payments are off and the wallet still pays.
   */
  paymentsSandbox: boolean;
  /** Test-only: skip the DATA_DIR lock and keep PGlite in memory. */
  inMemoryDatabase?: boolean;
}

export interface CcavenueConfig {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** The transaction host, e.g. https://test.ccavenue.com or https://secure.ccavenue.com. */
  url: string;
  /** The status API host (apitest.ccavenue.com for the test host, else api.ccavenue.com). */
  apiUrl: string;
}

export interface LivekitConfig {
  /** The LiveKit server the browsers join (wss://…); its HTTP API is the same host. */
  url: string;
  apiKey: string;
  apiSecret: string;
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

function percent(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value > 100) throw new ConfigError(`${name} must be a percentage from 0 to 100`);
  return value;
}

function ccavenue(env: NodeJS.ProcessEnv): CcavenueConfig | undefined {
  const names = ['CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const;
  const [merchantId, accessCode, workingKey] = names.map((name) => env[name] || undefined);
  if (!merchantId && !accessCode && !workingKey) return undefined;
  if (!merchantId || !accessCode || !workingKey)
    throw new ConfigError(`CCAvenue needs all of ${names.join(', ')}`);
  const address = (name: string, fallback: string) => {
    const value = (env[name] || fallback).replace(/(?<!\/)\/+$/, '');
    if (!/^https?:\/\/[^/]+/.test(value))
      throw new ConfigError(`${name} must be an http(s) address, got "${value}"`);
    return value;
  };
  const url = address('CCAVENUE_URL', 'https://test.ccavenue.com');
  const apiUrl = address(
    'CCAVENUE_API_URL',
    url.includes('test.ccavenue.com') ? 'https://apitest.ccavenue.com' : 'https://api.ccavenue.com',
  );
  return { merchantId, accessCode, workingKey, url, apiUrl };
}

/** PAYMENTS_SANDBOX: a sandbox beside a real provider would be ignored, so asking for both is an error. */
function paymentsSandbox(env: NodeJS.ProcessEnv, production: boolean, withCcavenue: boolean) {
  const on = flag(env, 'PAYMENTS_SANDBOX', !production && !withCcavenue);
  if (on && withCcavenue)
    throw new ConfigError('PAYMENTS_SANDBOX=on and the CCAVENUE_* variables exclude each other');
  return on;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

/** A comma-separated list of URLs; empty entries dropped. */
function urlList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY: the proxies' addresses or ranges, comma-separated. The old count of proxies is
 * refused: a count believes whatever address the nearest peer claims, so a client that reaches an
 * instance directly would choose its own.
 */
function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return [];
  if (/^\d+$/.test(raw) || raw.toLowerCase() === 'true')
    throw new ConfigError(
      `TRUST_PROXY=${raw} would believe any client's X-Forwarded-For; set it to your proxies' addresses or ranges instead, for example TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24 (docs/security.md)`,
    );
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries)
    if (!isProxyEntry(entry))
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range (10.0.0.0/24) or one of loopback, linklocal, uniquelocal`,
      );
  return entries;
}

function turn(env: NodeJS.ProcessEnv) {
  const turnUrls = urlList(env.TURN_URLS);
  const turnSecret = env.TURN_SECRET || undefined;
  if (turnUrls.length > 0 && !turnSecret) throw new ConfigError('TURN_URLS needs TURN_SECRET');
  return { turnUrls, turnSecret };
}

function video(env: NodeJS.ProcessEnv): Pick<Config, 'videoIcePolicy' | 'livekit'> {
  const policy = env.VIDEO_ICE_POLICY || 'all';
  if (policy !== 'all' && policy !== 'relay')
    throw new ConfigError('VIDEO_ICE_POLICY must be all or relay');
  if (policy === 'relay' && !env.TURN_URLS)
    throw new ConfigError('VIDEO_ICE_POLICY=relay needs TURN_URLS');
  const url = env.LIVEKIT_URL || undefined;
  const apiKey = env.LIVEKIT_API_KEY || undefined;
  const apiSecret = env.LIVEKIT_API_SECRET || undefined;
  if (!url && !apiKey && !apiSecret) return { videoIcePolicy: policy, livekit: undefined };
  if (!url || !apiKey || !apiSecret)
    throw new ConfigError('LiveKit needs LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET');
  if (!/^wss?:\/\//.test(url)) throw new ConfigError('LIVEKIT_URL must start with wss:// or ws://');
  return { videoIcePolicy: policy, livekit: { url, apiKey, apiSecret } };
}

export function loadConfig(env = process.env): Config {
  const port = integer(env, 'PORT', 8080);
  const production = env.NODE_ENV === 'production';
  const card = ccavenue(env);
  return {
    port,
    // Outside production only this machine reaches the server unless HOST says otherwise.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseStatementTimeoutMs: integer(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      defaultStatementTimeoutMs,
    ),
    // The README's `npm start` seeds the demo; production never does unless asked.
    seedDemo: flag(env, 'SEED_DEMO', !production),
    production,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS || undefined,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kusp <no-reply@kusp.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: trustedProxies(env),
    questionAnswerHours: integer(env, 'QUESTION_ANSWER_HOURS', 72),
    questionJobIntervalSeconds: integer(env, 'QUESTION_JOB_INTERVAL_SECONDS', 60),
    redisUrl: env.REDIS_URL || undefined,
    liveChannelPrefix: env.LIVE_CHANNEL_PREFIX || 'kusp:live:',
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', liveLimits.heartbeatMs),
    chatSessionSeconds: integer(env, 'CHAT_SESSION_SECONDS', timing.sessionMs / 1000),
    chatRequestSeconds: integer(env, 'CHAT_REQUEST_SECONDS', timing.sessionMs / 1000),
    awayAfterSeconds: integer(env, 'AWAY_AFTER_SECONDS', 60),
    chatSweepMs: 5000,
    liveTokenRecheckMs: 60_000,
    ...turn(env),
    stunUrls: urlList(env.STUN_URLS ?? 'stun:stun.l.google.com:19302'),
    ...video(env),
    liveConnectionsPerAddress: integer(env, 'LIVE_CONNECTIONS_PER_ADDRESS', 200),
    paymentSecret: env.PAYMENT_SECRET || undefined,
    paymentSecretPrevious: env.PAYMENT_SECRET_PREVIOUS || undefined,
    metricsPort: integer(env, 'METRICS_PORT', production ? 9464 : 0),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    commissionPercent: percent(env, 'COMMISSION_PERCENT', 20),
    intlTaxPercent: percent(env, 'INTL_TAX_PERCENT', 18),
    aiMinimumCredits: integer(env, 'AI_MINIMUM_CREDITS', 20),
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    aiTimeoutMs: integer(env, 'AI_TIMEOUT_SECONDS', 30) * 1000,
    portalLinkDays: integer(env, 'PORTAL_LINK_DAYS', portalLimits.shareLinkDays),
    paymentLinkDays: integer(env, 'PAYMENT_LINK_DAYS', portalLimits.paymentLinkDays),
    ccavenue: card,
    paymentsSandbox: paymentsSandbox(env, production, card !== undefined),
  };
}

export { ConfigError };
