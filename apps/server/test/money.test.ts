import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, moneyTexts } from '@kusp/contracts';
import type { Trx } from '../src/modules/money/ledger.ts';
import { createAccount } from './support/accounts.ts';
import { askedQuestion, astrologerWithRate, earnings, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each call poses as another client so the per-IP rate limits stay out of the way. */
const client = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++ip / 250)}.${ip % 250}` });

/** A question's order, made by POST /api/v1/question the way the Ask A Question modal does. */
async function order(token: string, customerId: string, astrologerId: string) {
  return (await askedQuestion(t, { id: customerId, token }, astrologerId, client())).order;
}

const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.db.transaction().execute(fn);

const pay = (token: string, orderId: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v3/payment', {
    token,
    headers: { ...client(), ...headers },
    body: { orderId, paymentProcessor: 'WALLET' },
  });

describe('the money API', () => {
  it('is described in the OpenAPI document', async () => {
    const docs = await call(t.app, 'GET', '/api/docs/json');
    const paths = Object.keys((docs.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/pricing/astrologer/rate/final/{astrologerId}',
        '/api/v1/pricing/credit',
        '/api/v1/pricing/dialogue',
        '/api/v1/pricing/portal',
        '/api/v1/credit/{userId}',
        '/api/v2/credit',
        '/api/v1/order',
        '/api/v3/payment',
        '/api/v1/payment/order/{orderId}',
        '/api/v1/payment/update-payment-order',
        '/api/v1/payment/callback/sandbox',
        '/api/v1/payment/callback/ccavenue',
        '/api/v1/transactions',
        '/api/v1/astrologer/transactions',
        '/api/v1/astrologer/transactions/statistics',
        '/api/v1/astrologer/money-earned',
      ]),
    );
  });
});

describe('pricing', () => {
  it('prices a question in India with CGST and SGST and abroad with the international tax', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '123.70');
    const url = `/api/v1/pricing/astrologer/rate/final/${astrologer.id}?type=PER_QUESTION`;

    const india = await call(t.app, 'GET', url, { token: customer.token });
    expect(india.status).toBe(200);
    // 9 % of 12370 is 1113.3 → 1113 per line; commission 20 % is 2474.
    expect(india.json).toEqual({
      baseRate: 12370,
      cgst: 1113,
      sgst: 1113,
      intlTax: 0,
      commission: 2474,
      taxAndSurcharge: 2226,
      totalAmount: 14596,
      currency: 'INR',
    });
    const ind = await call(t.app, 'GET', `${url}&countryCode=IND`, { token: customer.token });
    expect(ind.json).toEqual(india.json);

    // 18 % of 12370 is 2226.6 → 2227 as one line.
    const abroad = await call(t.app, 'GET', `${url}&countryCode=US`, { token: customer.token });
    expect(abroad.json).toEqual({
      baseRate: 12370,
      cgst: 0,
      sgst: 0,
      intlTax: 2227,
      commission: 2474,
      taxAndSurcharge: 2227,
      totalAmount: 14597,
      currency: 'INR',
    });
  });

  it('rounds half a paisa up on each line', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '105.50');
    const quote = await call(
      t.app,
      'GET',
      `/api/v1/pricing/astrologer/rate/final/${astrologer.id}`,
      { token: customer.token },
    );
    // 9 % of 10550 is 949.5 → 950.
    expect(quote.json).toMatchObject({
      cgst: 950,
      sgst: 950,
      totalAmount: 12450,
      commission: 2110,
    });
  });

  it('prices credits, the AI assistant and portal links', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const credits = await call(t.app, 'GET', '/api/v1/pricing/credit?amount=200', {
      token: customer.token,
    });
    expect(credits.json).toMatchObject({ baseRate: 20000, cgst: 0, totalAmount: 20000 });
    const odd = await call(t.app, 'GET', '/api/v1/pricing/credit?amount=150', {
      token: customer.token,
    });
    expect(odd.status).toBe(400);
    expect(odd.json.message).toBe(moneyTexts.creditAmount);

    const dialogue = await call(t.app, 'GET', '/api/v1/pricing/dialogue?countryCode=IN', {
      token: customer.token,
    });
    expect(dialogue.json).toEqual({
      totalAmount: 20000,
      chatgptMinimumCreditThreshold: 20000,
      currency: 'CREDITS',
    });

    const portal = await call(t.app, 'GET', '/api/v1/pricing/portal?amount=10&countryCode=IN', {
      token: astrologer.token,
    });
    expect(portal.json).toMatchObject({ baseRate: 1000, cgst: 90, sgst: 90, totalAmount: 1180 });
    const bad = await call(t.app, 'GET', '/api/v1/pricing/portal?amount=1.5', {
      token: astrologer.token,
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown astrologer and needs a signed-in caller', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const url = `/api/v1/pricing/astrologer/rate/final/${unknown}`;
    expect((await call(t.app, 'GET', url, { token: customer.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
  });
});

describe('wallet payments', () => {
  it('pays an order from the wallet and refuses when the balance is short', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, customer.id, 150_000);
    const first = await order(customer.token, customer.id, astrologer.id);
    expect(first.invoice.totalAmount).toBe(11800);

    const paid = await pay(customer.token, first.orderId);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: true, order: { status: 'PAID' } });
    expect(paid.json.data).toBe(
      `/user/payment-status?success=true&transactionId=${String(paid.json.transactionId)}`,
    );
    expect(await wallet(t, customer.id)).toEqual({ cached: 32_000, ledger: 32_000 });

    const balance = await call(t.app, 'GET', `/api/v1/credit/${customer.id}`, {
      token: customer.token,
    });
    expect(balance.json).toEqual({ balance: 32_000, currency: 'CREDITS' });

    const second = await order(customer.token, customer.id, astrologer.id);
    const short = await pay(customer.token, second.orderId);
    expect(short.status).toBe(409);
    expect(short.json.message).toBe(messages.payment.noCredits);
    expect(await wallet(t, customer.id)).toEqual({ cached: 32_000, ledger: 32_000 });
    const unpaid = await call(t.app, 'GET', `/api/v1/payment/order/${second.orderId}`, {
      token: customer.token,
    });
    expect(unpaid.json.status).toBe('CREATED');

    // Paying a paid order again moves nothing.
    const again = await pay(customer.token, first.orderId);
    expect(again.json).toMatchObject({ status: true, order: { status: 'PAID' } });
    expect(await wallet(t, customer.id)).toEqual({ cached: 32_000, ledger: 32_000 });
  });

  it('pays a total of 0 at once, whatever the processor', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '0');
    const free = await order(customer.token, customer.id, astrologer.id);
    const paid = await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      headers: client(),
      body: { orderId: free.orderId, paymentProcessor: 'CCAVENUE' },
    });
    expect(paid.json).toMatchObject({ status: true, order: { status: 'PAID' } });
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('gives exactly 37 of 100 concurrent debits when the balance covers 37', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    const price = 118_000; // millicredits of a ₹118.00 total
    const rest = 50_000;
    await grant(t, customer.id, 37 * price + rest);
    const orders = [];
    for (let i = 0; i < 100; i++)
      orders.push(await order(customer.token, customer.id, astrologer.id));

    // Real concurrent HTTP requests against a listening server, so on PostgreSQL the pool's
    // connections really race for the wallet row.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const results = await Promise.all(
      orders.map(async ({ orderId }) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/v3/payment`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${customer.token}`,
            'content-type': 'application/json',
            ...client(),
          },
          body: JSON.stringify({ orderId, paymentProcessor: 'WALLET' }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    const succeeded = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(succeeded).toHaveLength(37);
    expect(refused).toHaveLength(63);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(messages.payment.noCredits);
    }
    expect(await wallet(t, customer.id)).toEqual({ cached: rest, ledger: rest });
    const paidCount = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customer.id)
      .where('status', '=', 'PAID')
      .executeTakeFirstOrThrow();
    expect(Number(paidCount.n)).toBe(37);
  });
});

describe('idempotency', () => {
  it('replays a retry with the same key and moves no money again', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, customer.id, 1_000_000);
    const one = await order(customer.token, customer.id, astrologer.id);
    const key = { 'idempotency-key': `pay-${one.orderId}` };
    const first = await pay(customer.token, one.orderId, key);
    const retry = await pay(customer.token, one.orderId, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });

    const other = await order(customer.token, customer.id, astrologer.id);
    const reused = await pay(customer.token, other.orderId, key);
    expect(reused.status).toBe(422);
    expect(reused.json.message).toBe(moneyTexts.idempotencyMismatch);
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });
  });

  it('lets simultaneous requests with one key move money once', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, customer.id, 1_000_000);
    const orders = [
      await order(customer.token, customer.id, astrologer.id),
      await order(customer.token, customer.id, astrologer.id),
    ];
    const key = { 'idempotency-key': 'same-key-twice' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => pay(customer.token, orders[0]!.orderId, key)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.transactionId)).size).toBe(1);
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });

    // A failure is not stored: the same key works once the wallet can pay.
    const poor = await createAccount(t.app, t.db, 'customer');
    const theirs = await order(poor.token, poor.id, astrologer.id);
    const retryKey = { 'idempotency-key': 'after-top-up' };
    expect((await pay(poor.token, theirs.orderId, retryKey)).status).toBe(409);
    await grant(t, poor.id, 118_000);
    expect((await pay(poor.token, theirs.orderId, retryKey)).status).toBe(200);
    expect(await wallet(t, poor.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('refuses a malformed key', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    const one = await order(customer.token, customer.id, astrologer.id);
    const bad = await pay(customer.token, one.orderId, { 'idempotency-key': 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(moneyTexts.idempotencyKeyInvalid);
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's wallet and orders", async () => {
    const alice = await createAccount(t.app, t.db, 'customer');
    const bob = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, alice.id, 500_000);
    const alicesOrder = await order(alice.token, alice.id, astrologer.id);

    expect(
      (await call(t.app, 'GET', `/api/v1/credit/${alice.id}`, { token: bob.token })).status,
    ).toBe(404);
    const read = await call(t.app, 'GET', `/api/v1/payment/order/${alicesOrder.orderId}`, {
      token: bob.token,
    });
    expect(read.status).toBe(404);
    expect((await pay(bob.token, alicesOrder.orderId)).status).toBe(404);
    const forOther = await call(t.app, 'POST', '/api/v1/order', {
      token: bob.token,
      headers: client(),
      body: {
        serviceCode: 'OFFLINE_QUESTION',
        astrologerId: astrologer.id,
        customerId: alice.id,
        paymentProcessor: 'WALLET',
      },
    });
    expect(forOther.status).toBe(404);
    expect(await wallet(t, alice.id)).toEqual({ cached: 500_000, ledger: 500_000 });
  });

  it("answers an order request with the asked question's own order, and nothing else", async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    const { question, order: own } = await askedQuestion(t, customer, astrologer.id, client());
    const attempt = (serviceCode: string, extra: Record<string, unknown> = {}) =>
      call(t.app, 'POST', '/api/v1/order', {
        token: customer.token,
        headers: client(),
        body: {
          serviceCode,
          astrologerId: astrologer.id,
          customerId: customer.id,
          paymentProcessor: 'WALLET',
          ...extra,
        },
      });
    // A client amount is ignored: the invoice is the server's quote, made with the question.
    const found = await attempt('OFFLINE_QUESTION', { reference: question.questionId, amount: 1 });
    expect(found.json).toMatchObject({ orderId: own.orderId, invoice: { totalAmount: 11800 } });

    const unnamed = await attempt('OFFLINE_QUESTION');
    expect([unnamed.status, unnamed.json.errors]).toEqual([
      400,
      { reference: messages.generic.fieldRequired },
    ]);
    expect((await attempt('OFFLINE_QUESTION', { reference: randomUUID() })).status).toBe(404);
    // Sessions are priced and held by the chat request; credits have their own route.
    for (const code of ['LIVE_CHAT', 'VIDEO_CALL', 'CREDIT_PURCHASE', 'AI_QUESTION']) {
      const refused = await attempt(code, { reference: question.questionId });
      expect([refused.status, refused.json.message]).toEqual([400, moneyTexts.notOrderable]);
    }
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(orders).toEqual([{ id: own.orderId }]);
  });
});

describe('the money service other modules call', () => {
  async function setUp(rate = '100') {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, rate);
    await grant(t, customer.id, 1_000_000);
    const quote = await t.app.money.quoteAstrologer(astrologer.id, 'IN');
    const create = (serviceCode: 'LIVE_CHAT' | 'OFFLINE_QUESTION' | 'AI_QUESTION') =>
      inTrx((trx) =>
        t.app.money.createOrder(trx, {
          serviceCode,
          customerId: customer.id,
          astrologerId: serviceCode === 'AI_QUESTION' ? null : astrologer.id,
          quote: serviceCode === 'AI_QUESTION' ? t.app.money.quoteAiQuestion('IN') : quote,
          paymentProcessor: 'WALLET',
        }),
      );
    return { customer, astrologer, create };
  }

  it('holds, settles and releases a live session once each', async () => {
    const { customer, create } = await setUp();
    const chat = await create('LIVE_CHAT');
    const held = await inTrx((trx) => t.app.money.holdFromWallet(trx, chat.orderId));
    await inTrx((trx) => t.app.money.holdFromWallet(trx, chat.orderId));
    expect(held.status).toBe('HELD');
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });
    const whole = { part: 1, whole: 1 };
    const captured = await inTrx((trx) => t.app.money.settleHold(trx, chat.orderId, whole));
    await inTrx((trx) => t.app.money.settleHold(trx, chat.orderId, whole));
    expect(captured.status).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });
    await expect(inTrx((trx) => t.app.money.releaseHold(trx, chat.orderId))).rejects.toThrow(
      moneyTexts.orderNotPayable,
    );

    const other = await create('LIVE_CHAT');
    await inTrx((trx) => t.app.money.holdFromWallet(trx, other.orderId));
    const released = await inTrx((trx) => t.app.money.releaseHold(trx, other.orderId));
    await inTrx((trx) => t.app.money.releaseHold(trx, other.orderId));
    expect(released.status).toBe('RELEASED');
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });
  });

  it('runs the paid hooks in the payment transaction, and a failing hook pays nothing', async () => {
    const { customer, create } = await setUp();
    const seen: string[] = [];
    let fail = false;
    t.app.money.onOrderPaid('AI_QUESTION', async (trx, paid) => {
      const row = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', paid.orderId)
        .executeTakeFirstOrThrow();
      seen.push(row.status);
      if (fail) throw new Error('hook failed');
    });
    const ai = await create('AI_QUESTION');
    expect(ai.quote).toMatchObject({ baseRate: 1695, cgst: 153, sgst: 152, totalAmount: 2000 });
    await inTrx((trx) => t.app.money.payFromWallet(trx, ai.orderId));
    expect(seen).toEqual(['PAID']);
    expect(await wallet(t, customer.id)).toEqual({ cached: 980_000, ledger: 980_000 });

    fail = true;
    const next = await create('AI_QUESTION');
    await expect(inTrx((trx) => t.app.money.payFromWallet(trx, next.orderId))).rejects.toThrow(
      'hook failed',
    );
    expect(await wallet(t, customer.id)).toEqual({ cached: 980_000, ledger: 980_000 });
    expect((await t.app.money.getOrder(t.db, next.orderId))?.status).toBe('CREATED');
  });

  it('records an earning once, and refunds an unearned order once', async () => {
    const { customer, astrologer, create } = await setUp('100');
    const question = await create('OFFLINE_QUESTION');
    await expect(
      inTrx((trx) => t.app.money.recordEarning(trx, question.orderId)),
    ).rejects.toThrow();
    await inTrx((trx) => t.app.money.payFromWallet(trx, question.orderId));
    await inTrx((trx) => t.app.money.recordEarning(trx, question.orderId));
    await inTrx((trx) => t.app.money.recordEarning(trx, question.orderId));
    // Base 10000 less 20 % commission.
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 8_000, ledger: 8_000 });
    await expect(inTrx((trx) => t.app.money.refund(trx, question.orderId, 'late'))).rejects.toThrow(
      moneyTexts.orderNotPayable,
    );

    const unanswered = await create('OFFLINE_QUESTION');
    await inTrx((trx) => t.app.money.payFromWallet(trx, unanswered.orderId));
    expect(await wallet(t, customer.id)).toEqual({ cached: 764_000, ledger: 764_000 });
    const refunded = await inTrx((trx) => t.app.money.refund(trx, unanswered.orderId, 'no answer'));
    await inTrx((trx) => t.app.money.refund(trx, unanswered.orderId, 'no answer'));
    expect(refunded.status).toBe('REFUNDED');
    expect(await wallet(t, customer.id)).toEqual({ cached: 882_000, ledger: 882_000 });
    expect(await t.app.money.balance(t.db, customer.id)).toBe(882_000);
  });
});
