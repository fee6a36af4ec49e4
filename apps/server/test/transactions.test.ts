import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@kusp/contracts';
import { demoCustomer, demoPassword, seedDemoData } from '../src/modules/demo/seed.ts';
import { seedMoneyDemo } from '../src/modules/money/demo.ts';
import type { Trx } from '../src/modules/money/ledger.ts';
import { createAccount } from './support/accounts.ts';
import { astrologerWithRate, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.3.${Math.floor(++ip / 250)}.${ip % 250}` });
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.db.transaction().execute(fn);

async function newOrder(
  customerId: string,
  astrologerId: string,
  serviceCode: 'OFFLINE_QUESTION' | 'LIVE_CHAT',
) {
  const quote = await t.app.money.quoteAstrologer(astrologerId, 'IN');
  return inTrx((trx) =>
    t.app.money.createOrder(trx, {
      serviceCode,
      customerId,
      astrologerId,
      quote,
      paymentProcessor: 'WALLET',
    }),
  );
}

describe('customer transactions', () => {
  it('lists paid and failed payments newest first, paged, own only', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, customer.id, 1_000_000);
    const question = await newOrder(customer.id, astrologer.id, 'OFFLINE_QUESTION');
    await inTrx((trx) => t.app.money.payFromWallet(trx, question.orderId));

    const buy = async (action: 'pay' | 'cancel') => {
      const purchase = await call(t.app, 'POST', '/api/v2/credit', {
        token: customer.token,
        headers: client(),
        body: {
          amount: 100,
          paymentProcessor: 'CCAVENUE',
          serviceCode: 'CREDIT_PURCHASE',
          customerId: customer.id,
        },
      });
      const decided = await t.app.inject({
        method: 'POST',
        url: String(purchase.json.data),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
      await t.app.inject({ method: 'GET', url: String(decided.headers.location) });
      return String(purchase.json.transactionId);
    };
    const cancelled = await buy('cancel');
    const bought = await buy('pay');
    // Still open at the gateway: not a transaction yet.
    await call(t.app, 'POST', '/api/v2/credit', {
      token: customer.token,
      headers: client(),
      body: {
        amount: 200,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'CREDIT_PURCHASE',
        customerId: customer.id,
      },
    });

    const list = await call(
      t.app,
      'GET',
      `/api/v1/transactions?userId=${customer.id}&pageNumber=0&pageSize=2`,
      { token: customer.token },
    );
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(list.json.content).toEqual([
      expect.objectContaining({
        transactionId: bought,
        serviceCode: 'CREDIT_PURCHASE',
        paymentProcessor: 'SANDBOX',
        paymentAmount: 10000,
        currency: 'INR',
        paymentSuccessStatus: true,
      }),
      expect.objectContaining({ transactionId: cancelled, paymentSuccessStatus: false }),
    ]);
    const second = await call(
      t.app,
      'GET',
      `/api/v1/transactions?userId=${customer.id}&pageNumber=1&pageSize=2`,
      { token: customer.token },
    );
    expect(second.json.content).toEqual([
      expect.objectContaining({
        orderId: question.orderId,
        serviceCode: 'OFFLINE_QUESTION',
        paymentProcessor: 'WALLET',
        paymentAmount: 11800,
        paymentSuccessStatus: true,
      }),
    ]);

    const other = await createAccount(t.app, t.db, 'customer');
    const foreign = await call(t.app, 'GET', `/api/v1/transactions?userId=${customer.id}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('astrologer earnings', () => {
  it('shows earnings per order, the tiles and money earned per month, own only', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '100');
    await grant(t, customer.id, 2_000_000);
    const earned: string[] = [];
    for (const code of ['OFFLINE_QUESTION', 'OFFLINE_QUESTION', 'LIVE_CHAT'] as const) {
      const order = await newOrder(customer.id, astrologer.id, code);
      await inTrx(async (trx) => {
        if (code === 'LIVE_CHAT') {
          await t.app.money.holdFromWallet(trx, order.orderId);
          await t.app.money.settleHold(trx, order.orderId, { part: 1, whole: 1 });
        } else {
          await t.app.money.payFromWallet(trx, order.orderId);
        }
        await t.app.money.recordEarning(trx, order.orderId);
      });
      earned.push(order.orderId);
    }
    // A question paid but not answered yet earns nothing.
    const pending = await newOrder(customer.id, astrologer.id, 'OFFLINE_QUESTION');
    await inTrx((trx) => t.app.money.payFromWallet(trx, pending.orderId));
    // The first answer was in March 2025 (India time), the others now.
    await t.db
      .updateTable('ledger_entries')
      .set({ created_at: new Date('2025-03-10T06:00:00Z') })
      .where('order_id', '=', earned[0]!)
      .where('kind', '=', 'EARNING')
      .execute();

    const get = (url: string) => call(t.app, 'GET', url, { token: astrologer.token });
    const all = await get(`/api/v1/astrologer/transactions?userId=${astrologer.id}`);
    expect(all.json).toMatchObject({ totalElements: 3, number: 0, size: 10 });
    expect(all.json.content).toEqual([
      expect.objectContaining({ orderId: earned[2], serviceCode: 'LIVE_CHAT', amount: 8000 }),
      expect.objectContaining({
        orderId: earned[1],
        serviceCode: 'OFFLINE_QUESTION',
        amount: 8000,
      }),
      expect.objectContaining({ orderId: earned[0], amount: 8000, currency: 'INR' }),
    ]);
    const march = await get(
      `/api/v1/astrologer/transactions?userId=${astrologer.id}&pageNumber=0&pageSize=10&month=3&year=2025`,
    );
    expect(march.json.content).toEqual([expect.objectContaining({ orderId: earned[0] })]);
    const year = await get(
      `/api/v1/astrologer/transactions?userId=${astrologer.id}&month=-1&year=2025`,
    );
    expect(year.json.totalElements).toBe(1);
    const badMonth = await get(`/api/v1/astrologer/transactions?userId=${astrologer.id}&month=13`);
    expect(badMonth.status).toBe(400);

    const tiles = await get(`/api/v1/astrologer/transactions/statistics?userId=${astrologer.id}`);
    expect(tiles.json).toEqual({
      liveChatSessions: 1,
      liveVideoCallSessions: 0,
      questionsAnswered: 2,
      portalPayments: 0,
      totalEarnings: 24000,
    });

    const months = await get(`/api/v1/astrologer/money-earned?userId=${astrologer.id}`);
    const now = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 7);
    const none = { count: 0, earned: 0 };
    expect(months.json).toEqual([
      {
        month: now,
        questionsAnswered: 1,
        moneyEarned: 16000,
        services: {
          OFFLINE_QUESTION: { count: 1, earned: 8000 },
          LIVE_CHAT: { count: 1, earned: 8000 },
          VIDEO_CALL: none,
          ASTRO_PORTAL_CHAT: none,
        },
      },
      {
        month: '2025-03',
        questionsAnswered: 1,
        moneyEarned: 8000,
        services: {
          OFFLINE_QUESTION: { count: 1, earned: 8000 },
          LIVE_CHAT: none,
          VIDEO_CALL: none,
          ASTRO_PORTAL_CHAT: none,
        },
      },
    ]);

    const other = await createAccount(t.app, t.db, 'astrologer');
    for (const path of ['transactions', 'transactions/statistics', 'money-earned']) {
      const foreign = await call(
        t.app,
        'GET',
        `/api/v1/astrologer/${path}?userId=${astrologer.id}`,
        {
          token: other.token,
        },
      );
      expect(foreign.status).toBe(404);
    }
    const asCustomer = await call(
      t.app,
      'GET',
      `/api/v1/astrologer/money-earned?userId=${customer.id}`,
      { token: customer.token },
    );
    expect(asCustomer.status).toBe(403);
  });
});

describe('demo data', () => {
  it('gives the demo customer a wallet and transactions once', async () => {
    const demo = await startTestApp();
    try {
      await seedDemoData(demo.db);
      await seedMoneyDemo(demo.db, demo.app.money);
      await seedMoneyDemo(demo.db, demo.app.money);
      const signIn = await call(demo.app, 'POST', '/api/v1/authentication', {
        body: { username: demoCustomer.loginId, password: demoPassword },
      });
      const token = String(signIn.json.token);
      const { id } = await demo.db
        .selectFrom('users')
        .select('id')
        .where('login_id', '=', demoCustomer.loginId)
        .executeTakeFirstOrThrow();
      const balance = await call(demo.app, 'GET', `/api/v1/credit/${id}`, { token });
      expect(balance.json).toEqual({ balance: 2_100_000, currency: 'CREDITS' });
      expect(await wallet(demo, id)).toEqual({ cached: 2_100_000, ledger: 2_100_000 });
      const list = await call(demo.app, 'GET', `/api/v1/transactions?userId=${id}`, { token });
      // One transaction wrote both, so they share a time and either may come first.
      const rows = list.json.content as unknown as Transaction[];
      expect(rows.map((row) => [row.serviceCode, row.paymentSuccessStatus]).sort()).toEqual([
        ['CREDIT_PURCHASE', false],
        ['CREDIT_PURCHASE', true],
      ]);
    } finally {
      await demo.close();
    }
  });
});
