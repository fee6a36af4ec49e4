import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The account's language (issue 47, docs/i18n.md): set by the switch, kept by a new account from
// the language its sign-up was made in, and the language its e-mails are written in.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.47.0.${(ip += 1)}` });

/** The newest mail to an address, as the person would read it. */
const newestMail = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email.toLowerCase()))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** The Latin-script words of a text: a Hindi mail keeps only names (Kusp, OTP) and the address. */
const latinWords = (text: string) => [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);

describe("the account's language", () => {
  it('is English until the switch saves Hindi, for that account only', async () => {
    const asha = await createAccount(t.app, t.db, 'customer');
    const ravi = await createAccount(t.app, t.db, 'customer');
    const me = (token: string) => call(t.app, 'GET', '/api/v1/user/me', { token });
    expect((await me(asha.token)).json).toMatchObject({ language: 'en' });

    const saved = await call(t.app, 'PUT', '/api/v1/user/language', {
      token: asha.token,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ language: 'hi' });
    expect((await me(asha.token)).json).toMatchObject({ language: 'hi' });
    expect((await me(ravi.token)).json).toMatchObject({ language: 'en' });
  });

  it('refuses a language Kusp does not speak, and a caller who is not signed in', async () => {
    const asha = await createAccount(t.app, t.db, 'customer');
    for (const language of ['fr', 'HI', '', 7, null]) {
      const res = await call(t.app, 'PUT', '/api/v1/user/language', {
        token: asha.token,
        body: { language },
      });
      expect(res.status, String(language)).toBe(400);
      expect(res.json).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    const anonymous = await call(t.app, 'PUT', '/api/v1/user/language', {
      body: { language: 'hi' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the OTP e-mail', () => {
  it('is in Hindi for a Hindi account, whatever language the request is made in', async () => {
    const account = await createAccount(t.app, t.db, 'customer');
    await call(t.app, 'PUT', '/api/v1/user/language', {
      token: account.token,
      body: { language: 'hi' },
    });
    const res = await call(t.app, 'POST', '/api/v1/user/forgot-password', {
      body: { username: account.loginId },
      headers: { ...fromNewIp(), 'accept-language': 'en-GB' },
    });
    expect(res.status).toBe(200);
    const mail = await newestMail(account.email);
    expect(mail.subject).toBe('आपका Kusp पासवर्ड बदलने का कोड');
    expect(mail.text).toContain('अपने Kusp खाते का नया पासवर्ड रखने के लिए यह कोड डालें।');
    expect(mail.text).toMatch(/आपका कोड: \d{6}/);
    expect(mail.text).toContain('10 मिनट में समाप्त हो जाएगा');
    expect(mail.html).toContain('<html lang="hi">');
    expect(new Set(latinWords(mail.text))).toEqual(new Set(['Kusp']));
  });

  it('is in English for an English account, even asked for in Hindi', async () => {
    const account = await createAccount(t.app, t.db, 'customer');
    await call(t.app, 'POST', '/api/v1/user/forgot-password', {
      body: { username: account.loginId },
      headers: { ...fromNewIp(), 'accept-language': 'hi-IN' },
    });
    const mail = await newestMail(account.email);
    expect(mail.subject).toBe('Your Kusp password reset code');
    expect(mail.text).toMatch(/Your code: \d{6}/);
    expect(mail.text).toContain('expires in 10 minutes');
  });

  it('for a new account is in the language the sign-up is made in, which the account keeps', async () => {
    const email = `nayi.${Date.now()}@example.com`;
    const hindi = { ...fromNewIp(), 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const sent = await call(t.app, 'POST', '/api/v1/user/validation/send-otp', {
      body: { email, otpEvent: 'USER_REGISTRATION' },
      headers: hindi,
    });
    expect(sent.status).toBe(200);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('आपका Kusp पंजीकरण कोड');
    const otp = /आपका कोड: (\d{6})/.exec(mail.text)?.[1];
    expect(otp).toBeDefined();

    const registered = await call(t.app, 'POST', '/api/v1/user/registration', {
      body: { firstName: 'Sita', email, loginId: `sita${Date.now()}`, password: 'Secret#12', otp },
      headers: hindi,
    });
    expect(registered.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/user/me', {
      token: String(registered.json.token),
    });
    expect(me.json).toMatchObject({ email, language: 'hi' });
  });
});
