import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  liveEndpointPath,
  liveSendDestinations,
  type ChatMessage,
  type ChatSession,
} from '@kusp/contracts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { insertAccount, testPassword } from './support/accounts.ts';
import { openTab, type StompTab } from './support/live.ts';
import { sample } from './support/metrics.ts';
import {
  freePort,
  settles,
  startProgram,
  startServer,
  untilAnswering,
  type ChildProgram,
  type ServerProgram,
} from './support/processes.ts';
import { redisReachable, testRedisUrl } from './support/redis.ts';
import { createSchema } from './support/test-app.ts';

// compose.yaml's layout on this machine, without containers: two server processes in production
// mode on one PostgreSQL (a schema of this run's own) and one Redis, behind a real Caddy run from
// deploy/Caddyfile itself. Every request goes through the proxy; only metrics are read from each
// instance's METRICS_PORT, as Prometheus does.

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const caddyfilePath = path.resolve(import.meta.dirname, '../../../deploy/Caddyfile');

const skipReason = !testDatabaseUrl
  ? 'TEST_DATABASE_URL is unset'
  : spawnSync('caddy', ['version']).error
    ? 'caddy is not installed (apt-get install caddy)'
    : !(await redisReachable())
      ? `Redis at ${testRedisUrl} is unreachable`
      : null;
if (skipReason) console.warn(`deployment.test.ts skipped: ${skipReason}`);

/**
 * deploy/Caddyfile as deployed, with only its listen port and upstream addresses changed (and the
 * admin endpoint off, so parallel runs never contend for its port 2019).
 */
function caddyfileFor(listenPort: number, upstreams: ServerProgram[]) {
  const rewrites: [RegExp, string][] = [
    [/^:8080 \{/m, `:${listenPort} {`],
    [/\bkusp-a:8080\b/, `127.0.0.1:${upstreams[0]!.port}`],
    [/\bkusp-b:8080\b/, `127.0.0.1:${upstreams[1]!.port}`],
  ];
  let text = readFileSync(caddyfilePath, 'utf8');
  for (const [pattern, replacement] of rewrites) {
    if (!pattern.test(text))
      throw new Error(`deploy/Caddyfile no longer has ${pattern}: update deployment.test.ts`);
    text = text.replace(pattern, replacement);
  }
  return `{\n\tadmin off\n}\n${text}`;
}

describe.skipIf(skipReason !== null)(
  `the compose layout: two instances behind Caddy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let work = '';
    const instances: (ServerProgram & { metricsPort: number })[] = [];
    let proxy: ChildProgram | undefined;
    let proxyPort = 0;
    let schema: string | undefined;
    let database: DatabaseHandle | undefined;
    const tabs: StompTab[] = [];

    const viaProxy = (route: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`http://127.0.0.1:${proxyPort}${route}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
      });
    const metricsOf = async (instance: (typeof instances)[number]) =>
      (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();

    beforeAll(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'kusp-deployment-'));
      schema = await createSchema(testDatabaseUrl!);
      // The instances' pools open every connection on this run's schema.
      const databaseUrl = new URL(testDatabaseUrl!);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      // What compose.yaml gives both instances, with this machine's database, Redis and ports.
      const shared = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl.href,
        REDIS_URL: testRedisUrl,
        LIVE_CHANNEL_PREFIX: `kusp-test-${randomUUID()}:`,
        JWT_SECRET: randomUUID(),
        PAYMENT_SECRET: randomUUID(),
        // Caddy here connects from 127.0.0.1, as compose.yaml names Caddy's fixed address.
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: 'false',
        WEB_DIST: path.join(work, 'no-web'),
      };
      for (const name of ['kusp-a', 'kusp-b']) {
        const metricsPort = await freePort();
        const instance = await startServer({
          ...shared,
          METRICS_PORT: String(metricsPort),
          DATA_DIR: path.join(work, name),
        });
        instances.push(Object.assign(instance, { metricsPort }));
      }
      await Promise.all(
        // Two servers compiling and starting together: room for a busy machine.
        instances.map((instance) => untilAnswering(instance.url('/api/health'), instance, 180_000)),
      );

      // After the instances are up: Caddy's first active health check must find them healthy.
      proxyPort = await freePort();
      const caddyfile = path.join(work, 'Caddyfile');
      writeFileSync(caddyfile, caddyfileFor(proxyPort, instances));
      proxy = startProgram('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: {
          ...process.env,
          HOME: work,
          XDG_CONFIG_HOME: path.join(work, 'config'),
          XDG_DATA_HOME: path.join(work, 'data'),
        },
      });
      await untilAnswering(`http://127.0.0.1:${proxyPort}/api/health`, proxy);

      database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir: work }, schema);
    }, 300_000);

    afterAll(async () => {
      await Promise.allSettled(tabs.map((tab) => tab.close()));
      await Promise.allSettled([proxy, ...instances].map((program) => program?.stop()));
      await database?.close();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    async function signIn(kind: 'customer' | 'astrologer') {
      const account = await insertAccount(database!.db, kind);
      const response = await viaProxy('/api/v1/authentication', {
        method: 'POST',
        body: JSON.stringify({ username: account.loginId, password: testPassword }),
      });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      return { ...account, token };
    }

    it('answers health through Caddy, with the request id Caddy gave it, logged by the instance', async () => {
      const health = await viaProxy('/api/health', {
        // A client's own id: Caddy replaces it with its own, which the instances believe.
        headers: { 'x-request-id': 'chosen-by-client' },
      });
      expect(health.status).toBe(200);
      // compose.yaml's production without CCAvenue: card payments are off.
      expect(await health.json()).toEqual({ status: 'ok', cardPayments: 'OFF' });
      const id = health.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      // A client that reaches an instance directly (another address than Caddy's 127.0.0.1, which
      // TRUST_PROXY names) cannot choose its id.
      const direct = await new Promise<IncomingMessage>((resolve, reject) =>
        request(instances[0]!.url('/api/health'), {
          localAddress: '127.0.0.2',
          headers: { 'x-request-id': 'chosen-by-client' },
        })
          .on('response', resolve)
          .on('error', reject)
          .end(),
      );
      direct.resume();
      expect(direct.statusCode).toBe(200);
      expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      await vi.waitFor(
        () =>
          expect(
            instances.filter((instance) => instance.output.includes(`"reqId":"${id}"`)),
          ).toHaveLength(1),
        settles,
      );
    });

    it('balances round robin, and a session signed in through one instance works on both', async () => {
      const customer = await signIn('customer');
      for (let request = 0; request < 4; request += 1) {
        const credit = await viaProxy(`/api/v1/credit/${customer.id}`, { token: customer.token });
        expect(credit.status).toBe(200);
      }
      for (const instance of instances) {
        const served = sample(
          await metricsOf(instance),
          'kusp_http_request_duration_seconds_count',
          {
            method: 'GET',
            route: '/api/v1/credit/:userId',
            status_code: '200',
          },
        );
        expect(served).toBe(2);
      }
    });

    it('carries a live chat between a customer and an astrologer on different instances over /ws', async () => {
      const astrologer = await signIn('astrologer');
      const customer = await signIn('customer');
      const liveUrl = `ws://127.0.0.1:${proxyPort}${liveEndpointPath}`;
      // Opened one after the other, round robin puts them on different instances.
      const astrologerTab = openTab(liveUrl, { token: astrologer.token, userId: astrologer.id });
      tabs.push(astrologerTab);
      await astrologerTab.connected;
      const customerTab = openTab(liveUrl, { token: customer.token, userId: customer.id });
      tabs.push(customerTab);
      await customerTab.connected;
      for (const instance of instances)
        expect(sample(await metricsOf(instance), 'kusp_live_connections')).toBe(1);

      await vi.waitFor(
        async () => {
          const availability = await viaProxy(`/api/v1/availability/${astrologer.id}`, {
            token: customer.token,
          });
          expect(await availability.json()).toMatchObject({ availabilityStatus: 'ONLINE' });
        },
        { timeout: 10_000, interval: 100 },
      );
      const requested = await viaProxy('/api/v1/chat/request', {
        method: 'POST',
        token: customer.token,
        body: JSON.stringify({ astrologerId: astrologer.id, userId: customer.id, type: 'TEXT' }),
      });
      expect(requested.status).toBe(200);
      const session = (await requested.json()) as ChatSession;
      await astrologerTab.until((events) => events.some((event) => event.type === 'CHAT_REQUEST'));

      const accepted = await viaProxy('/api/v1/chat/accept', {
        method: 'POST',
        token: astrologer.token,
        body: JSON.stringify({ sessionId: session.id }),
      });
      expect(accepted.status).toBe(200);
      await customerTab.until((events) => events.some((event) => event.type === 'CHAT_ACCEPTED'));

      await customerTab.send(
        liveSendDestinations.chat,
        { recipientId: astrologer.id, content: 'Will I travel this year?' },
        'question',
      );
      await astrologerTab.until((events) =>
        events.some(
          (event) =>
            event.type === 'CHAT_MESSAGE' &&
            (event.data as ChatMessage).content === 'Will I travel this year?',
        ),
      );
    });

    it('refuses /metrics on the public path and serves it on each instance’s METRICS_PORT', async () => {
      const refused = await viaProxy('/metrics');
      expect(refused.status).toBe(404);
      for (const instance of instances)
        expect(await metricsOf(instance)).toContain('kusp_http_request_duration_seconds');
    });
  },
);
