import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningServiceCodes,
  portalTexts,
  shareLinkToken,
  type ChatMessage,
  type Earning,
  type MoneyEarnedItem,
  type PaymentLink,
  type PaymentLinkSummary,
} from '@kusp/contracts';
import type { Trx } from '../src/modules/money/ledger.ts';
import { createAccount } from './support/accounts.ts';
import { birth, grant } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Portal money that adds up (issue 42): Send Link posts the link in the chat and e-mails it; the
// payer's page names the astrologer and the payer's lines; the astrologer's Transactions name who
// paid, and Money Earned counts each service on its own.

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let ananya: Account;
let ravi: Account;
let meera: string;
let meeraChat: string;
let belaLink: PaymentLink;

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.8.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.db.transaction().execute(fn);

async function addClient(astrologer: Account, name: string, email?: string) {
  const added = await call(t.app, 'POST', '/api/v3/horoscope/add', {
    token: astrologer.token,
    body: { ...birth, name, countryCode: '+91', phone: '9876543210' },
  });
  expect(added.status).toBe(200);
  const horoscopeId = String(added.json.horoscopeId);
  const opened = await call(t.app, 'POST', '/api/v1/external-customer/conversation', {
    token: astrologer.token,
    body: { astrologerId: astrologer.id, horoscopeId },
  });
  expect(opened.status).toBe(200);
  if (email) {
    const set = await call(t.app, 'PUT', '/api/v1/external-customer/email', {
      token: astrologer.token,
      body: { horoscopeId, email },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(set.status).toBe(200);
  }
  return { horoscopeId, conversationId: (opened.json.data as { id: string }).id };
}

const sendLink = (astrologer: Account, conversationId: string, amount: number, key?: string) =>
  call(t.app, 'POST', '/api/v1/payment/portal-link', {
    token: astrologer.token,
    headers: { 'x-forwarded-for': freshAddress(), ...(key ? { 'idempotency-key': key } : {}) },
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

const mailLink = (astrologer: Account, linkId: string, email: string) =>
  call(t.app, 'POST', `/api/v1/payment/portal-link/${linkId}/email`, {
    token: astrologer.token,
    headers: { 'x-forwarded-for': freshAddress() },
    body: { email },
  });

const summary = (linkId: string) =>
  call(t.app, 'GET', `/api/v1/external/payment-link/${linkId}/summary`, {
    headers: { 'x-forwarded-for': freshAddress() },
  });

/** The client opens the link and presses Pay on the sandbox page; the gateway calls back. */
async function pay(linkId: string) {
  const opened = await call(t.app, 'GET', `/api/v1/external/payment-link/${linkId}`, {
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(opened.status).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: String(opened.json.data),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  await t.app.inject({ method: 'GET', url: String(paid.headers.location) });
}

const mailsTo = (address: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', address)
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  // The other astrologer's client, link (paid) and earnings go in first.
  ravi = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ravi', lastName: 'Iyer' });
  const bela = await addClient(ravi, 'Bela Rao', 'bela@example.com');
  const made = await sendLink(ravi, bela.conversationId, 500);
  belaLink = made.json.link as unknown as PaymentLink;
  await pay(belaLink.id);
  ananya = await createAccount(t.app, t.db, 'astrologer', {
    firstName: 'Ananya',
    lastName: 'Sharma',
  });
  const client = await addClient(ananya, 'Meera Kapoor', 'meera@example.com');
  meera = client.horoscopeId;
  meeraChat = client.conversationId;
});
afterAll(() => t.close());

describe('Send Link', () => {
  it('posts the link in the portal chat once, where the client reads it', async () => {
    const first = await sendLink(ananya, meeraChat, 300, 'send-300');
    const again = await sendLink(ananya, meeraChat, 300, 'send-300');
    expect(first.status).toBe(200);
    const link = first.json.link as unknown as PaymentLink;
    expect((again.json.link as unknown as PaymentLink).id).toBe(link.id);
    const address = `${t.config.publicUrl}/external/pay?id=${link.id}`;

    const history = await call(
      t.app,
      'GET',
      `/api/v1/external-customer/messages?horoscopeId=${meera}&pageSize=50`,
      { token: ananya.token },
    );
    const posted = (history.json.data as ChatMessage[]).filter((m) => m.content.includes(address));
    expect(posted.map((m) => [m.senderId, m.content])).toEqual([
      [ananya.id, `Payment link for ₹354.00 (₹300.00 + ₹54.00 GST). Pay here: ${address}`],
    ]);
    // The other astrologer reaches none of it.
    const foreign = await call(t.app, 'GET', `/api/v1/payment/portal-links?horoscopeId=${meera}`, {
      token: ravi.token,
    });
    expect(foreign.status).toBe(404);

    // The client's page (the share link) shows the same message.
    const share = await call(t.app, 'POST', '/api/v1/external-customer/share-link', {
      token: ananya.token,
      body: { horoscopeId: meera },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    const token = shareLinkToken(new URL(String(share.json.url), 'http://x').hash)!;
    const seen = await call(t.app, 'GET', `/api/v1/external/horoscope/${meera}/messages`, {
      headers: { 'x-portal-token': token, 'x-forwarded-for': freshAddress() },
    });
    expect((seen.json.data as ChatMessage[]).map((m) => m.content)).toContain(posted[0]!.content);
  });

  it("e-mails the link, with the payer's lines, only to the client's e-mail on record", async () => {
    const link = (await sendLink(ananya, meeraChat, 300)).json.link as unknown as PaymentLink;
    const elsewhere = await mailLink(ananya, link.id, 'victim@example.com');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(portalTexts.clientEmailDiffers);
    expect(await mailsTo('victim@example.com')).toEqual([]);
    const foreign = await mailLink(ravi, link.id, 'meera@example.com');
    expect(foreign.status).toBe(404);

    const noEmail = await addClient(ananya, 'Nikhil Rao');
    const unmailable = (await sendLink(ananya, noEmail.conversationId, 50)).json
      .link as unknown as PaymentLink;
    const missing = await mailLink(ananya, unmailable.id, 'nikhil@example.com');
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(portalTexts.clientEmailMissing);

    const before = (await mailsTo('meera@example.com')).length;
    const sent = await mailLink(ananya, link.id, 'Meera@Example.com');
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe(portalTexts.paymentLinkMailed);
    const mails = await mailsTo('meera@example.com');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your payment link on Kusp');
    expect(mail.text).toContain('Astrologer: Ananya Sharma');
    expect(mail.text).toContain('Base rate: ₹300.00\nCGST: ₹27.00\nSGST: ₹27.00\nTotal: ₹354.00');
    expect(mail.text).toContain(`${t.config.publicUrl}/external/pay?id=${link.id}`);
    expect(mail.text).not.toContain('Commission');
    // Counted against the astrologer's daily cap of client mails, as the share link's mail is.
    const counted = await t.db
      .selectFrom('portal_client_mails')
      .select('kind')
      .where('astrologer_id', '=', ananya.id)
      .execute();
    expect(counted.map((c) => c.kind)).toEqual(['PAYMENT_LINK']);

    const revoked = await call(t.app, 'POST', `/api/v1/payment/portal-link/${link.id}/revoke`, {
      token: ananya.token,
    });
    expect(revoked.status).toBe(200);
    const late = await mailLink(ananya, link.id, 'meera@example.com');
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(portalTexts.paymentLinkRevoked);
  });
});

describe("the payer's page", () => {
  it('names the astrologer and the lines the payer pays, which add up to the total', async () => {
    const link = (await sendLink(ananya, meeraChat, 300)).json.link as unknown as PaymentLink;
    const before = await summary(link.id);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({
      id: link.id,
      astrologerName: 'Ananya Sharma',
      invoice: {
        baseRate: 30000,
        cgst: 2700,
        sgst: 2700,
        intlTax: 0,
        totalAmount: 35400,
        currency: 'INR',
      },
      status: 'CREATED',
      expiresAt: link.expiresAt,
      paidAt: null,
    });
    const { baseRate, cgst, sgst, intlTax, totalAmount } = (
      before.json as unknown as PaymentLinkSummary
    ).invoice;
    expect(baseRate + cgst + sgst + intlTax).toBe(totalAmount);

    await pay(link.id);
    const after = (await summary(link.id)).json as unknown as PaymentLinkSummary;
    expect(after.status).toBe('PAID');
    expect(after.paidAt).not.toBeNull();
    // Opening the checkout of a paid link is refused; the page shows the summary's PAID instead.
    const again = await call(t.app, 'GET', `/api/v1/external/payment-link/${link.id}`, {
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(again.status).toBe(409);

    // The other astrologer's paid link names them, not Ananya.
    expect((await summary(belaLink.id)).json).toMatchObject({
      astrologerName: 'Ravi Iyer',
      status: 'PAID',
    });
    expect((await summary('6f1c3a52-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await summary('not-a-link')).status).toBe(400);
  });
});

describe("the astrologer's Transactions and Money Earned", () => {
  it('name who paid for what, and count each service in its own column, summing to the total', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Kavya' });
    await t.db
      .updateTable('astrologer_profiles')
      .set({ rate: '100' })
      .where('user_id', '=', astrologer.id)
      .execute();
    const customer = await createAccount(t.app, t.db, 'customer', {
      firstName: 'Kiran',
      lastName: 'Mehta',
    });
    await grant(t, customer.id, 5_000_000);
    const earned: Record<string, string> = {};
    for (const code of ['OFFLINE_QUESTION', 'LIVE_CHAT', 'VIDEO_CALL'] as const) {
      const quote = await t.app.money.quoteAstrologer(astrologer.id, 'IN');
      earned[code] = await inTrx(async (trx) => {
        const order = await t.app.money.createOrder(trx, {
          serviceCode: code,
          customerId: customer.id,
          astrologerId: astrologer.id,
          quote,
          paymentProcessor: 'WALLET',
        });
        await t.app.money.payFromWallet(trx, order.orderId);
        await t.app.money.recordEarning(trx, order.orderId);
        return order.orderId;
      });
    }
    const client = await addClient(astrologer, 'Farah Khan');
    const link = (await sendLink(astrologer, client.conversationId, 300)).json
      .link as unknown as PaymentLink;
    await pay(link.id);

    const get = (path: string) =>
      call(t.app, 'GET', `/api/v1/astrologer/${path}?userId=${astrologer.id}`, {
        token: astrologer.token,
      });
    const list = (await get('transactions')).json.content as unknown as Earning[];
    expect(
      list
        .map((e) => [e.serviceCode, e.customerName, e.amount])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['ASTRO_PORTAL_CHAT', 'Farah Khan', 24000],
      ['LIVE_CHAT', 'Kiran Mehta', 8000],
      ['OFFLINE_QUESTION', 'Kiran Mehta', 8000],
      ['VIDEO_CALL', 'Kiran Mehta', 8000],
    ]);

    expect((await get('transactions/statistics')).json).toEqual({
      liveChatSessions: 1,
      liveVideoCallSessions: 1,
      questionsAnswered: 1,
      portalPayments: 1,
      totalEarnings: 48000,
    });

    const months = (await get('money-earned')).json as unknown as MoneyEarnedItem[];
    expect(months).toHaveLength(1);
    const [month] = months;
    expect(month!.services).toEqual({
      OFFLINE_QUESTION: { count: 1, earned: 8000 },
      LIVE_CHAT: { count: 1, earned: 8000 },
      VIDEO_CALL: { count: 1, earned: 8000 },
      ASTRO_PORTAL_CHAT: { count: 1, earned: 24000 },
    });
    expect(month!.questionsAnswered).toBe(1);
    expect(month!.moneyEarned).toBe(
      earningServiceCodes.reduce((sum, code) => sum + month!.services[code].earned, 0),
    );
    expect(month!.moneyEarned).toBe(48000);

    // Ravi's paid link is his alone.
    const ravis = (
      await call(t.app, 'GET', `/api/v1/astrologer/transactions?userId=${ravi.id}`, {
        token: ravi.token,
      })
    ).json.content as unknown as Earning[];
    expect(ravis.map((e) => [e.customerName, e.amount])).toEqual([['Bela Rao', 40000]]);
  });
});
