import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementLine } from '@kusp/contracts';
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
const client = () => ({ 'x-forwarded-for': `10.7.${Math.floor(++ip / 250)}.${ip % 250}` });
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.db.transaction().execute(fn);

/** Every kind of wallet movement: a grant, a card purchase, a paid question, a refunded one, a
 * live session held and paid in part, one held and released. */
async function busyWallet(customerId: string, token: string, astrologerId: string) {
  await grant(t, customerId, 2_000_000);
  const purchase = await call(t.app, 'POST', '/api/v2/credit', {
    token,
    headers: client(),
    body: {
      amount: 100,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId,
    },
  });
  const decided = await t.app.inject({
    method: 'POST',
    url: String(purchase.json.data),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  await t.app.inject({ method: 'GET', url: String(decided.headers.location) });

  const quote = await t.app.money.quoteAstrologer(astrologerId, 'IN');
  const order = (serviceCode: 'OFFLINE_QUESTION' | 'LIVE_CHAT') =>
    inTrx((trx) =>
      t.app.money.createOrder(trx, {
        serviceCode,
        customerId,
        astrologerId,
        quote,
        paymentProcessor: 'WALLET',
      }),
    );
  const paid = await order('OFFLINE_QUESTION');
  await inTrx((trx) => t.app.money.payFromWallet(trx, paid.orderId));
  const refunded = await order('OFFLINE_QUESTION');
  await inTrx(async (trx) => {
    await t.app.money.payFromWallet(trx, refunded.orderId);
    await t.app.money.refund(trx, refunded.orderId, 'Not answered in time');
  });
  const halfSession = await order('LIVE_CHAT');
  await inTrx(async (trx) => {
    await t.app.money.holdFromWallet(trx, halfSession.orderId);
    await t.app.money.settleHold(trx, halfSession.orderId, { part: 1, whole: 2 });
  });
  const released = await order('LIVE_CHAT');
  await inTrx(async (trx) => {
    await t.app.money.holdFromWallet(trx, released.orderId);
    await t.app.money.releaseHold(trx, released.orderId);
  });
}

const statement = (userId: string, token: string, query = '') =>
  call(t.app, 'GET', `/api/v1/transactions/statement?userId=${userId}${query}`, { token });

describe('wallet statement', () => {
  it('lists every movement of the own wallet, newest first, with a balance that ends at the wallet', async () => {
    const astrologer = await astrologerWithRate(t, '500');
    // Another customer's wallet moves first and in between: none of it may show.
    const other = await createAccount(t.app, t.db, 'customer');
    await busyWallet(other.id, other.token, astrologer.id);
    const customer = await createAccount(t.app, t.db, 'customer');
    await busyWallet(customer.id, customer.token, astrologer.id);
    await grant(t, other.id, 5_000);

    const all = await statement(customer.id, customer.token, '&pageSize=100');
    expect(all.status).toBe(200);
    const lines = all.json.content as StatementLine[];
    // ₹500 + 18 % GST = ₹590 = 590,000 millicredits; half a session = 295,000.
    expect(lines.map((l) => [l.kind, l.serviceCode, l.amount])).toEqual([
      ['RELEASE', 'LIVE_CHAT', 590_000],
      ['HOLD', 'LIVE_CHAT', -590_000],
      ['RELEASE', 'LIVE_CHAT', 295_000],
      ['HOLD', 'LIVE_CHAT', -590_000],
      ['REFUND', 'OFFLINE_QUESTION', 590_000],
      ['DEBIT', 'OFFLINE_QUESTION', -590_000],
      ['DEBIT', 'OFFLINE_QUESTION', -590_000],
      ['PURCHASE', 'CREDIT_PURCHASE', 100_000],
      ['GRANT', null, 2_000_000],
    ]);
    expect(lines[4]!.note).toBe('Not answered in time');

    // Read oldest first, each balance is the one before plus the line's amount, from zero.
    let running = 0;
    for (const line of [...lines].reverse()) {
      running += line.amount;
      expect(line.balance).toBe(running);
    }
    const shown = await call(t.app, 'GET', `/api/v1/credit/${customer.id}`, {
      token: customer.token,
    });
    expect(shown.json.balance).toBe(2_000_000 + 100_000 - 590_000 - 295_000);
    expect(lines[0]!.balance).toBe(shown.json.balance);
    expect(all.json.balance).toBe(shown.json.balance);
    expect(await wallet(t, customer.id)).toEqual({
      cached: shown.json.balance,
      ledger: shown.json.balance,
    });

    // Paged: page 1 of 4 lines continues where page 0 stopped, balances unchanged.
    const second = await statement(customer.id, customer.token, '&pageNumber=1&pageSize=4');
    expect(second.json).toMatchObject({ totalElements: 9, totalPages: 3, number: 1, size: 4 });
    expect(second.json.content).toEqual(lines.slice(4, 8));
  });

  it('answers 404 for another customer’s statement and 400 for a bad page', async () => {
    const owner = await createAccount(t.app, t.db, 'customer');
    await grant(t, owner.id, 1_000);
    const stranger = await createAccount(t.app, t.db, 'customer');
    expect((await statement(owner.id, stranger.token)).status).toBe(404);
    const bad = await statement(owner.id, owner.token, '&pageSize=0');
    expect(bad.status).toBe(400);
    const empty = await statement(stranger.id, stranger.token);
    expect(empty.json).toMatchObject({ content: [], totalElements: 0, balance: 0 });
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    expect((await statement(astrologer.id, astrologer.token)).status).toBe(403);
  });
});
