import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { errorBodyProblem } from './support/error-body.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The languages an astrologer consults in (issue 47, docs/astrologers.md): set on the profile,
// shown in both directories and the profile, and filtered by.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const details = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phoneNumber: '9876543210',
  countryIsoCode: 'IN',
  stateIsoCode: 'TN',
  state: 'Tamil Nadu',
  rate: '450',
  rateCurrency: 'INR',
  astrologerVisibility: 'ON',
  offlineQuestionEnabled: true,
  textChatEnabled: true,
  videoCallEnabled: false,
};

type Listed = { astrologerId: string; languages: string[] };
const listed = async (url: string) => (await call(t.app, 'GET', url)).json as Listed[];
const directories = ['/api/v1/astrologer/list?', '/api/v3/astrologer/list?visibility=ON&'];

describe('consulting languages', () => {
  it('filters both directories by a language and shows each astrologer’s languages', async () => {
    // Another astrologer first: a filter that let everyone through would list them too.
    const other = await createAccount(t.app, t.db, 'astrologer', { lastName: 'Banerjee' });
    const me = await createAccount(t.app, t.db, 'astrologer', { lastName: 'Subramaniam' });
    const otherSaved = await call(t.app, 'PUT', `/api/v1/astrologer/details/${other.id}`, {
      token: other.token,
      body: { ...details, lastName: 'Banerjee', languages: ['bn', 'hi'] },
    });
    expect(otherSaved.json.languages).toEqual(['hi', 'bn']);
    // Chosen in any order, once or twice: kept in the list's order, each once.
    const saved = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...details, lastName: 'Subramaniam', languages: ['ta', 'en', 'ta'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.languages).toEqual(['en', 'ta']);

    for (const directory of directories) {
      const tamil = (await listed(`${directory}language=ta`)).map((a) => a.astrologerId);
      expect(tamil).toContain(me.id);
      expect(tamil).not.toContain(other.id);
      const bengali = await listed(`${directory}language=bn&search=banerjee`);
      expect(bengali.map((a) => [a.astrologerId, a.languages])).toEqual([[other.id, ['hi', 'bn']]]);
      expect(await listed(`${directory}language=bn&search=subramaniam`)).toEqual([]);
      // Combined with the other choices.
      const sorted = await listed(`${directory}language=ta&sort=price&service=LIVE_CHAT`);
      expect(sorted.map((a) => a.astrologerId)).toContain(me.id);
      expect(sorted.every((a) => a.languages.includes('ta'))).toBe(true);
    }
    const profile = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`);
    expect(profile.json.languages).toEqual(['en', 'ta']);
  });

  it('refuses a language outside the list, in the filter and on the profile, with a 400 body', async () => {
    for (const url of [
      '/api/v1/astrologer/list?language=xx',
      '/api/v3/astrologer/list?visibility=ON&language=Tamil',
      '/api/v1/astrologer/list?language=',
      '/api/v1/astrologer/list?language=ta&language=hi',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(errorBodyProblem(res.status, res.text)).toBeNull();
      expect(res.json.errors).toEqual({ language: messages.consultingLanguages.unknown });
    }

    const me = await createAccount(t.app, t.db, 'astrologer');
    const put = (languages: unknown) =>
      call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
        token: me.token,
        body: { ...details, languages },
      });
    const none = await put([]);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ languages: messages.consultingLanguages.required });
    for (const wrong of [['hi', 'klingon'], 'hi', [7], Array(18).fill('hi')]) {
      const res = await put(wrong);
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(errorBodyProblem(res.status, res.text)).toBeNull();
    }
    // Nothing was saved: the profile keeps the languages it had (English, for rows from before).
    const own = await call(t.app, 'GET', `/api/v3/astrologer/profile/${me.id}`, {
      token: me.token,
    });
    expect(own.json.languages).toEqual(['en']);
  });

  it('lets an astrologer change only their own languages; leaving them out keeps them', async () => {
    const other = await createAccount(t.app, t.db, 'astrologer');
    const me = await createAccount(t.app, t.db, 'astrologer');
    await call(t.app, 'PUT', `/api/v1/astrologer/details/${other.id}`, {
      token: other.token,
      body: { ...details, languages: ['gu'] },
    });
    const intrusion = await call(t.app, 'PUT', `/api/v1/astrologer/details/${other.id}`, {
      token: me.token,
      body: { ...details, languages: ['ur'] },
    });
    expect(intrusion.status).toBe(404);
    const customer = await createAccount(t.app, t.db, 'customer');
    const asCustomer = await call(t.app, 'PUT', `/api/v1/astrologer/details/${other.id}`, {
      token: customer.token,
      body: { ...details, languages: ['ur'] },
    });
    expect(asCustomer.status).toBe(403);
    const anonymous = await call(t.app, 'PUT', `/api/v1/astrologer/details/${other.id}`, {
      body: { ...details, languages: ['ur'] },
    });
    expect(anonymous.status).toBe(401);

    const mine = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...details, languages: ['kn', 'hi'] },
    });
    expect(mine.json.languages).toEqual(['hi', 'kn']);
    const kept = await call(t.app, 'PUT', `/api/v1/astrologer/details/${me.id}`, {
      token: me.token,
      body: { ...details, rate: '500' },
    });
    expect(kept.json.languages).toEqual(['hi', 'kn']);

    const rows = await t.db
      .selectFrom('astrologer_profiles')
      .select(['user_id', 'languages'])
      .where('user_id', 'in', [other.id, me.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.languages]))).toEqual({
      [other.id]: ['gu'],
      [me.id]: ['hi', 'kn'],
    });
  });

  it('starts a new sign-up with the language it was made in', async () => {
    const email = `languages.${Date.now()}@example.com`;
    const headers = { 'accept-language': 'hi-IN,hi;q=0.9', 'x-forwarded-for': '10.77.0.1' };
    await call(t.app, 'POST', '/api/v1/user/validation/send-otp', {
      body: { email, otpEvent: 'USER_REGISTRATION' },
      headers,
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const otp = /\d{6}/.exec(mail.text)?.[0];
    const res = await call(t.app, 'POST', '/api/v1/astrologer/register', {
      headers,
      body: {
        firstName: 'Kavya',
        lastName: 'Rao',
        email,
        countryCode: '91',
        phoneNumber: '9876543210',
        password: 'Stars#2026',
        otp,
        amount: '0',
        region: 'india',
        unit: 'rupees',
        currency: 'INR',
      },
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('astrologer_profiles')
      .innerJoin('users', 'users.id', 'astrologer_profiles.user_id')
      .select('languages')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.languages).toEqual(['hi']);
  });

  it('describes the filter and the field in the API document', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json as unknown as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
    };
    for (const path of ['/api/v1/astrologer/list', '/api/v3/astrologer/list'])
      expect(doc.paths[path]?.get?.parameters?.map((p) => p.name)).toContain('language');
  });
});
