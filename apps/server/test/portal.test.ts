import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  portalTexts,
  shareLinkToken,
  type ChatMessage,
  type LiveEvent,
  type PaymentLink,
  type ShareLink,
} from '@kusp/contracts';
import { demoAstrologer, demoPassword, seedDemoData } from '../src/modules/demo/seed.ts';
import { seedHoroscopeDemo } from '../src/modules/horoscopes/demo.ts';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { seedPortalDemo } from '../src/modules/portal/demo.ts';
import { createAccount, testPassword } from './support/accounts.ts';
import { birth, earnings } from './support/money.ts';
import { settles } from './support/processes.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const externalCustomer = {
  ...birth,
  name: 'Meera Kapoor',
  countryCode: '+91',
  phone: '9876543210',
};

let t: TestApp;
let astrologerA: Account;
let astrologerB: Account;
let customer: Account;
let horoscopeA: string;
let horoscopeB: string;
let conversationA: string;
let conversationB: string;
const published: Array<{ userId: string; event: LiveEvent }> = [];
const instances: FastifyInstance[] = [];

/** Another instance on the same database with other settings (a rotated secret, a log to read). */
async function instance(overrides: Partial<Config>, logger: AppOptions['logger'] = false) {
  const app = await buildApp({ config: { ...t.config, ...overrides }, db: t.db, logger });
  instances.push(app);
  await app.ready();
  return app;
}

/** The account signed in on `app` (whose sign-in secret may differ from the first instance's). */
async function tokenOn(app: FastifyInstance, account: Account) {
  const login = await call(app, 'POST', '/api/v1/authentication', {
    body: { username: account.loginId, password: testPassword },
    headers: { 'x-forwarded-for': `10.9.9.${instances.length}` },
  });
  return String(login.json.token);
}

async function addCustomer(astrologer: Account, name: string) {
  const added = await call(t.app, 'POST', '/api/v3/horoscope/add', {
    token: astrologer.token,
    body: { ...externalCustomer, name },
  });
  expect(added.status).toBe(200);
  return String(added.json.horoscopeId);
}

async function openConversation(astrologer: Account, horoscopeId: string) {
  const opened = await call(t.app, 'POST', '/api/v1/external-customer/conversation', {
    token: astrologer.token,
    body: {
      astrologerId: astrologer.id,
      astrologerName: 'x',
      horoscopeId,
      customerName: 'x',
      customerPhone: 'x',
    },
  });
  expect(opened.status).toBe(200);
  return (opened.json.data as { id: string }).id;
}

let addresses = 0;
/** A client address of its own, so a suite of calls stays under the routes' per-address limits. */
const freshAddress = () => {
  addresses += 1;
  return `10.6.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const withToken = (link: ShareLink) => ({
  ...link,
  token: shareLinkToken(new URL(link.url, 'http://x').hash)!,
});

/** Copy Link: the client's current share link, made when there is none. */
async function shareLink(astrologer: Account, horoscopeId: string) {
  const made = await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
    token: astrologer.token,
    body: { horoscopeId },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(made.status).toBe(200);
  return withToken(made.json as unknown as ShareLink);
}

/** Replace link: a new one, the current one stops working. */
async function replaceLink(astrologer: Account, horoscopeId: string) {
  const made = await call(t.app, 'POST', '/api/v1/external-customer/share-link/replace', {
    token: astrologer.token,
    body: { horoscopeId },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(made.status).toBe(200);
  return withToken(made.json as unknown as ShareLink);
}

const external = (
  horoscopeId: string,
  token: string | undefined,
  path = '',
  init: { method?: 'GET' | 'POST'; body?: unknown; ip?: string } = {},
) =>
  call(t.app, init.method ?? 'GET', `/api/v1/external/horoscope/${horoscopeId}${path}`, {
    headers: {
      ...(token !== undefined ? { 'x-portal-token': token } : {}),
      'x-forwarded-for': init.ip ?? freshAddress(),
    },
    body: init.body,
  });

async function paymentLink(astrologer: Account, conversationId: string, amount = 100) {
  const made = await call(t.app, 'POST', '/api/v1/payment/portal-link', {
    token: astrologer.token,
    body: {
      amount,
      astrologerId: astrologer.id,
      countryCode: 'IN',
      orderId: conversationId,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'ASTRO_PORTAL_CHAT',
      userId: astrologer.id,
    },
  });
  expect(made.status).toBe(200);
  return made.json.link as unknown as PaymentLink;
}

const openPayment = (linkId: string, ip = '10.9.1.1') =>
  call(t.app, 'GET', `/api/v1/external/payment-link/${linkId}`, {
    headers: { 'x-forwarded-for': ip },
  });

/** The client on the sandbox page presses Pay; answers the callback address the gateway gives. */
async function pressPay(address: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: address,
    headers: formHeaders,
    payload: 'action=pay',
  });
  return response;
}

beforeAll(async () => {
  t = await startTestApp();
  astrologerA = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ananya' });
  astrologerB = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ravi' });
  customer = await createAccount(t.app, t.db, 'customer');
  // The other astrologer's client, conversation, messages and link go in first.
  horoscopeB = await addCustomer(astrologerB, 'Bela Rao');
  conversationB = await openConversation(astrologerB, horoscopeB);
  await call(t.app, 'POST', '/api/v1/external-customer/messages', {
    token: astrologerB.token,
    body: { content: 'Hello Bela', conversationId: conversationB },
  });
  await shareLink(astrologerB, horoscopeB);
  horoscopeA = await addCustomer(astrologerA, 'Meera Kapoor');
  const live = t.app.live as { publish: typeof t.app.live.publish };
  const original = live.publish.bind(live);
  live.publish = async (to, event) => {
    for (const userId of typeof to === 'string' ? [to] : to) published.push({ userId, event });
    await original(to, event);
  };
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await t.close();
});

describe('the conversation with an external customer', () => {
  it('is one per horoscope, even when opened twice at once', async () => {
    const empty = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/conversation?horoscopeId=${horoscopeA}`,
      {
        token: astrologerA.token,
      },
    );
    expect(empty.json).toEqual({ data: null });
    const [first, second] = await Promise.all([
      openConversation(astrologerA, horoscopeA),
      openConversation(astrologerA, horoscopeA),
    ]);
    expect(second).toBe(first);
    conversationA = first;
    const read = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/conversation?horoscopeId=${horoscopeA}`,
      {
        token: astrologerA.token,
      },
    );
    expect(read.json.data).toMatchObject({
      id: conversationA,
      astrologerId: astrologerA.id,
      astrologerName: 'Ananya Astrologer',
      horoscopeId: horoscopeA,
      customerName: 'Meera Kapoor',
      customerPhone: '+919876543210',
    });
    const rows = await t.db
      .selectFrom('portal_conversations')
      .select('id')
      .where('horoscope_id', '=', horoscopeA)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is reached only by its astrologer', async () => {
    const asB = { token: astrologerB.token };
    expect(
      (
        await call(
          t.app,
          'GET',
          `/api/v1/external-customer/conversation?horoscopeId=${horoscopeA}`,
          asB,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          'GET',
          `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}`,
          asB,
        )
      ).status,
    ).toBe(404);
    const intrude = await call(t.app, 'POST', '/api/v1/external-customer/messages', {
      ...asB,
      body: { content: 'hi', conversationId: conversationA },
    });
    expect(intrude.status).toBe(404);
    const pretend = await call(t.app, 'POST', '/api/v1/external-customer/conversation', {
      ...asB,
      body: { astrologerId: astrologerA.id, horoscopeId: horoscopeA },
    });
    expect(pretend.status).toBe(404);
    const asCustomer = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}`,
      {
        token: customer.token,
      },
    );
    expect(asCustomer.status).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}`))
        .status,
    ).toBe(401);
  });

  it('keeps messages of 1 to 2,000 characters, pages them oldest first, and tells the other tabs', async () => {
    for (const content of ['One', 'Two', 'Three']) {
      const sent = await call(t.app, 'POST', '/api/v1/external-customer/messages', {
        token: astrologerA.token,
        body: { content, conversationId: conversationA, recipientId: 'ignored' },
      });
      expect(sent.status).toBe(200);
    }
    const page = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}&pageNumber=0&pageSize=2`,
      {
        token: astrologerA.token,
      },
    );
    const data = page.json.data as ChatMessage[];
    expect(data.map((m) => m.content)).toEqual(['Two', 'Three']);
    expect(data[1]).toMatchObject({
      senderId: astrologerA.id,
      recipientId: `customer:${horoscopeA}`,
      recipientName: 'Meera Kapoor',
      isMedia: false,
    });
    const older = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}&pageNumber=1&pageSize=2`,
      {
        token: astrologerA.token,
      },
    );
    expect((older.json.data as ChatMessage[]).map((m) => m.content)).toEqual(['One']);
    expect(
      published.some(
        (p) =>
          p.userId === astrologerA.id &&
          p.event.type === 'PORTAL_MESSAGE' &&
          (p.event.data as ChatMessage).content === 'Three',
      ),
    ).toBe(true);

    for (const content of ['', '   ', 'x'.repeat(2001), 'a\u0000b']) {
      const refused = await call(t.app, 'POST', '/api/v1/external-customer/messages', {
        token: astrologerA.token,
        body: { content, conversationId: conversationA },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toEqual(expect.any(String));
    }
    const longest = await call(t.app, 'POST', '/api/v1/external-customer/messages', {
      token: astrologerA.token,
      body: { content: 'y'.repeat(2000), conversationId: conversationA },
    });
    expect(longest.status).toBe(200);
  });
});

describe('the share link', () => {
  it('opens the chart and the chat of that horoscope only, and reaches the astrologer live', async () => {
    const link = await shareLink(astrologerA, horoscopeA);
    // The token rides in the fragment, which browsers never send.
    expect(link.url).toMatch(new RegExp(`^/${horoscopeA}#token=[\\w-]{43}$`));
    const page = await external(horoscopeA, link.token);
    expect(page.status).toBe(200);
    expect(page.json.profile).toMatchObject({ horoscopeId: horoscopeA, name: 'Meera Kapoor' });
    expect(page.json.profile).not.toHaveProperty('phone');
    expect(page.json.conversation).toEqual({
      id: conversationA,
      astrologerName: 'Ananya Astrologer',
    });
    expect(page.json.chart).toHaveProperty('shadvargaDetails');

    published.length = 0;
    const reply = await external(horoscopeA, link.token, '/messages', {
      method: 'POST',
      body: { content: 'Thank you!' },
    });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({
      senderId: `customer:${horoscopeA}`,
      senderName: 'Meera Kapoor',
      recipientId: astrologerA.id,
    });
    expect(published).toEqual([
      {
        userId: astrologerA.id,
        event: expect.objectContaining({
          type: 'PORTAL_MESSAGE',
          id: (reply.json.data as ChatMessage).id,
        }),
      },
    ]);
    const seen = await external(horoscopeA, link.token, '/messages?pageSize=2');
    expect((seen.json.data as ChatMessage[]).map((m) => m.content)).toEqual([
      'y'.repeat(2000),
      'Thank you!',
    ]);
    const astrologerView = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}`,
      {
        token: astrologerA.token,
      },
    );
    expect((astrologerView.json.data as ChatMessage[]).at(-1)!.content).toBe('Thank you!');

    for (const content of ['', 'z'.repeat(2001), 'a\u0000b']) {
      expect(
        (await external(horoscopeA, link.token, '/messages', { method: 'POST', body: { content } }))
          .status,
      ).toBe(400);
    }
  });

  it('answers the same 404 for a missing, altered, foreign, expired, replaced or revoked token', async () => {
    const link = await shareLink(astrologerA, horoscopeA);
    const linkB = await shareLink(astrologerB, horoscopeB);
    const altered = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    const attempts = [
      [horoscopeA, undefined],
      [horoscopeA, ''],
      [horoscopeA, altered],
      [horoscopeA, linkB.token],
      [horoscopeB, link.token],
      ['not-a-uuid', link.token],
    ] as const;
    const answers = [];
    for (const [id, token] of attempts) {
      for (const path of ['', '/messages']) answers.push(await external(id, token, path));
      answers.push(
        await external(id, token, '/messages', { method: 'POST', body: { content: 'hi' } }),
      );
    }
    const bodies = answers.map((a) => [a.status, a.json]);
    expect(bodies.filter(([status]) => status === 404)).toHaveLength(bodies.length - 3);
    // 'not-a-uuid' fails the params schema (400) before any token is looked at.
    expect(bodies.slice(-3).map(([status]) => status)).toEqual([400, 400, 400]);
    for (const [status, json] of bodies.slice(0, -3))
      expect([status, json]).toEqual([404, { code: 'NOT_FOUND', message: 'Not found' }]);

    // A link token is not a bearer token: no signed-in route opens with it.
    const asBearer = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${horoscopeA}`,
      { token: link.token },
    );
    expect(asBearer.status).toBe(401);

    // Expired.
    await t.db
      .updateTable('portal_share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('horoscope_id', '=', horoscopeA)
      .execute();
    expect((await external(horoscopeA, link.token)).status).toBe(404);
    // Copying again after it expired makes a new link.
    const fresh = await shareLink(astrologerA, horoscopeA);
    expect(fresh.token).not.toBe(link.token);
    expect((await external(horoscopeA, fresh.token)).status).toBe(200);
    // Replaced.
    const again = await replaceLink(astrologerA, horoscopeA);
    expect((await external(horoscopeA, fresh.token)).status).toBe(404);
    expect((await external(horoscopeA, again.token)).status).toBe(200);
    // Revoked: the same 404 as a token that never existed.
    const revoked = await call(
      t.app,
      'DELETE',
      `/api/v1/external-customer/share-link?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect(revoked.json).toEqual({ message: 'The link no longer works' });
    for (const path of ['', '/messages'])
      expect(await external(horoscopeA, again.token, path)).toMatchObject({
        status: 404,
        json: { code: 'NOT_FOUND', message: 'Not found' },
      });
    // B's own link still works: a link of one horoscope never touches another's.
    expect((await external(horoscopeB, linkB.token)).status).toBe(200);
  });

  it('is stored as a hash and sealed, and limited per token across addresses', async () => {
    const link = await shareLink(astrologerA, horoscopeA);
    const stored = await t.db
      .selectFrom('portal_share_links')
      .select(['token_hash', 'token_sealed'])
      .where('horoscope_id', '=', horoscopeA)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{58}\.[\w-]{22}$/);
    expect(stored.token_sealed).not.toContain(link.token);
    const statuses = [];
    for (let i = 0; i < 62; i += 1)
      statuses.push(await external(horoscopeA, link.token, '/messages', { ip: `10.8.${i}.1` }));
    expect(statuses.slice(0, 55).every((s) => s.status === 200)).toBe(true);
    expect(statuses.at(-1)!.status).toBe(429);
    // Whatever the answer, nothing keeps it.
    for (const answer of [statuses[0]!, statuses.at(-1)!])
      expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('the share link and its astrologer', () => {
  let horoscope: string;
  beforeAll(async () => {
    horoscope = await addCustomer(astrologerA, 'Kiran Shah');
  });
  const current = (astrologer: Account, horoscopeId: string) =>
    call(t.app, 'GET', `/api/v1/external-customer/share-link?horoscopeId=${horoscopeId}`, {
      token: astrologer.token,
    });

  it('copies the current link again until it is replaced or revoked', async () => {
    expect((await current(astrologerA, horoscope)).json).toEqual({ data: null });
    const [first, second] = await Promise.all([
      shareLink(astrologerA, horoscope),
      shareLink(astrologerA, horoscope),
    ]);
    // A double click makes one link.
    expect(second.url).toBe(first.url);
    const copied = await shareLink(astrologerA, horoscope);
    expect(copied).toEqual(first);
    const shown = await current(astrologerA, horoscope);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json.data).toEqual({
      url: first.url,
      expiresAt: first.expiresAt,
      createdAt: expect.any(String),
    });
    expect((await external(horoscope, first.token)).status).toBe(200);

    const replaced = await replaceLink(astrologerA, horoscope);
    expect(replaced.token).not.toBe(first.token);
    expect((await shareLink(astrologerA, horoscope)).url).toBe(replaced.url);
    expect((await external(horoscope, first.token)).status).toBe(404);

    await call(t.app, 'DELETE', `/api/v1/external-customer/share-link?horoscopeId=${horoscope}`, {
      token: astrologerA.token,
    });
    expect((await current(astrologerA, horoscope)).json).toEqual({ data: null });
    expect((await external(horoscope, replaced.token)).status).toBe(404);
    // After a revocation, Copy Link makes a new link.
    const after = await shareLink(astrologerA, horoscope);
    expect(after.token).not.toBe(replaced.token);
    expect((await external(horoscope, after.token)).status).toBe(200);
  });

  it('is shown, replaced and revoked by its own astrologer only', async () => {
    const link = await shareLink(astrologerA, horoscope);
    const asB = { token: astrologerB.token };
    const attempts = [
      await call(
        t.app,
        'GET',
        `/api/v1/external-customer/share-link?horoscopeId=${horoscope}`,
        asB,
      ),
      await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
        ...asB,
        body: { horoscopeId: horoscope },
      }),
      await call(t.app, 'POST', '/api/v1/external-customer/share-link/replace', {
        ...asB,
        body: { horoscopeId: horoscope },
      }),
      await call(
        t.app,
        'DELETE',
        `/api/v1/external-customer/share-link?horoscopeId=${horoscope}`,
        asB,
      ),
    ];
    expect(attempts.map((a) => [a.status, a.json])).toEqual(
      attempts.map(() => [404, { code: 'NOT_FOUND', message: 'Not found' }]),
    );
    const asCustomer = await call(
      t.app,
      'DELETE',
      `/api/v1/external-customer/share-link?horoscopeId=${horoscope}`,
      { token: customer.token },
    );
    expect(asCustomer.status).toBe(403);
    expect((await external(horoscope, link.token)).status).toBe(200);
    expect((await shareLink(astrologerA, horoscope)).url).toBe(link.url);
  });

  it('can no longer be shown when its token cannot be opened, and is replaced then', async () => {
    const link = await shareLink(astrologerA, horoscope);
    // Another instance whose sign-in secret was rotated: the previous secret still opens the link.
    const rotated = await instance({
      jwtSecret: `rotated-${t.config.jwtSecret}`,
      jwtSecretPrevious: t.config.jwtSecret,
    });
    const viaRotated = await call(rotated, 'POST', '/api/v1/external-customer/share-link', {
      token: await tokenOn(rotated, astrologerA),
      body: { horoscopeId: horoscope },
    });
    expect(viaRotated.json.url).toBe(link.url);
    // One that knows neither: the link still opens the page, but cannot be shown again.
    const stranger = await instance({ jwtSecret: `other-${t.config.jwtSecret}` });
    const strangerToken = await tokenOn(stranger, astrologerA);
    const shown = await call(
      stranger,
      'GET',
      `/api/v1/external-customer/share-link?horoscopeId=${horoscope}`,
      { token: strangerToken },
    );
    expect(shown.json.data).toMatchObject({ url: null });
    const copy = await call(stranger, 'POST', '/api/v1/external-customer/share-link', {
      token: strangerToken,
      body: { horoscopeId: horoscope },
    });
    expect(copy.status).toBe(409);
    expect(copy.json.message).toBe(portalTexts.shareLinkNotShown);
    expect((await external(horoscope, link.token)).status).toBe(200);

    // A sealed token moved to another horoscope's row opens nothing there.
    const other = await replaceLink(astrologerA, horoscopeA);
    const sealed = await t.db
      .selectFrom('portal_share_links')
      .select('token_sealed')
      .where('horoscope_id', '=', horoscope)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('portal_share_links')
      .set({ token_sealed: sealed.token_sealed })
      .where('horoscope_id', '=', horoscopeA)
      .execute();
    expect((await current(astrologerA, horoscopeA)).json.data).toMatchObject({ url: null });
    const replaced = await replaceLink(astrologerA, horoscopeA);
    expect((await external(horoscopeA, other.token)).status).toBe(404);
    expect((await current(astrologerA, horoscopeA)).json.data).toMatchObject({
      url: replaced.url,
    });
  });
});

describe('links of the earlier form and what keeps tokens', () => {
  it('sends /{id}?token=… and /headless/{id}?token=… on to the fragment form, stored nowhere', async () => {
    const link = await shareLink(astrologerA, horoscopeA);
    for (const page of [`/${horoscopeA}`, `/headless/${horoscopeA}`]) {
      const old = await t.app.inject({ method: 'GET', url: `${page}?token=${link.token}` });
      expect(old.statusCode).toBe(302);
      expect(old.headers.location).toBe(`${page}#token=${link.token}`);
      expect(old.headers['cache-control']).toBe('no-store');
      expect(old.headers['referrer-policy']).toBe('no-referrer');
    }
    // Only those pages, and only a token: nothing else is redirected.
    for (const url of [
      `/${horoscopeA}`,
      `/blog?token=${link.token}`,
      `/not-a-horoscope?token=${link.token}`,
      `/api/v1/external/horoscope/${horoscopeA}?token=${link.token}`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('writes no token to the access log of a client who opens the link', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'kusp-portal-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const lines: string[] = [];
    const logged = await instance({ webDist }, { write: (line: string) => void lines.push(line) });
    try {
      const link = await shareLink(astrologerA, horoscopeA);
      const headers = { 'x-portal-token': link.token, 'x-forwarded-for': '10.9.7.1' };
      // A link of the earlier form, as mailed before: the server sends it on to the fragment form.
      for (const earlier of [`/${horoscopeA}`, `/headless/${horoscopeA}`]) {
        const old = await logged.inject({ method: 'GET', url: `${earlier}?token=${link.token}` });
        expect(old.statusCode).toBe(302);
        expect(old.headers.location).toBe(`${earlier}#token=${link.token}`);
      }
      // What the browser asks for the link /{id}#token=…: the page without its fragment, then the
      // API with the token in the header.
      for (const url of [new URL(link.url, 'http://x').pathname, `/headless/${horoscopeA}`]) {
        const page = await logged.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('id="root"');
      }
      for (const url of [
        `/api/v1/external/horoscope/${horoscopeA}`,
        `/api/v1/external/horoscope/${horoscopeA}/messages?pageNumber=0&pageSize=20`,
      ]) {
        const answer = await logged.inject({ method: 'GET', url, headers });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      const sent = await logged.inject({
        method: 'POST',
        url: `/api/v1/external/horoscope/${horoscopeA}/messages`,
        headers,
        payload: { content: 'From the page' },
      });
      expect(sent.statusCode).toBe(200);
      const requests = lines.filter((line) => line.includes('request completed'));
      expect(requests).toHaveLength(7);
      expect(lines.filter((line) => line.includes(link.token))).toEqual([]);
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe("mail to an astrologer's client", () => {
  const scam = 'URGENT Your Kusp wallet is blocked call 1800 000 000';
  let scamHoroscope: string;
  beforeAll(async () => {
    scamHoroscope = await addCustomer(astrologerB, scam);
  });
  const changeEmail = (
    astrologer: Account,
    horoscopeId: string,
    email: string,
    ip = freshAddress(),
  ) =>
    call(t.app, 'PUT', '/api/v1/external-customer/email', {
      token: astrologer.token,
      body: { horoscopeId, email },
      headers: { 'x-forwarded-for': ip },
    });
  const mailLink = (astrologer: Account, horoscopeId: string, email: string) =>
    call(t.app, 'POST', '/api/v1/external-customer/share-link', {
      token: astrologer.token,
      body: { horoscopeId, email },
      headers: { 'x-forwarded-for': freshAddress() },
    });
  const mailsTo = (address: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text', 'html'])
      .where('to_address', '=', address)
      .execute();
  const auditOf = (horoscopeId: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'external_customer')
      .where('record_id', '=', horoscopeId)
      .orderBy('at')
      .execute();

  it("keeps the client's e-mail as the astrologer's own, audited act", async () => {
    // The other astrologer's client gets an address first: A's change must not touch it.
    expect((await changeEmail(astrologerB, scamHoroscope, 'bela@example.com')).status).toBe(200);
    const changed = await changeEmail(astrologerA, horoscopeA, 'meera.old@example.com', '10.9.3.7');
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      horoscopeId: horoscopeA,
      customerEmail: 'meera.old@example.com',
    });
    await changeEmail(astrologerA, horoscopeA, 'meera@example.com', '10.9.3.8');
    // The same address again changes nothing, and writes nothing.
    await changeEmail(astrologerA, horoscopeA, 'meera@example.com');
    const rows = await auditOf(horoscopeA);
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: astrologerA.id,
        actor_role: 'ASTROLOGER',
        action: 'external_customer.email_changed',
        record_id: horoscopeA,
        before: { email: null },
        after: { email: 'meera.old@example.com' },
        address: '10.9.3.7',
        at: expect.any(Date),
      }),
      expect.objectContaining({
        before: { email: 'meera.old@example.com' },
        after: { email: 'meera@example.com' },
        address: '10.9.3.8',
      }),
    ]);
    const conversation = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/conversation?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect(conversation.json.data).toMatchObject({ customerEmail: 'meera@example.com' });

    // Another astrologer, a customer, a bad address: refused, nothing written.
    expect((await changeEmail(astrologerB, horoscopeA, 'mallory@example.com')).status).toBe(404);
    expect((await changeEmail(customer, horoscopeA, 'mallory@example.com')).status).toBe(403);
    const bad = await changeEmail(astrologerA, horoscopeA, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Email is required and format should be {email}.');
    expect(await auditOf(horoscopeA)).toHaveLength(2);
  });

  it('writes the audit row in the change’s own transaction: a failing change leaves neither', async () => {
    const record = t.app.audit.record;
    t.app.audit.record = async (trx, entry) => {
      await record(trx, entry);
      throw new Error('the disk is full');
    };
    try {
      expect((await changeEmail(astrologerA, horoscopeA, 'lost@example.com')).status).toBe(500);
    } finally {
      t.app.audit.record = record;
    }
    expect(await auditOf(horoscopeA)).toHaveLength(2);
    const kept = await t.db
      .selectFrom('portal_conversations')
      .select('customer_email')
      .where('horoscope_id', '=', horoscopeA)
      .executeTakeFirstOrThrow();
    expect(kept.customer_email).toBe('meera@example.com');
  });

  it('has the database refuse to change or remove audit rows', async () => {
    const before = await auditOf(horoscopeA);
    await expect(
      t.db.updateTable('audit_log').set({ action: 'nothing happened' }).execute(),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(
      /append-only: TRUNCATE refused/,
    );
    expect(await auditOf(horoscopeA)).toEqual(before);
  });

  it('sends the share link only to the e-mail on record', async () => {
    const none = await addCustomer(astrologerA, 'Nikhil Rao');
    const missing = await mailLink(astrologerA, none, 'nikhil@example.com');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      code: 'INVALID_REQUEST',
      message: portalTexts.clientEmailMissing,
      errors: { email: portalTexts.clientEmailMissing },
    });
    const elsewhere = await mailLink(astrologerA, horoscopeA, 'victim@example.com');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(portalTexts.clientEmailDiffers);
    expect(await mailsTo('victim@example.com')).toEqual([]);
    expect(await mailsTo('nikhil@example.com')).toEqual([]);

    // The address on record, however it is capitalised.
    const sent = await mailLink(astrologerA, horoscopeA, 'Meera@Example.com');
    expect(sent.status).toBe(200);
    const link = withToken(sent.json as unknown as ShareLink);
    const mails = await mailsTo('meera@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your horoscope page on Kusp');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/${horoscopeA}#token=${link.token}`);
    // Mailing is not replacing: the client's earlier copy of the link keeps working.
    expect((await external(horoscopeA, link.token)).status).toBe(200);
  });

  it("puts the astrologer's words in a quoted block after Kusp's own sentence", async () => {
    const sent = await mailLink(astrologerB, scamHoroscope, 'bela@example.com');
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo('bela@example.com');
    expect(mail!.subject).toBe('Your horoscope page on Kusp');
    expect(mail!.text).toMatch(
      /^An astrologer you consult on Kusp has shared your horoscope page with you\./,
    );
    expect(mail!.text).toContain(`\n> Astrologer: Ravi Astrologer\n> For: ${scam}\n`);
    expect(mail!.text.split(scam)).toHaveLength(2);
    expect(mail!.html).toMatch(
      new RegExp(`<blockquote[^>]*>Astrologer: Ravi Astrologer\\nFor: ${scam}</blockquote>`),
    );
    expect(mail!.html.indexOf('<blockquote')).toBeGreaterThan(
      mail!.html.indexOf('has shared your horoscope page with you'),
    );
  });

  it('is capped per astrologer per day, counting two requests at once exactly', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const horoscope = await addCustomer(astrologer, 'Divya Menon');
    await changeEmail(astrologer, horoscope, 'divya@example.com');
    const sentBefore = (minutes: number, astrologerId = astrologer.id) => ({
      astrologer_id: astrologerId,
      horoscope_id: horoscope,
      kind: 'SHARE_LINK' as const,
      sent_at: new Date(Date.now() - minutes * 60_000),
    });
    // Another astrologer at the cap changes nothing for this one; a mail of 25 hours ago no longer counts.
    await t.db
      .insertInto('portal_client_mails')
      .values(Array.from({ length: 50 }, () => sentBefore(10, astrologerB.id)))
      .execute();
    await t.db
      .insertInto('portal_client_mails')
      .values([sentBefore(25 * 60), ...Array.from({ length: 48 }, (_, i) => sentBefore(60 + i))])
      .execute();
    // A mail the server could not send is not counted.
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await mailLink(astrologer, horoscope, 'divya@example.com');
      expect(down.status).toBe(503);
    } finally {
      t.app.mailer.send = send;
    }
    const horoscopeMail = () =>
      call(
        t.app,
        'POST',
        `/api/v1/horoscope/send-horoscope-by-email/${horoscope}?email=divya@example.com&timezone=%2B05:30&dateTime=21-11-2026%2010:00:00`,
        { token: astrologer.token, headers: { 'x-forwarded-for': freshAddress() } },
      );
    const answers = await Promise.all([
      mailLink(astrologer, horoscope, 'divya@example.com'),
      horoscopeMail(),
      mailLink(astrologer, horoscope, 'divya@example.com'),
      horoscopeMail(),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.json).toEqual({ code: 'RATE_LIMITED', message: portalTexts.clientMailCap });
    expect(refused.json.message).toBe(
      'You can have Kusp e-mail your clients at most 50 times in 24 hours. Please try again tomorrow.',
    );
    // The oldest counted mail (107 minutes ago) leaves the window in 22 h 13 min.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600 + 12 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(22 * 3600 + 13 * 60);
    expect(await mailsTo('divya@example.com')).toHaveLength(2);
    const counted = await t.db
      .selectFrom('portal_client_mails')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('astrologer_id', '=', astrologer.id)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(50);
    // The other astrologer is still at their own cap, untouched.
    expect((await mailLink(astrologerB, scamHoroscope, 'bela@example.com')).status).toBe(429);
  });
});

describe('payment links', () => {
  it('are priced by the server, listed with their status, and only for the astrologer’s own conversation', async () => {
    const link = await paymentLink(astrologerA, conversationA, 100);
    expect(link.invoice).toEqual({
      baseRate: 10000,
      cgst: 900,
      sgst: 900,
      intlTax: 0,
      commission: 2000,
      taxAndSurcharge: 1800,
      totalAmount: 11800,
      currency: 'INR',
    });
    expect(link.url).toBe(`/external/pay?id=${link.id}`);
    expect(link.status).toBe('CREATED');
    const intrude = await call(t.app, 'POST', '/api/v1/payment/portal-link', {
      token: astrologerB.token,
      body: {
        amount: 5,
        astrologerId: astrologerB.id,
        countryCode: 'IN',
        orderId: conversationA,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'ASTRO_PORTAL_CHAT',
        userId: astrologerB.id,
      },
    });
    expect(intrude.status).toBe(404);
    const pretend = await call(t.app, 'POST', '/api/v1/payment/portal-link', {
      token: astrologerB.token,
      body: {
        amount: 5,
        astrologerId: astrologerA.id,
        countryCode: 'IN',
        orderId: conversationA,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'ASTRO_PORTAL_CHAT',
        userId: astrologerA.id,
      },
    });
    expect(pretend.status).toBe(404);
    for (const amount of [0, -5, 1.5, '10']) {
      const bad = await call(t.app, 'POST', '/api/v1/payment/portal-link', {
        token: astrologerA.token,
        body: {
          amount,
          astrologerId: astrologerA.id,
          orderId: conversationA,
          paymentProcessor: 'CCAVENUE',
          serviceCode: 'ASTRO_PORTAL_CHAT',
          userId: astrologerA.id,
        },
      });
      expect(bad.status).toBe(400);
    }
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/payment/portal-links?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect((listed.json.data as PaymentLink[]).map((l) => [l.id, l.status])).toEqual([
      [link.id, 'CREATED'],
    ]);
    expect(
      (
        await call(t.app, 'GET', `/api/v1/payment/portal-links?horoscopeId=${horoscopeA}`, {
          token: astrologerB.token,
        })
      ).status,
    ).toBe(404);
  });

  it('is paid once when the callback comes twice; the astrologer earns base − commission, hears of it and sees it', async () => {
    const before = await earnings(t, astrologerA.id);
    const link = await paymentLink(astrologerA, conversationA, 100);
    const opened = await openPayment(link.id);
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatch(/^\/pay\/sandbox\/[\w-]+\?token=[\w-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: String(opened.json.data) });
    expect(page.body).toContain('₹118.00');
    published.length = 0;
    const paid = await pressPay(String(opened.json.data));
    expect(paid.statusCode).toBe(303);
    const callback = String(paid.headers.location);
    const landed = await t.app.inject({ method: 'GET', url: callback });
    expect(landed.headers.location).toBe(`/external/paid?id=${link.id}`);
    const twice = await t.app.inject({ method: 'GET', url: callback });
    expect(twice.headers.location).toBe(`/external/paid?id=${link.id}`);

    expect(await earnings(t, astrologerA.id)).toEqual({
      cached: before.cached + 8000,
      ledger: before.ledger + 8000,
    });
    const successes = await t.db
      .selectFrom('payments as p')
      .innerJoin('portal_payment_links as l', 'l.order_id', 'p.order_id')
      .select('p.status')
      .where('l.id', '=', link.id)
      .execute();
    expect(successes.map((p) => p.status)).toEqual(['SUCCESS']);
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/payment/portal-links?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect((listed.json.data as PaymentLink[]).find((l) => l.id === link.id)!.status).toBe('PAID');
    expect((await openPayment(link.id)).status).toBe(409);

    const transactions = await call(
      t.app,
      'GET',
      `/api/v1/astrologer/transactions?userId=${astrologerA.id}`,
      { token: astrologerA.token },
    );
    expect(transactions.json.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 8000, serviceCode: 'ASTRO_PORTAL_CHAT' }),
      ]),
    );
    await vi.waitFor(() => {
      // Send Link's own chat message (PORTAL_MESSAGE) may be told after the reset above.
      expect(published.filter((p) => p.event.type === 'PORTAL_PAYMENT')).toEqual([
        {
          userId: astrologerA.id,
          event: expect.objectContaining({ type: 'PORTAL_PAYMENT', id: link.id }),
        },
      ]);
    }, settles);
    await vi.waitFor(async () => {
      const mails = await t.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text'])
        .where('subject', 'like', '%Meera Kapoor%')
        .execute();
      expect(mails.map((m) => m.to_address)).toEqual([astrologerA.email]);
      expect(mails[0]!.text).toContain('You earn ₹80.00');
    }, settles);
    // The client gave an e-mail (the mailed share link): the receipt goes there.
    // The client's e-mail on record: the receipt goes there, greeting no one by the astrologer's words.
    await vi.waitFor(async () => {
      const receipts = await t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text'])
        .where('to_address', '=', 'meera@example.com')
        .where('subject', 'like', '%receipt%')
        .execute();
      expect(receipts.map((r) => r.subject)).toEqual(['Your Kusp receipt: ₹118.00']);
      expect(receipts[0]!.text).toMatch(/^Hello,\n\nThank you for your payment/);
    }, settles);
  });

  it('is paid once when two browsers pay at once', async () => {
    const before = await earnings(t, astrologerA.id);
    const link = await paymentLink(astrologerA, conversationA, 50);
    const [first, second] = await Promise.all([
      openPayment(link.id, '10.9.2.1'),
      openPayment(link.id, '10.9.2.2'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const pressed = await Promise.all([
      pressPay(String(first.json.data)),
      pressPay(String(second.json.data)),
    ]);
    const callbacks = pressed
      .filter((r) => r.statusCode === 303)
      .map((r) => String(r.headers.location));
    expect(callbacks.length).toBeGreaterThanOrEqual(1);
    await Promise.all(callbacks.map((url) => t.app.inject({ method: 'GET', url })));
    expect(await earnings(t, astrologerA.id)).toEqual({
      cached: before.cached + 4000,
      ledger: before.ledger + 4000,
    });
    const payments = await t.db
      .selectFrom('payments as p')
      .innerJoin('portal_payment_links as l', 'l.order_id', 'p.order_id')
      .select('p.status')
      .where('l.id', '=', link.id)
      .execute();
    expect(payments.filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
  });

  it('is not paid through a checkout opened before it expired: the payment is marked for refund', async () => {
    const before = await earnings(t, astrologerA.id);
    const link = await paymentLink(astrologerA, conversationA, 40);
    const opened = await openPayment(link.id);
    expect(opened.status).toBe(200);
    await t.db
      .updateTable('portal_payment_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    // The page was open (its own token still good): the client presses Pay after the link ended.
    const paid = await pressPay(String(opened.json.data));
    expect(paid.statusCode).toBe(303);
    const landed = await t.app.inject({ method: 'GET', url: String(paid.headers.location) });
    expect(landed.headers.location).toBe(`/external/paid?id=${link.id}&refunded=true`);

    expect(await earnings(t, astrologerA.id)).toEqual(before);
    const rows = await t.db
      .selectFrom('payments as p')
      .innerJoin('portal_payment_links as l', 'l.order_id', 'p.order_id')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.status', 'p.failure_reason', 'o.status as orderStatus'])
      .where('l.id', '=', link.id)
      .execute();
    expect(rows).toEqual([
      {
        status: 'REFUNDED',
        failure_reason: 'Order no longer payable: refund through the provider',
        orderStatus: 'CREATED',
      },
    ]);
    // The payer has no wallet: the money went back to the card through the provider, once.
    const refunds = await t.db
      .selectFrom('sandbox_refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .innerJoin('portal_payment_links as l', 'l.order_id', 'p.order_id')
      .select(['r.amount', 'p.amount as paid'])
      .where('l.id', '=', link.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount)).toBe(Number(refunds[0]!.paid));
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/payment/portal-links?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect((listed.json.data as PaymentLink[]).find((l) => l.id === link.id)!.status).toBe(
      'EXPIRED',
    );
  });

  it('gives a checkout page that ends with the link', async () => {
    const link = await paymentLink(astrologerA, conversationA, 30);
    await t.db
      .updateTable('portal_payment_links')
      .set({ expires_at: new Date(Date.now() + 10 * 60_000) })
      .where('id', '=', link.id)
      .execute();
    const address = String((await openPayment(link.id)).json.data);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 9 * 60_000);
      expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(410);
      expect((await pressPay(address)).statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is revoked by its own astrologer only; a revoked link cannot be paid and says so', async () => {
    const theirs = await paymentLink(astrologerB, conversationB, 15);
    const link = await paymentLink(astrologerA, conversationA, 25);
    const revoke = (who: Account, id: string) =>
      call(t.app, 'POST', `/api/v1/payment/portal-link/${id}/revoke`, {
        token: who.token,
        headers: { 'x-forwarded-for': freshAddress() },
      });
    expect(await revoke(astrologerB, link.id)).toMatchObject({
      status: 404,
      json: { code: 'NOT_FOUND', message: 'Not found' },
    });
    expect((await revoke(customer, link.id)).status).toBe(403);
    // The client opened the checkout before the astrologer revoked the link.
    const before = await earnings(t, astrologerA.id);
    const opened = await openPayment(link.id);
    expect(opened.status).toBe(200);

    const revoked = await revoke(astrologerA, link.id);
    expect(revoked.status).toBe(200);
    expect(revoked.json.data).toMatchObject({ id: link.id, status: 'REVOKED', paidAt: null });
    expect((await revoke(astrologerA, link.id)).json.data).toMatchObject({ status: 'REVOKED' });
    const refused = await openPayment(link.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: 'PAYMENT_LINK_REVOKED',
      message: 'This payment link was cancelled by your astrologer',
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/payment/portal-links?horoscopeId=${horoscopeA}`,
      { token: astrologerA.token },
    );
    expect((listed.json.data as PaymentLink[]).find((l) => l.id === link.id)!.status).toBe(
      'REVOKED',
    );
    // The other astrologer's link is untouched and still opens.
    expect((await openPayment(theirs.id)).status).toBe(200);

    // Pay pressed on the checkout opened before: the link stays unpaid, the payment goes back.
    const pressed = String((await pressPay(String(opened.json.data))).headers.location);
    const landed = await t.app.inject({ method: 'GET', url: pressed });
    expect(landed.headers.location).toBe(`/external/paid?id=${link.id}&refunded=true`);
    expect(await earnings(t, astrologerA.id)).toEqual(before);
    const afterRevoke = await t.db
      .selectFrom('payments as p')
      .innerJoin('portal_payment_links as l', 'l.order_id', 'p.order_id')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.status', 'o.status as orderStatus'])
      .where('l.id', '=', link.id)
      .execute();
    expect(afterRevoke).toEqual([{ status: 'REFUNDED', orderStatus: 'CREATED' }]);

    // A paid link stays paid.
    const paid = await paymentLink(astrologerA, conversationA, 30);
    const callback = (await pressPay(String((await openPayment(paid.id)).json.data))).headers
      .location;
    await t.app.inject({ method: 'GET', url: String(callback) });
    const late = await revoke(astrologerA, paid.id);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(portalTexts.paymentLinkPaid);
  });

  it('cannot be pointed at another order, and an expired link opens nothing', async () => {
    const mine = await paymentLink(astrologerA, conversationA, 20);
    const other = await paymentLink(astrologerB, conversationB, 30);
    const otherRow = await t.db
      .selectFrom('portal_payment_links')
      .select('order_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    // An order id is not a link id.
    expect((await openPayment(otherRow.order_id)).status).toBe(404);
    expect((await openPayment('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await openPayment('nope')).status).toBe(400);
    // A signed result of one link's payment replayed for the other order pays nothing.
    const opened = await openPayment(mine.id);
    const callback = String((await pressPay(String(opened.json.data))).headers.location);
    const forged = new URL(callback, 'http://x');
    forged.searchParams.set('orderId', otherRow.order_id);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${forged.pathname}${forged.search}`,
    });
    expect(refused.statusCode).toBe(400);
    const otherOrder = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', otherRow.order_id)
      .executeTakeFirstOrThrow();
    expect(otherOrder.status).toBe('CREATED');

    await t.db
      .updateTable('portal_payment_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', other.id)
      .execute();
    expect((await openPayment(other.id)).status).toBe(404);
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/payment/portal-links?horoscopeId=${horoscopeB}`,
      { token: astrologerB.token },
    );
    expect((listed.json.data as PaymentLink[]).find((l) => l.id === other.id)!.status).toBe(
      'EXPIRED',
    );
  });
});

describe('demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp();
  });
  afterAll(() => demo.close());

  it("gives the demo astrologer's customers a conversation and a paid and a waiting link, once", async () => {
    await seedDemoData(demo.db);
    await seedHoroscopeDemo(demo.db);
    await seedPortalDemo(demo.app);
    await seedPortalDemo(demo.app);
    const login = await call(demo.app, 'POST', '/api/v1/authentication', {
      body: { username: demoAstrologer.loginId, password: demoPassword },
      headers: { 'x-forwarded-for': '10.7.0.1' },
    });
    const token = String(login.json.token);
    const customers = await demo.db
      .selectFrom('horoscope_profiles as h')
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .select('h.id')
      .where('u.login_id', '=', demoAstrologer.loginId)
      .execute();
    expect(customers.length).toBeGreaterThan(0);
    for (const { id } of customers) {
      const history = await call(
        demo.app,
        'GET',
        `/api/v1/external-customer/messages?horoscopeId=${id}`,
        { token },
      );
      // The four of the dialogue, then the two links as Send Link posts them.
      expect(history.json.data).toHaveLength(6);
      const links = await call(demo.app, 'GET', `/api/v1/payment/portal-links?horoscopeId=${id}`, {
        token,
      });
      expect((links.json.data as PaymentLink[]).map((l) => l.status).sort()).toEqual([
        'CREATED',
        'PAID',
      ]);
    }
  });
});
