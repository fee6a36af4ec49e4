import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, portalTokenHeader } from '@kusp/contracts';
import { freePort, startProgram, type ChildProgram } from './support/processes.ts';
import { redisReachable, testRedisUrl } from './support/redis.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const randomToken = () => randomBytes(24).toString('base64url');

/** A portal page asked for with `token`, from `address` (through the trusted proxy). */
const portalPage = (app: TestApp['app'], token: string, address: string) =>
  call(app, 'GET', `/api/v1/external/horoscope/${randomUUID()}`, {
    headers: { [portalTokenHeader]: token, 'x-forwarded-for': address },
  });

/** A request to a limited public route that costs nothing: an empty chart request (400). */
const chartRequest = (app: TestApp['app'], address: string) =>
  call(app, 'POST', '/api/v1/horoscope/compute', {
    body: {},
    headers: { 'x-forwarded-for': address },
  });

describe('every limit declared on a route', () => {
  it('stops 1,200 random tokens from one address at the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 1200; i += 1)
      statuses.push((await portalPage(t.app, randomToken(), '198.51.100.20')).status);
    // 60 a minute per address: every token is new, so only the address can stop them.
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses.filter((status) => status === 429)).toHaveLength(1140);
    const refused = await portalPage(t.app, randomToken(), '198.51.100.20');
    expect(refused.json).toEqual({
      code: 'RATE_LIMITED',
      message: messages.generic.tooManyRequests,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by it.
    expect((await portalPage(t.app, randomToken(), '198.51.100.21')).status).toBe(404);
  });

  it('still stops one token tried from many addresses at the per-token limit', async () => {
    const token = randomToken();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await portalPage(t.app, token, `10.77.${i}.1`)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses.at(-1)).toBe(429);
    expect((await portalPage(t.app, randomToken(), '10.77.200.1')).status).toBe(404);
  });

  it('limits the public link pages per address: the payment link and the hosted /pay pages', async () => {
    const pages = [
      () => `/api/v1/external/payment-link/${randomUUID()}`,
      () => `/pay/sandbox/${randomUUID()}?token=${randomToken()}`,
      () => `/pay/ccavenue/${randomUUID()}?token=${randomToken()}`,
    ];
    for (const [index, page] of pages.entries()) {
      const address = `203.0.113.${index + 1}`;
      const ask = () => call(t.app, 'GET', page(), { headers: { 'x-forwarded-for': address } });
      const first = await ask();
      expect(first.status).toBe(404);
      const limit = Number(first.headers['x-ratelimit-limit']);
      expect(limit).toBeGreaterThan(0);
      expect(limit).toBeLessThanOrEqual(60);
      const statuses: number[] = [];
      for (let i = 1; i < limit + 1; i += 1) statuses.push((await ask()).status);
      expect({ page: page(), statuses }).toEqual({
        page: expect.any(String),
        statuses: [...Array(limit - 1).fill(404), 429],
      });
    }
  });
});

// Route limits across instances: one count in the Redis they share (REDIS_URL).
const redisSkip = (await redisReachable()) ? null : `Redis at ${testRedisUrl} is unreachable`;
if (redisSkip) console.warn(`rate-limits.test.ts: Redis cases skipped: ${redisSkip}`);

describe.skipIf(redisSkip !== null)(
  `route limits with REDIS_URL${redisSkip ? ` (skipped: ${redisSkip})` : ''}`,
  () => {
    const instances: TestApp[] = [];
    // A prefix of this run's own, so parallel runs on one Redis never share counts.
    const shared = { redisUrl: testRedisUrl, liveChannelPrefix: `kusp-test-${randomUUID()}:` };
    afterAll(() => Promise.all(instances.map((instance) => instance.close())));
    const start = async () => {
      const instance = await startTestApp(shared);
      instances.push(instance);
      return instance;
    };

    // Three instances start in it: room for a busy machine.
    it(
      'count once across two instances, and the count outlives an instance',
      { timeout: 180_000 },
      async () => {
        const [first, second] = [await start(), await start()];
        const address = '192.0.2.44';
        const opening = await chartRequest(first.app, address);
        expect(opening.status).toBe(400);
        const limit = Number(opening.headers['x-ratelimit-limit']);
        const onSecond = await chartRequest(second.app, address);
        expect(Number(onSecond.headers['x-ratelimit-remaining'])).toBe(limit - 2);

        // The rest of the limit, alternating: together they let exactly `limit` through.
        const statuses: number[] = [];
        for (let i = 2; i < limit + 2; i += 1)
          statuses.push((await chartRequest(i % 2 ? first.app : second.app, address)).status);
        expect(statuses).toEqual([...Array(limit - 2).fill(400), 429, 429]);

        // A restart forgets nothing: a new instance on the same Redis refuses too.
        await first.close();
        instances.splice(instances.indexOf(first), 1);
        const restarted = await start();
        expect((await chartRequest(restarted.app, address)).status).toBe(429);
        expect((await chartRequest(restarted.app, '192.0.2.45')).status).toBe(400);
      },
    );
  },
);

// A Redis of the test's own, stopped under a running server.
const redisServer = '/usr/bin/redis-server';
const outageSkip = existsSync(redisServer)
  ? null
  : `${redisServer} is missing (package redis-server)`;

describe.skipIf(outageSkip !== null)(
  `route limits while Redis is away${outageSkip ? ` (skipped: ${outageSkip})` : ''}`,
  () => {
    let redis: ChildProgram;
    let instance: TestApp;
    let port: number;
    const startRedis = async () => {
      redis = startProgram(redisServer, [
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await vi.waitFor(
        async () => expect(await redisReachable(`redis://127.0.0.1:${port}`)).toBe(true),
        { timeout: 10_000 },
      );
    };
    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      instance = await startTestApp({
        redisUrl: `redis://127.0.0.1:${port}`,
        liveChannelPrefix: `kusp-test-${randomUUID()}:`,
      });
    });
    afterAll(async () => {
      await instance?.close();
      await redis?.stop();
    });

    it('count on each instance meanwhile: never a 5xx, never a request let through uncounted', async () => {
      const address = '192.0.2.90';
      const limit = Number(
        (await chartRequest(instance.app, address)).headers['x-ratelimit-limit'],
      );
      await redis.stop();

      const away = '192.0.2.91';
      const statuses: number[] = [];
      for (let i = 0; i < limit + 1; i += 1)
        statuses.push((await chartRequest(instance.app, away)).status);
      expect(statuses).toEqual([...Array(limit).fill(400), 429]);

      // Back in Redis once it answers (a fresh Redis: the counts kept there before are gone).
      await startRedis();
      await vi.waitFor(
        async () => {
          const again = await chartRequest(instance.app, address);
          expect(Number(again.headers['x-ratelimit-remaining'])).toBe(limit - 1);
        },
        { timeout: 15_000, interval: 500 },
      );
    });
  },
);
