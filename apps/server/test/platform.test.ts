import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedDemoData,
  demoAstrologer,
  demoCustomer,
  demoPassword,
} from '../src/modules/demo/seed.ts';
import { createAccount } from './support/accounts.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health once the database answers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', cardPayments: 'SANDBOX' });
  });

  it('serves the OpenAPI document with the spec paths under /api', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys((res.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/authentication', '/api/v1/user/me']),
    );
  });

  it('gives unknown API routes a 404 JSON body', async () => {
    const res = await call(t.app, 'GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers malformed JSON, wrong types and oversized bodies with 4xx JSON, never 500', async () => {
    const malformed = await call(t.app, 'POST', '/api/v1/authentication', {
      body: '{"username": "x"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('The request body is not valid JSON');

    const wrongTypes = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: 42, password: [] },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json.errors).toEqual({
      username: 'Please enter username',
      password: 'Please enter password',
    });

    // A form's body is a few KB: far below the server-wide megabyte, and said in words about the body.
    for (const size of [2 * 1024 * 1024, 17 * 1024]) {
      const huge = await call(t.app, 'POST', '/api/v1/authentication', {
        body: JSON.stringify({ username: 'x'.repeat(size), password: 'y' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
      expect(huge.json).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large: at most 16 KB is accepted here',
      });
    }
    const fits = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: 'x'.repeat(15 * 1024), password: 'y' },
    });
    expect(fits.status).toBe(400);
  });

  it('sets security headers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('sessions', () => {
  it('seeds the demo accounts once, and they sign in with the roles the screens expect', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const astrologers = await t.db.selectFrom('astrologer_profiles').select('user_id').execute();
    expect(astrologers.length).toBeGreaterThanOrEqual(6);

    const customer = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: demoCustomer.email.toUpperCase(), password: demoPassword },
    });
    expect(customer.status).toBe(200);
    expect(customer.json).toMatchObject({
      loginId: demoCustomer.loginId,
      roles: ['kusp_basic_user'],
    });

    const astrologer = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: demoAstrologer.loginId, password: demoPassword },
    });
    expect(astrologer.json.roles).toEqual(['kusp_astrologer_user']);
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    for (const username of [demoCustomer.loginId, 'nobody-here']) {
      const res = await call(t.app, 'POST', '/api/v1/authentication', {
        body: { username, password: 'Wrong#Pass1' },
      });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('The username or password is incorrect. Please try again');
    }
  });

  it('returns the caller on /user/me and refuses tampered tokens with 401', async () => {
    const account = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha' });
    const me = await call(t.app, 'GET', '/api/v1/user/me', { token: account.token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      id: account.id,
      loginId: account.loginId,
      firstName: 'Asha',
      roles: ['kusp_basic_user'],
    });

    const [header, payload, signature] = account.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        roles: ['kusp_astrologer_user'],
      }),
    ).toString('base64url');
    const tampered = await call(t.app, 'GET', '/api/v1/user/me', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(tampered.status).toBe(401);

    const anonymous = await call(t.app, 'GET', '/api/v1/user/me');
    expect(anonymous.status).toBe(401);
  });
});
