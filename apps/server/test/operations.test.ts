import { randomUUID } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/modules/accounts/tokens.ts';
import { createSandboxProvider } from '../src/modules/money/providers/sandbox.ts';
import type { FastifyInstance } from 'fastify';
import { serverRoles } from '@kusp/contracts';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { createAccount, testPassword } from './support/accounts.ts';
import { grant } from './support/money.ts';
import { listenForLive, openTab } from './support/live.ts';
import { sample } from './support/metrics.ts';
import { freePort } from './support/processes.ts';
import { settles } from './support/processes.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
});

/**
 * Another instance on the same database with other settings (cheaper than a new database), with
 * `extraRoutes` registered before it is ready.
 */
async function instance(
  overrides: Partial<Config>,
  logger: AppOptions['logger'] = false,
  extraRoutes?: (app: FastifyInstance) => void,
) {
  const app = await buildApp({ config: { ...t.config, ...overrides }, db: t.db, logger });
  extraRoutes?.(app);
  others.push(app);
  await app.ready();
  return app;
}

describe('metrics in development', () => {
  it('counts requests by route pattern, open live connections, ledger totals and job runs', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const other = await createAccount(t.app, t.db, 'customer');
    await grant(t, customer.id, 5000);
    await grant(t, other.id, 2500);
    for (const user of [customer, other])
      expect(
        (await call(t.app, 'GET', `/api/v1/credit/${user.id}`, { token: user.token })).status,
      ).toBe(200);
    await t.app.metrics.jobRun('test-job', async () => {});
    await expect(
      t.app.metrics.jobRun('test-job', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');

    const url = await listenForLive(t.app);
    const tab = openTab(url, { token: customer.token, userId: customer.id });
    await tab.connected;
    try {
      const response = await call(t.app, 'GET', '/metrics');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.text;
      const credit = {
        method: 'GET',
        route: '/api/v1/credit/:userId',
        status_code: '200',
      };
      // One series for both users' addresses: the pattern, not the raw URL.
      expect(sample(text, 'kusp_http_request_duration_seconds_count', credit)).toBe(2);
      expect(text).not.toContain(customer.id);
      expect(sample(text, 'kusp_live_connections')).toBe(1);
      expect(
        sample(text, 'kusp_ledger_total_minor', {
          service_code: 'NONE',
          entry_kind: 'GRANT',
          account_kind: 'WALLET',
        }),
      ).toBe(7500);
      expect(sample(text, 'kusp_job_runs_total', { job: 'test-job', outcome: 'success' })).toBe(1);
      expect(sample(text, 'kusp_job_runs_total', { job: 'test-job', outcome: 'failure' })).toBe(1);
      // The question deadline job runs once at start-up.
      expect(
        sample(text, 'kusp_job_runs_total', { job: 'question-deadlines', outcome: 'success' }),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await tab.close();
    }
  });
});

describe('metrics in production', () => {
  it('refuses /metrics on the public port and serves it on METRICS_PORT only', async () => {
    const withoutPort = await instance({ production: true, metricsPort: 0 });
    const refused = await call(withoutPort, 'GET', '/metrics');
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ code: 'NOT_FOUND', message: 'Not found' });

    const port = await freePort();
    const served = await instance({ production: true, metricsPort: port });
    await served.listen({ port: 0, host: '127.0.0.1' });
    expect((await call(served, 'GET', '/metrics')).status).toBe(404);
    const separate = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(separate.status).toBe(200);
    expect(await separate.text()).toContain('kusp_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});

describe('the metrics listener', () => {
  // An address of this machine that is not loopback, as another machine would reach it.
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.skipIf(!outward)(
    `is on this machine only by default (METRICS_HOST=127.0.0.1)${outward ? '' : ' (skipped: this machine has no address but loopback)'}`,
    async () => {
      const port = await freePort();
      const served = await instance({ production: true, metricsPort: port, host: '0.0.0.0' });
      await served.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      const outside = await fetch(`http://${outward}:${port}/metrics`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
      expect(outside).toBe('ECONNREFUSED');
    },
  );

  it('reads the ledger totals at most once a minute, however often it is scraped', async () => {
    const port = await freePort();
    const served = await instance({ production: true, metricsPort: port });
    await served.listen({ port: 0, host: '127.0.0.1' });
    const reads = vi.spyOn(served.money, 'ledgerTotals');
    const granted = async () =>
      sample(
        await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
        'kusp_ledger_total_minor',
        { service_code: 'NONE', entry_kind: 'GRANT', account_kind: 'WALLET' },
      ) ?? 0;
    const customer = await createAccount(t.app, t.db, 'customer');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const before = await granted();
      await grant(t, customer.id, 1500);
      // Within the minute: the same totals, from the one read.
      expect(await granted()).toBe(before);
      expect(reads).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 60_000);
      expect(await granted()).toBe(before + 1500);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('request ids', () => {
  it("answers every request with its id, taking a proxy's only when a proxy is trusted", async () => {
    const behindProxy = t;
    const direct = { app: await instance({ trustProxy: [] }) };
    {
      const own = await call(behindProxy.app, 'GET', '/api/health');
      expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const other = await call(behindProxy.app, 'GET', '/api/health');
      expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);

      const fromProxy = await call(behindProxy.app, 'GET', '/api/nowhere', {
        headers: { 'x-request-id': 'edge-42.abc' },
      });
      expect(fromProxy.status).toBe(404);
      expect(fromProxy.headers['x-request-id']).toBe('edge-42.abc');

      const hostile = await call(behindProxy.app, 'GET', '/api/health', {
        headers: { 'x-request-id': 'a b\tc' },
      });
      expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const spoofed = await call(direct.app, 'GET', '/api/health', {
        headers: { 'x-request-id': 'chosen-by-client' },
      });
      expect(spoofed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('request ids in the logs', () => {
  it("carries the response's request id on the log lines of a failure, 500 or 400 (with the refused fields' names)", async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    };
    const app = await instance({ trustProxy: ['127.0.0.1'] }, logged, (withFault) =>
      withFault.get('/fault', async () => {
        throw new Error('an unexpected fault');
      }),
    );
    const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

    // The instance's own id, then the trusted proxy's.
    for (const incoming of [undefined, 'edge-500.abc']) {
      const failed = await call(app, 'GET', '/fault', {
        headers: incoming ? { 'x-request-id': incoming } : {},
      });
      expect(failed.status).toBe(500);
      const id = failed.headers['x-request-id'];
      expect(id).toEqual(incoming ?? expect.stringMatching(/^[0-9a-f-]{36}$/));
      await vi.waitFor(
        () =>
          expect(linesOf(id)).toEqual([
            expect.objectContaining({
              level: 50,
              msg: 'request failed',
              err: expect.objectContaining({ message: 'an unexpected fault' }),
            }),
            expect.objectContaining({ msg: 'request completed', statusCode: 500 }),
          ]),
        settles,
      );
    }

    const refused = await call(app, 'POST', '/api/v1/enquiry', {
      headers: { 'x-request-id': 'edge-400.abc' },
      body: { firstName: 'Asha', lastName: 'Rao', email: 'not-an-address' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['x-request-id']).toBe('edge-400.abc');
    await vi.waitFor(
      () =>
        expect(linesOf('edge-400.abc')).toEqual([
          expect.objectContaining({
            msg: 'request completed',
            statusCode: 400,
            refused: ['email', 'enquiryType', 'message'],
          }),
        ]),
      settles,
    );
  });
});

describe('query tokens in the log', () => {
  it('never writes a token-like query value, and keeps the rest of the URL', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await instance(
      {},
      {
        write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    );
    const secret = `SECRET${randomUUID().slice(0, 8)}`;
    const id = randomUUID();
    const urls = [
      `/api/health?token=${secret}&x=1`,
      // A share link as first sent, its page, and a checkout page.
      `/${id}?token=${secret}`,
      `/headless/${id}?token=${secret}`,
      `/pay/sandbox/${id}?token=${secret}`,
      `/api/v1/payment/callback/sandbox?paymentId=${id}&status=SUCCESS&signature=${secret}`,
      `/api/nowhere?shareToken=${secret}&api_key=${secret}&code=${secret}&referenceId=${secret}`,
      // A name percent-encoded ("token") and one sent twice.
      `/api/nowhere?to%6Ben=${secret}&token=${secret}&token=${secret}`,
    ];
    for (const url of urls) await app.inject({ url });
    const completed = () => lines.filter((line) => line.msg === 'request completed');
    await vi.waitFor(() => expect(completed()).toHaveLength(urls.length), settles);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(completed().map((line) => line.url)).toEqual([
      '/api/health?token=REDACTED&x=1',
      `/${id}?token=REDACTED`,
      `/headless/${id}?token=REDACTED`,
      `/pay/sandbox/${id}?token=REDACTED`,
      `/api/v1/payment/callback/sandbox?paymentId=${id}&status=SUCCESS&signature=REDACTED`,
      '/api/nowhere?shareToken=REDACTED&api_key=REDACTED&code=REDACTED&referenceId=REDACTED',
      '/api/nowhere?to%6Ben=REDACTED&token=REDACTED&token=REDACTED',
    ]);
  });
});

describe('rotating JWT_SECRET', () => {
  it('accepts sessions signed with the previous secret during a rotation, and not after', async () => {
    const oldSecret = t.config.jwtSecret!;
    const customer = await createAccount(t.app, t.db, 'customer');
    const other = await createAccount(t.app, t.db, 'customer');

    const newSecret = `new-${randomUUID()}`;
    const during = await instance({ jwtSecret: newSecret, jwtSecretPrevious: oldSecret });
    // The rotation done: the previous secret removed from the configuration.
    const after = await instance({ jwtSecret: newSecret });
    {
      const kept = await call(during, 'GET', `/api/v1/credit/${customer.id}`, {
        token: customer.token,
      });
      expect(kept.status).toBe(200);
      // The previous secret only verifies: another user's id is still refused.
      expect(
        (await call(during, 'GET', `/api/v1/credit/${other.id}`, { token: customer.token })).status,
      ).toBe(404);
      const signIn = await call(during, 'POST', '/api/v1/authentication', {
        body: { username: customer.loginId, password: testPassword },
        headers: { 'x-forwarded-for': '10.253.0.1' },
      });
      expect(signIn.status).toBe(200);
      const fresh = String(signIn.json.token);
      expect(
        (await call(during, 'GET', `/api/v1/credit/${customer.id}`, { token: fresh })).status,
      ).toBe(200);

      const dropped = await call(after, 'GET', `/api/v1/credit/${customer.id}`, {
        token: customer.token,
      });
      expect(dropped.status).toBe(401);
    }
  });

  it('signs only with the current secret', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const rotating = createTokenService(encode('current'), 60, encode('previous'));
    const previousOnly = createTokenService(encode('previous'), 60);
    const claims = {
      userId: randomUUID(),
      loginId: 'a',
      serverRole: serverRoles.customer,
      tokenVersion: 0,
    };
    const token = await rotating.sign(claims);
    expect(await previousOnly.verify(token)).toBeNull();
    expect(await rotating.verify(await previousOnly.sign(claims))).toMatchObject({
      userId: claims.userId,
    });
    expect(await createTokenService(encode('other'), 60).verify(token)).toBeNull();
  });
});

describe('rotating PAYMENT_SECRET', () => {
  it('accepts sandbox results signed with the previous secret during a rotation, and not after', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const before = createSandboxProvider(encode('old-payment-secret'));
    const during = createSandboxProvider(
      encode('new-payment-secret'),
      encode('old-payment-secret'),
    );
    const after = createSandboxProvider(encode('new-payment-secret'));
    const result = {
      paymentId: randomUUID(),
      orderId: randomUUID(),
      status: 'SUCCESS' as const,
      amount: 11800,
      currency: 'INR',
    };
    const query = (text: string) => ({ query: Object.fromEntries(new URLSearchParams(text)) });
    const signedBefore = query(before.signedQuery(result));
    expect(await during.verifyCallback(signedBefore as never)).toEqual(result);
    await expect(after.verifyCallback(signedBefore as never)).rejects.toThrow(
      'bad sandbox signature',
    );
    expect(await after.verifyCallback(query(during.signedQuery(result)) as never)).toEqual(result);
    // A changed amount fails under either secret.
    const tampered = query(before.signedQuery(result).replace('amount=11800', 'amount=1'));
    await expect(during.verifyCallback(tampered as never)).rejects.toThrow('bad sandbox signature');
  });
});

describe('answers that change only with a deploy', () => {
  it('carry an ETag and answer 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/v1/blog/all?page=0&size=2', '/api/v1/geo/country/IN/state']) {
      const first = await call(t.app, 'GET', url);
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await call(t.app, 'GET', url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      const stale = await call(t.app, 'GET', url, { headers: { 'if-none-match': '"old"' } });
      expect(stale.status).toBe(200);
      expect(stale.json).toEqual(first.json);
    }
    const page = await call(t.app, 'GET', '/api/v1/blog/all?page=0&size=2');
    expect(page.json.content).toHaveLength(2);
    const other = await call(t.app, 'GET', '/api/v1/blog/all?page=1&size=2');
    expect(other.headers.etag).not.toBe(page.headers.etag);
  });
});
