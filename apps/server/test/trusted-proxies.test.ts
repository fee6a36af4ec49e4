import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { trustedProxies } from '../src/lib/trusted-proxies.ts';
import { insertAccount, testPassword } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const proxy = '10.20.0.5';
let t: TestApp;
beforeAll(async () => {
  // Behind one proxy at 10.20.0.5; the attacker reaches the instance directly.
  t = await startTestApp({ trustProxy: [proxy] });
});
afterAll(() => t.close());

/** One sign-in as `peer` (the TCP peer), with the headers a client chooses. */
const signIn = (username: string, password: string, peer: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/authentication',
    remoteAddress: peer,
    headers,
    payload: { username, password },
  });

/** 29 wrong passwords, then the right one: the status of the last. */
async function guessThenSignIn(peer: string, forwardedFor?: (guess: number) => string) {
  const account = await insertAccount(t.db, 'customer');
  for (let guess = 0; guess < 29; guess += 1)
    await signIn(
      account.loginId,
      'Wrong#Pass1',
      peer,
      forwardedFor ? { 'x-forwarded-for': forwardedFor(guess) } : {},
    );
  const last = await signIn(
    account.loginId,
    testPassword,
    peer,
    forwardedFor ? { 'x-forwarded-for': forwardedFor(29) } : {},
  );
  return last.statusCode;
}

describe('TRUST_PROXY naming the proxies', () => {
  it("ignores a direct client's X-Forwarded-For: its guesses meet the limit as without the header", async () => {
    expect(await guessThenSignIn('203.0.113.60')).toBe(429);
    expect(await guessThenSignIn('203.0.113.61', (guess) => `198.18.${guess}.7`)).toBe(429);
  });

  it('believes the forwarded address from the proxy: each client counts on its own', async () => {
    expect(await guessThenSignIn(proxy, (guess) => `198.19.${guess}.7`)).toBe(200);
  });

  it("replaces a direct client's X-Request-Id and keeps the proxy's", async () => {
    const ask = (peer: string) =>
      t.app.inject({
        url: '/api/health',
        remoteAddress: peer,
        headers: { 'x-request-id': 'chosen-by-client' },
      });
    expect((await ask('203.0.113.62')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ask(`::ffff:${proxy}`)).headers['x-request-id']).toBe('chosen-by-client');
  });

  it('refuses a count of proxies at start, saying what to set instead', () => {
    for (const value of ['1', '2', 'true'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY=${value} would believe any client's X-Forwarded-For; set it to your proxies' addresses or ranges instead`,
      );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, caddy' })).toThrow(
      'TRUST_PROXY: "caddy" is not an address, a CIDR range (10.0.0.0/24) or one of loopback, linklocal, uniquelocal',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33"');
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 172.30.80.0/24,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '172.30.80.0/24', 'fd00::/8', 'loopback']);
  });

  it('matches addresses, ranges and named ranges, IPv4 seen as IPv6 too, and nothing else', () => {
    const trusted = trustedProxies(['10.0.0.5', '172.30.80.0/24', 'fd00::/8', 'loopback']);
    for (const address of [
      '10.0.0.5',
      '::ffff:10.0.0.5',
      '172.30.80.200',
      'fd00::1',
      '127.0.0.9',
      '::1',
    ])
      expect({ address, trusted: trusted(address) }).toEqual({ address, trusted: true });
    for (const address of [
      '10.0.0.6',
      '172.30.81.1',
      'fe80::1',
      '8.8.8.8',
      'unknown',
      '',
      undefined,
    ])
      expect({ address, trusted: trusted(address) }).toEqual({ address, trusted: false });
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });

  it('is an address in compose.yaml (Caddy’s own) and a range in deploy/kubernetes.yaml, both accepted', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
    const kubernetes = readFileSync(path.join(root, 'deploy/kubernetes.yaml'), 'utf8');
    const composed = (name: string) => compose.match(new RegExp(`^ +${name}: (.+)$`, 'm'))?.[1];
    const deployed = (name: string) =>
      kubernetes.match(new RegExp(`name: ${name}, value: '([^']*)'`))?.[1];
    const caddy = compose.match(/proxy:[\s\S]*?ipv4_address: (\S+)/)?.[1];

    for (const [file, setting] of [
      ['compose.yaml', composed],
      ['deploy/kubernetes.yaml', deployed],
    ] as const) {
      const config = loadConfig({
        NODE_ENV: 'production',
        TRUST_PROXY: setting('TRUST_PROXY'),
        METRICS_HOST: setting('METRICS_HOST'),
      });
      expect({ file, trustProxy: config.trustProxy.length > 0 }).toEqual({
        file,
        trustProxy: true,
      });
      // Their scraper is another container or pod.
      expect({ file, metricsHost: config.metricsHost }).toEqual({ file, metricsHost: '0.0.0.0' });
    }
    expect(composed('TRUST_PROXY')).toBe(caddy);
  });
});
