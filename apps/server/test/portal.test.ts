import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, LiveEvent, PaymentLink, ShareLink } from '@kusp/contracts';
import { demoAstrologer, demoPassword, seedDemoData } from '../src/modules/demo/seed.ts';
import { seedHoroscopeDemo } from '../src/modules/horoscopes/demo.ts';
import { seedPortalDemo } from '../src/modules/portal/demo.ts';
import { createAccount } from './support/accounts.ts';
import { birth, earnings } from './support/money.ts';
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

async function shareLink(astrologer: Account, horoscopeId: string, email?: string) {
  const made = await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
    token: astrologer.token,
    body: { horoscopeId, ...(email ? { email } : {}) },
  });
  expect(made.status).toBe(200);
  const link = made.json as unknown as ShareLink;
  return { ...link, token: new URL(link.url, 'http://x').searchParams.get('token')! };
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
      'x-forwarded-for': init.ip ?? '10.9.0.1',
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
afterAll(() => t.close());

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
    expect(link.url).toMatch(new RegExp(`^/${horoscopeA}\\?token=[\\w-]{43}$`));
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

  it('answers the same 404 for a missing, altered, foreign, expired or revoked token', async () => {
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
      expect([status, json]).toEqual([404, { message: 'Not found' }]);

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
    // Revoked by a new link.
    const fresh = await shareLink(astrologerA, horoscopeA);
    expect((await external(horoscopeA, fresh.token)).status).toBe(200);
    const again = await shareLink(astrologerA, horoscopeA);
    expect((await external(horoscopeA, fresh.token)).status).toBe(404);
    expect((await external(horoscopeA, again.token)).status).toBe(200);
    // B's own link still works: a link of one horoscope never touches another's.
    expect((await external(horoscopeB, linkB.token)).status).toBe(200);
  });

  it('is stored only as a hash and limited per token across addresses', async () => {
    const link = await shareLink(astrologerA, horoscopeA);
    const stored = await t.db
      .selectFrom('portal_share_links')
      .select('token_hash')
      .where('horoscope_id', '=', horoscopeA)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const statuses = [];
    for (let i = 0; i < 62; i += 1)
      statuses.push(
        (await external(horoscopeA, link.token, '/messages', { ip: `10.8.${i}.1` })).status,
      );
    expect(statuses.slice(0, 55).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails the link to the address the astrologer enters', async () => {
    const link = await shareLink(astrologerA, horoscopeA, 'meera@example.com');
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', 'meera@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Ananya Astrologer shared your horoscope on Kusp');
    expect(mail[0]!.text).toContain(`${t.config.publicUrl}${link.url}`);
    const bad = await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
      token: astrologerA.token,
      body: { horoscopeId: horoscopeA, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
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
      expect(published).toEqual([
        {
          userId: astrologerA.id,
          event: expect.objectContaining({ type: 'PORTAL_PAYMENT', id: link.id }),
        },
      ]);
    });
    await vi.waitFor(async () => {
      const mails = await t.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text'])
        .where('subject', 'like', '%Meera Kapoor%')
        .execute();
      expect(mails.map((m) => m.to_address)).toEqual([astrologerA.email]);
      expect(mails[0]!.text).toContain('You earn ₹80.00');
    });
    // The client gave an e-mail (the mailed share link): the receipt goes there.
    const receipts = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'meera@example.com')
      .where('subject', 'like', '%receipt%')
      .execute();
    expect(receipts).toEqual([{ subject: 'Your Kusp receipt: ₹118.00' }]);
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
    expect((listed.json.data as PaymentLink[]).map((l) => l.status)).toEqual(['EXPIRED']);
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
      expect(history.json.data).toHaveLength(4);
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
