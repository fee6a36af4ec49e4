import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { moneyTexts, type Order, type PayoutHistory, type RefundRequest } from '@kusp/contracts';
import { reconcileJob, reconcileLock, runReconciliation } from '../src/modules/money/reconcile.ts';
import type { OperatorAct } from '../src/modules/money/refunds.ts';
import { createAccount } from './support/accounts.ts';
import { decide, madeAgo } from './support/card.ts';
import {
  astrologerWithRate,
  deliveredChat,
  askedQuestion,
  earnings,
  wallet,
} from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let operator: Account;
let act: OperatorAct;
let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}` });

const payout = (astrologerId: string, amount: number, bankReference: string) =>
  t.db
    .transaction()
    .execute((trx) => t.app.money.recordPayout(trx, act, { astrologerId, amount, bankReference }));
const refund = (request: RefundRequest, key: string) =>
  t.db.transaction().execute((trx) => t.app.money.refundOrder(trx, act, request, key));
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );
const audits = (recordId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).execute();
const history = async (astrologer: Account) => {
  const res = await call(t.app, 'GET', `/api/v1/astrologer/payouts?userId=${astrologer.id}`, {
    token: astrologer.token,
    headers: client(),
  });
  expect(res.status).toBe(200);
  return res.json as unknown as PayoutHistory;
};

beforeAll(async () => {
  t = await startTestApp();
  // The ADMIN role comes with the operator console; the service takes any signed-in actor.
  operator = await createAccount(t.app, t.db, 'customer', { firstName: 'Olga' });
  act = { actor: { userId: operator.id, role: 'ADMIN' }, address: '10.3.3.3' };
});
afterAll(() => t.close());

describe('payouts', () => {
  it('pays the whole payable balance once when two operators pay it at once', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const bystander = await astrologerWithRate(t, '500');
    await deliveredChat(t, customer.id, bystander.id);
    await deliveredChat(t, customer.id, astrologer.id);
    await deliveredChat(t, customer.id, astrologer.id);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 80_000, ledger: 80_000 });

    const over = await status(payout(astrologer.id, 80_001, 'UTR-OVER'));
    expect(over).toBe(409);
    const results = await Promise.allSettled([
      payout(astrologer.id, 80_000, 'UTR-A'),
      payout(astrologer.id, 80_000, 'UTR-B'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      statusCode: 409,
      message: moneyTexts.payoutOverPayable,
    });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });
    expect(await earnings(t, bystander.id)).toEqual({ cached: 40_000, ledger: 40_000 });
    const recorded = await audits(astrologer.id);
    expect(recorded.map((a) => a.action)).toEqual(['payout.recorded']);
    expect(recorded[0]).toMatchObject({
      actor_id: operator.id,
      address: '10.3.3.3',
      before: { payable: 80_000 },
      after: { payable: 0, amount: 80_000 },
    });

    // The same bank transfer again answers the first payout and writes nothing more.
    const paid = (
      results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{
        bankReference: string;
        payoutId: string;
      }>
    ).value;
    expect((await payout(astrologer.id, 80_000, paid.bankReference)).payoutId).toBe(paid.payoutId);
    expect(await audits(astrologer.id)).toHaveLength(1);
    expect(await status(payout(bystander.id, 80_000, paid.bankReference))).toBe(409);

    // Money Earned: the astrologer's own balance and history; another's id answers 404.
    expect(await history(astrologer)).toMatchObject({
      payable: 0,
      payouts: [{ payoutId: paid.payoutId, amount: 80_000, bankReference: paid.bankReference }],
    });
    const foreign = await call(t.app, 'GET', `/api/v1/astrologer/payouts?userId=${astrologer.id}`, {
      token: bystander.token,
      headers: client(),
    });
    expect(foreign.status).toBe(404);
  });

  it('lists what is due with the bank proof, and exports it as CSV a spreadsheet reads as text', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500', { firstName: 'Hari', lastName: 'Kumar' });
    await t.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("x")' })
      .where('id', '=', astrologer.id)
      .execute();
    await deliveredChat(t, customer.id, astrologer.id);
    const due = (await t.app.money.payables(t.db)).find((p) => p.astrologerId === astrologer.id);
    expect(due).toMatchObject({ payable: 40_000, bankProofUploadedAt: null });
    const form = new FormData();
    form.append('bankAccountProofImage', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'bank.pdf');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/astrologer/document?astrologerId=${astrologer.id}`,
      headers: { authorization: `Bearer ${astrologer.token}` },
      payload: form,
    });
    expect(uploaded.statusCode).toBe(200);
    const withProof = (await t.app.money.payables(t.db)).find(
      (p) => p.astrologerId === astrologer.id,
    );
    expect(withProof?.bankProofUploadedAt).not.toBeNull();
    const csv = await t.app.money.pendingPayoutsCsv(t.db);
    expect(csv.split('\n')[0]).toBe('astrologer_id,name,email,amount_inr,bank_proof');
    expect(csv).toContain(
      `${astrologer.id},"'=HYPERLINK(""x"") Kumar",${astrologer.email},400.00,yes`,
    );
  });
});

describe('refunds', () => {
  it('reverses the earning first: a refund after the payout leaves an explained negative payable', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const orderId = await deliveredChat(t, customer.id, astrologer.id);
    await payout(astrologer.id, 40_000, `UTR-${orderId}`);
    const before = await wallet(t, customer.id);

    const given = await refund(
      { orderId, reason: 'The astrologer left the chat early', destination: 'WALLET' },
      'r-1',
    );
    expect(given).toMatchObject({ amount: 59_000, earningReversed: 40_000 });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: -40_000, ledger: -40_000 });
    const reversal = await t.db
      .selectFrom('ledger_entries')
      .select(['amount', 'note'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'REVERSAL')
      .execute();
    expect(reversal).toEqual([
      {
        amount: expect.anything(),
        note: 'Refund of the order: The astrologer left the chat early',
      },
    ]);
    expect(await wallet(t, customer.id)).toEqual({
      cached: before.cached + 590_000,
      ledger: before.ledger + 590_000,
    });
    expect((await history(astrologer)).payable).toBe(-40_000);
    expect((await audits(orderId)).map((a) => a.action)).toEqual(['order.refunded']);
    // The same request again (a double click) is the same refund; nothing moves twice.
    expect(
      (await refund({ orderId, reason: 'again', destination: 'WALLET' }, 'r-1')).refundId,
    ).toBe(given.refundId);
    expect(await status(refund({ orderId, reason: 'more', destination: 'WALLET' }, 'r-2'))).toBe(
      409,
    );
    expect(await audits(orderId)).toHaveLength(1);
    // A payout cannot take more: nothing is payable.
    expect(await status(payout(astrologer.id, 1, `UTR-more-${orderId}`))).toBe(409);
  });

  it('refunds in parts, reversing the earning in proportion, never more than was paid', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const orderId = await deliveredChat(t, customer.id, astrologer.id);
    const first = await refund(
      { orderId, amount: 29_500, reason: 'Half', destination: 'WALLET' },
      'a',
    );
    expect(first.earningReversed).toBe(20_000);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 20_000, ledger: 20_000 });
    expect(
      await status(
        refund({ orderId, amount: 29_501, reason: 'Too much', destination: 'WALLET' }, 'b'),
      ),
    ).toBe(409);
    const rest = await refund({ orderId, reason: 'The rest', destination: 'WALLET' }, 'c');
    expect(rest).toMatchObject({ amount: 29_500, earningReversed: 20_000 });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });
    const order = await t.app.money.getOrder(t.db, orderId);
    expect(order?.status).toBe('REFUNDED');
    // A card refund of a wallet payment is refused.
    const other = await deliveredChat(t, customer.id, astrologer.id);
    expect(await status(refund({ orderId: other, reason: 'x', destination: 'CARD' }, 'd'))).toBe(
      409,
    );
  });

  it('gives a card payment back through the provider once, even when asked twice at once', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const { order } = await askedQuestion(t, customer, astrologer.id, client());
    const pay = await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      headers: client(),
      body: { orderId: order.orderId, paymentProcessor: 'CCAVENUE' },
    });
    const callback = await decide(t, String(pay.json.data), 'pay');
    await t.app.inject({ method: 'GET', url: callback });
    expect((pay.json.order as Order).orderId).toBe(order.orderId);
    expect((await t.app.money.getOrder(t.db, order.orderId))?.status).toBe('PAID');

    const ask = () =>
      refund({ orderId: order.orderId, reason: 'Asked by mistake', destination: 'CARD' }, 'card-1');
    const [one, two] = await Promise.all([ask(), ask()]);
    expect(one.refundId).toBe(two.refundId);
    const atProvider = await t.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('payment_id', '=', String(pay.json.transactionId))
      .execute();
    expect(atProvider.map((r) => Number(r.amount))).toEqual([59_000]);
    expect(one.providerReference).not.toBeNull();
    // The wallet gets nothing: the money went to the card.
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
    // Another key for the same money: nothing is left to refund, the provider is not asked.
    const again = await Promise.allSettled([
      refund({ orderId: order.orderId, reason: 'x', destination: 'CARD' }, 'card-2'),
    ]);
    expect(again[0]!.status).toBe('rejected');
    expect(await t.db.selectFrom('sandbox_refunds').select('reference').execute()).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('settles a sandbox payment whose callback never came, and the late callback changes nothing', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const bought = await call(t.app, 'POST', '/api/v2/credit', {
      token: customer.token,
      headers: client(),
      body: {
        amount: 200,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'CREDIT_PURCHASE',
        customerId: customer.id,
      },
    });
    const paymentId = String(bought.json.transactionId);
    const callback = await decide(t, String(bought.json.data), 'pay');

    // 20 minutes on, the customer may still come back: left alone.
    await madeAgo(t, paymentId, 20);
    await runReconciliation(t.app);
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });

    await madeAgo(t, paymentId, 31);
    await reconcileJob(t.app);
    expect(await wallet(t, customer.id)).toEqual({ cached: 200_000, ledger: 200_000 });
    const late = await t.app.inject({ method: 'GET', url: callback });
    expect(late.statusCode).toBe(303);
    expect(await wallet(t, customer.id)).toEqual({ cached: 200_000, ledger: 200_000 });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /kusp_job_runs_total\{job="payment-reconcile",outcome="success"\} [1-9]/,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on one instance at a time (a PostgreSQL advisory lock)',
    async () => {
      const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await holder.connect();
      try {
        // Another instance's run holds the lock.
        await holder.query('select pg_advisory_lock($1)', [String(reconcileLock)]);
        expect(await runReconciliation(t.app)).toBe(false);
        await holder.query('select pg_advisory_unlock($1)', [String(reconcileLock)]);
        expect(await runReconciliation(t.app)).toBe(true);
      } finally {
        await holder.end();
      }
    },
  );
});
