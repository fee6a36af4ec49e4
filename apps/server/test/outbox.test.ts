import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bodyNotKept } from '../src/modules/mail/mailer.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  [dev, production] = await Promise.all([startTestApp(), startTestApp({ production: true })]);
});
afterAll(() => Promise.all([dev.close(), production.close()]));

async function mailOneCode(t: TestApp) {
  const email = `outbox.${Date.now()}@example.com`;
  const sent = await call(t.app, 'POST', '/api/v1/user/validation/send-otp', {
    body: { email, otpEvent: 'USER_REGISTRATION' },
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(sent.status).toBe(200);
  const [mail] = await t.db.selectFrom('mail_outbox').select('id').execute();
  return { email, id: String(mail!.id) };
}

const paths = (id: string, email: string) => [
  '/dev/outbox',
  `/dev/outbox.json?to=${encodeURIComponent(email)}`,
  `/dev/outbox/${id}`,
];

describe('development outbox', () => {
  it('shows the mail to a person at this machine', async () => {
    const { email, id } = await mailOneCode(dev);
    for (const path of paths(id, email)) {
      const res = await dev.app.inject({ method: 'GET', url: path, remoteAddress: '127.0.0.1' });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
    const json = await dev.app.inject({ url: `/dev/outbox.json?to=${email}` });
    expect(json.json()[0].text).toMatch(/Your code: \d{6}/);
  });

  it('answers 404 to any other client, and to a request relayed by a proxy', async () => {
    const { email, id } = await mailOneCode(dev);
    for (const path of paths(id, email)) {
      for (const request of [
        { remoteAddress: '203.0.113.9' },
        { remoteAddress: '10.0.0.2' },
        // The app trusts one proxy here: the client it names is the one that counts.
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
        // A proxy on this machine relaying a loopback-looking address is still a relay.
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
        { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      ]) {
        const res = await dev.app.inject({ method: 'GET', url: path, ...request });
        expect({ path, request, status: res.statusCode }).toEqual({ path, request, status: 404 });
        expect(res.body).not.toContain('Your code');
      }
    }
  });

  it('does not exist in production, not even for this machine', async () => {
    const { email, id } = await mailOneCode(production);
    for (const path of paths(id, email)) {
      const res = await production.app.inject({ method: 'GET', url: path });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('Your code');
    }
  });
});

describe('the outbox in production, without SMTP_URL', () => {
  it('keeps whom each mail was for and its subject, never its body with the code', async () => {
    const mailed = async (t: TestApp) => {
      const { email } = await mailOneCode(t);
      return t.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text', 'html'])
        .where('to_address', '=', email)
        .execute();
    };
    const [kept] = await mailed(production);
    expect(kept).toEqual({
      to_address: expect.stringMatching(/^outbox\./),
      subject: 'Your Kusp sign-up code',
      text: bodyNotKept,
      html: `<p>${bodyNotKept}</p>`,
    });
    expect(bodyNotKept).not.toMatch(/\d/);
    // Outside production the development outbox keeps the whole mail.
    const [whole] = await mailed(dev);
    expect(whole!.text).toMatch(/Your code: \d{6}/);
  });
});

describe('listening address', () => {
  it('is this machine only outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
