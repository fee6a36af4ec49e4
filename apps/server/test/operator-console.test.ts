import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disputeTexts,
  moneyTexts,
  paiseToMillicredits,
  type AdminDashboard,
  type DisputeConversation,
  type ModeratedReview,
  type OperatorDispute,
  type OperatorOrder,
  type OrderRecord,
  type Payable,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { decide } from './support/card.ts';
import {
  astrologerWithRate,
  askedQuestion,
  deliveredChat,
  earnings,
  grant,
  wallet,
} from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The operator console's reviews, payouts, orders and disputes through their /admin routes
// (docs/operations.md): ADMIN only, each action exactly one audit record in its own transaction
// (a refused action none), money moved once whatever is sent twice.

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let operator: Account;
let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.44.${Math.floor(++ip / 250) % 250}.${ip % 250}` });
let keys = 0;
const key = () => `console-${++keys}-${Date.now()}`;

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown; key?: string } = {},
) =>
  call(t.app, method, url, {
    token: options.token ?? operator.token,
    body: options.body,
    headers: { ...client(), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });

const audits = (recordId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'address', 'before', 'after'])
    .where('record_id', '=', recordId)
    .orderBy('at')
    .execute();

/** A question asked, paid from the wallet (₹590) and, unless told not to, answered (₹400 earned). */
async function questionOrder(customer: Account, astrologer: Account, answer = true) {
  const { question, order } = await askedQuestion(t, customer, astrologer.id, client());
  await grant(t, customer.id, paiseToMillicredits(order.invoice.totalAmount));
  const paid = await api('POST', '/api/v3/payment', {
    token: customer.token,
    body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
  });
  expect(paid.status).toBe(200);
  if (answer) {
    const answered = await api('PUT', '/api/v1/question/answer', {
      token: astrologer.token,
      body: {
        questionId: question.questionId,
        astrologerId: astrologer.id,
        horoscopeId: question.horoscopeId,
        answerStatus: 'ANSWERED',
        astrologerAnswer: `Private answer for ${customer.id}`,
        answerDate: new Date().toISOString(),
      },
    });
    expect(answered.status).toBe(200);
  }
  return order.orderId;
}

beforeAll(async () => {
  t = await startTestApp();
  operator = await createAccount(t.app, t.db, 'operator', { firstName: 'Olga' });
});
afterAll(() => t.close());

describe('reported reviews', () => {
  it('lists reported reviews and hides one with a reason: one audit record, the average follows', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const reporter = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const kept = await questionOrder(customer, astrologer);
    const rude = await questionOrder(customer, astrologer);
    const write = (orderId: string, rating: number, text: string) =>
      api('POST', '/api/v1/reviews', { token: customer.token, body: { orderId, rating, text } });
    expect((await write(kept, 5, 'Kind and clear')).status).toBe(201);
    const review = (await write(rude, 1, '=cmd|rude words')).json as unknown as {
      reviewId: string;
    };
    const report = await api('POST', `/api/v1/reviews/${review.reviewId}/report`, {
      token: reporter.token,
      body: { reason: 'abusive' },
    });
    expect(report.status).toBe(204);

    const reported = (await api('GET', '/api/v1/admin/reviews/reported'))
      .json as unknown as ModeratedReview[];
    expect(reported.find((r) => r.reviewId === review.reviewId)).toMatchObject({
      reportCount: 1,
      hiddenAt: null,
    });
    const page = async () =>
      (await api('GET', `/api/v1/astrologer/${astrologer.id}/reviews`)).json as unknown as {
        averageRating: number;
        reviewCount: number;
      };
    expect(await page()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    // A reason is needed: refused, nothing hidden, nothing recorded.
    const bare = await api('POST', `/api/v1/admin/reviews/${review.reviewId}/hide`, {
      body: { reason: '' },
    });
    expect(bare.status).toBe(400);
    expect(await audits(review.reviewId)).toEqual([]);

    const hidden = await api('POST', `/api/v1/admin/reviews/${review.reviewId}/hide`, {
      body: { reason: 'Abusive language' },
    });
    expect(hidden.status).toBe(200);
    expect(await page()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    // Hiding it again changes and records nothing.
    await api('POST', `/api/v1/admin/reviews/${review.reviewId}/hide`, {
      body: { reason: 'Again' },
    });
    expect(await audits(review.reviewId)).toEqual([
      {
        action: 'review.hidden',
        actor_id: operator.id,
        address: expect.stringMatching(/^10\.44\./),
        before: { hidden: false },
        after: { hidden: true, reason: 'Abusive language' },
      },
    ]);
    const listed = (await api('GET', '/api/v1/admin/reviews/reported'))
      .json as unknown as ModeratedReview[];
    expect(listed.find((r) => r.reviewId === review.reviewId)?.hiddenReason).toBe(
      'Abusive language',
    );
    expect(
      (
        await api('POST', `/api/v1/admin/reviews/${crypto.randomUUID()}/hide`, {
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('payouts', () => {
  it('records the whole payable once when two operators pay it at once, replays a key, exports CSV', async () => {
    const second = await createAccount(t.app, t.db, 'operator', { firstName: 'Omar' });
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500', { firstName: 'Hari', lastName: 'Kumar' });
    const bystander = await astrologerWithRate(t, '500');
    await questionOrder(customer, bystander);
    await questionOrder(customer, astrologer);
    await t.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("x")' })
      .where('id', '=', astrologer.id)
      .execute();

    const due = (await api('GET', '/api/v1/admin/payouts')).json as unknown as Payable[];
    expect(due.find((p) => p.astrologerId === astrologer.id)).toMatchObject({
      payable: 40_000,
      bankProofUploadedAt: null,
    });
    const dashboard = (await api('GET', '/api/v1/admin/dashboard'))
      .json as unknown as AdminDashboard;
    expect(dashboard.payoutsDue).toEqual({
      astrologers: due.length,
      amount: due.reduce((sum, p) => sum + p.payable, 0),
    });

    // No Idempotency-Key: refused before anything moves.
    const keyless = await api('POST', '/api/v1/admin/payouts', {
      body: { astrologerId: astrologer.id, amount: 40_000, bankReference: 'UTR-NOKEY' },
    });
    expect(keyless.status).toBe(400);
    // More than the payable: refused, and no audit record.
    const over = await api('POST', '/api/v1/admin/payouts', {
      key: key(),
      body: { astrologerId: astrologer.id, amount: 40_001, bankReference: 'UTR-OVER' },
    });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(moneyTexts.payoutOverPayable);
    expect(await audits(astrologer.id)).toEqual([]);

    const pay = (token: string, bankReference: string, idempotencyKey: string) =>
      api('POST', '/api/v1/admin/payouts', {
        token,
        key: idempotencyKey,
        body: { astrologerId: astrologer.id, amount: 40_000, bankReference },
      });
    const attempts = {
      'UTR-A44': { token: operator.token, key: key() },
      'UTR-B44': { token: second.token, key: key() },
    };
    const both = await Promise.all(
      Object.entries(attempts).map(([reference, by]) => pay(by.token, reference, by.key)),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });
    expect(await earnings(t, bystander.id)).toEqual({ cached: 40_000, ledger: 40_000 });
    expect((await audits(astrologer.id)).map((a) => a.action)).toEqual(['payout.recorded']);
    // A retry of the paid request with its key answers the same payout and moves nothing.
    const winner = both.find((r) => r.status === 200)!.json;
    const reference = String(winner.bankReference) as keyof typeof attempts;
    const replay = await pay(attempts[reference].token, reference, attempts[reference].key);
    expect(replay.json.payoutId).toBe(winner.payoutId);
    expect(await audits(astrologer.id)).toHaveLength(1);

    const csv = await api('GET', '/api/v1/admin/payouts/pending.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    expect(csv.text.split('\n')[0]).toBe('astrologer_id,name,email,amount_inr,bank_proof');
    expect(csv.text).toContain(`${bystander.id},`);
    expect(csv.text).not.toContain(astrologer.id);
    // A name that a spreadsheet would run as a formula is written as text.
    await questionOrder(customer, astrologer);
    const again = await api('GET', '/api/v1/admin/payouts/pending.csv');
    expect(again.text).toContain(
      `${astrologer.id},"'=HYPERLINK(""x"") Kumar",${astrologer.email},400.00,no`,
    );
  });
});

describe('orders and refunds', () => {
  it('finds orders by id, customer or astrologer and shows their ledger lines and payments', async () => {
    const other = await createAccount(t.app, t.db, 'customer');
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const othersOrder = await questionOrder(other, astrologer);
    const orderId = await questionOrder(customer, astrologer);

    const find = async (q: string) =>
      (
        (await api('GET', `/api/v1/admin/orders?q=${encodeURIComponent(q)}`))
          .json as unknown as OperatorOrder[]
      ).map((o) => o.orderId);
    expect(await find(orderId)).toEqual([orderId]);
    expect(await find(customer.email.toUpperCase())).toEqual([orderId]);
    expect(await find(customer.id)).toEqual([orderId]);
    expect(await find(astrologer.loginId)).toEqual([orderId, othersOrder]);
    expect(await find('nobody@example.com')).toEqual([]);

    const record = (await api('GET', `/api/v1/admin/orders/${orderId}`))
      .json as unknown as OrderRecord;
    expect(record.order).toMatchObject({
      orderId,
      status: 'PAID',
      total: 59_000,
      customerId: customer.id,
      astrologerId: astrologer.id,
    });
    expect(record.refundable).toBe(59_000);
    expect(record.cardRefundable).toBe(false);
    expect(record.ledger.map((l) => [l.account, l.kind, l.amount])).toEqual([
      ['WALLET', 'DEBIT', -590_000],
      ['EARNINGS', 'EARNING', 40_000],
    ]);
    expect(record.payments).toEqual([
      expect.objectContaining({ processor: 'WALLET', status: 'SUCCESS', amount: 59_000 }),
    ]);
    // No question text on the order screen.
    expect(JSON.stringify(record)).not.toContain('Private answer');
    expect(JSON.stringify(record)).not.toContain('change my job');
    expect((await api('GET', `/api/v1/admin/orders/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('refunds part to the wallet, then the rest to the card once when asked twice at once', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const { order } = await askedQuestion(t, customer, astrologer.id, client());
    const pay = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'CCAVENUE' },
    });
    await t.app.inject({ method: 'GET', url: await decide(t, String(pay.json.data), 'pay') });
    const url = `/api/v1/admin/orders/${order.orderId}/refund`;

    const part = await api('POST', url, {
      key: key(),
      body: { amount: 9_000, reason: 'Answered late', destination: 'WALLET' },
    });
    expect(part.status).toBe(200);
    expect(await wallet(t, customer.id)).toEqual({ cached: 90_000, ledger: 90_000 });
    const over = await api('POST', url, {
      key: key(),
      body: { amount: 50_001, reason: 'Too much', destination: 'WALLET' },
    });
    expect(over.status).toBe(409);

    const cardKey = key();
    const ask = () =>
      api('POST', url, {
        key: cardKey,
        body: { reason: 'Asked by mistake', destination: 'CARD' },
      });
    const [one, two] = await Promise.all([ask(), ask()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.json.refundId).toBe(two.json.refundId);
    expect(one.json.amount).toBe(50_000);
    const atProvider = await t.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', String(pay.json.transactionId))
      .execute();
    expect(atProvider.map((r) => Number(r.amount))).toEqual([50_000]);
    expect((await audits(order.orderId)).map((a) => a.action)).toEqual([
      'order.refunded',
      'order.refunded',
    ]);
    const record = (await api('GET', `/api/v1/admin/orders/${order.orderId}`))
      .json as unknown as OrderRecord;
    expect(record.order.status).toBe('REFUNDED');
    expect(record.refundable).toBe(0);
    expect(record.refunds.map((r) => [r.amount, r.destination])).toEqual([
      [9_000, 'WALLET'],
      [50_000, 'CARD'],
    ]);
    // The same key with another body: 422, nothing moves.
    const reused = await api('POST', url, {
      key: cardKey,
      body: { reason: 'Other', destination: 'CARD' },
    });
    expect(reused.status).toBe(422);
  });
});

describe('disputes', () => {
  it('a customer disputes a delivered order; the operator reads it only while open and resolves with a refund', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const stranger = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const unanswered = await questionOrder(customer, astrologer, false);
    const orderId = await questionOrder(customer, astrologer);
    const open = (token: string, body: unknown) => api('POST', '/api/v1/disputes', { token, body });

    const early = await open(customer.token, { orderId: unanswered, reason: 'No answer' });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(disputeTexts.notDelivered);
    expect((await open(stranger.token, { orderId, reason: 'Not mine' })).status).toBe(404);
    expect((await open(customer.token, { orderId, reason: ' ' })).status).toBe(400);
    const opened = await open(customer.token, { orderId, reason: 'The answer ignored my chart' });
    expect(opened.status).toBe(201);
    const disputeId = String(opened.json.disputeId);
    const twice = await open(customer.token, { orderId, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(disputeTexts.alreadyOpen);
    const mine = await api('GET', `/api/v1/disputes/order/${orderId}`, { token: customer.token });
    expect((mine.json as unknown as { status: string }[]).map((d) => d.status)).toEqual(['OPEN']);
    expect(
      (await api('GET', `/api/v1/disputes/order/${orderId}`, { token: stranger.token })).status,
    ).toBe(404);

    const listed = (await api('GET', '/api/v1/admin/disputes'))
      .json as unknown as OperatorDispute[];
    expect(listed.find((d) => d.disputeId === disputeId)).toMatchObject({
      orderId,
      customerId: customer.id,
      astrologerId: astrologer.id,
      total: 59_000,
      reason: 'The answer ignored my chart',
    });
    const dashboard = (await api('GET', '/api/v1/admin/dashboard'))
      .json as unknown as AdminDashboard;
    expect(dashboard.openDisputes).toBe(listed.length);

    // While open: the question and the answer of this order, and the reading is audited.
    const read = await api('GET', `/api/v1/admin/disputes/${disputeId}/conversation`);
    expect(read.status).toBe(200);
    expect((read.json as unknown as DisputeConversation).entries).toEqual([
      expect.objectContaining({
        author: 'CUSTOMER',
        subject: 'Career',
        text: 'Is this a good year to change my job?',
      }),
      expect.objectContaining({ author: 'ASTROLOGER', text: `Private answer for ${customer.id}` }),
    ]);
    expect((await audits(disputeId)).map((a) => a.action)).toEqual(['dispute.conversation_read']);

    const resolveKey = key();
    const resolve = (body: unknown, idempotencyKey = resolveKey) =>
      api('POST', `/api/v1/admin/disputes/${disputeId}/resolve`, { key: idempotencyKey, body });
    const body = {
      resolution: 'Half back: the answer was generic',
      refund: { amount: 29_500, destination: 'WALLET' },
    };
    const resolved = await resolve(body);
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ status: 'RESOLVED', refundId: expect.any(String) });
    expect(await wallet(t, customer.id)).toEqual({ cached: 295_000, ledger: 295_000 });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 20_000, ledger: 20_000 });
    // The same request again replays the answer; another key finds it resolved.
    expect((await resolve(body)).json.refundId).toBe(resolved.json.refundId);
    const late = await resolve({ resolution: 'Again' }, key());
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(disputeTexts.notOpen);
    expect(await wallet(t, customer.id)).toEqual({ cached: 295_000, ledger: 295_000 });

    // One record of the resolution, one of its refund; after it, no more reading.
    expect((await audits(disputeId)).map((a) => a.action)).toEqual([
      'dispute.conversation_read',
      'dispute.resolved',
    ]);
    expect((await audits(orderId)).map((a) => a.action)).toEqual(['order.refunded']);
    const closed = await api('GET', `/api/v1/admin/disputes/${disputeId}/conversation`);
    expect(closed.status).toBe(409);
    expect(closed.text).not.toContain('Private answer');
    expect((await audits(disputeId)).map((a) => a.action)).toHaveLength(2);

    // A new dispute may be opened once the first is resolved; it can be resolved without a refund.
    const reopened = await open(customer.token, { orderId, reason: 'Still unhappy' });
    expect(reopened.status).toBe(201);
    const without = await api(
      'POST',
      `/api/v1/admin/disputes/${String(reopened.json.disputeId)}/resolve`,
      {
        key: key(),
        body: { resolution: 'Nothing more is owed' },
      },
    );
    expect(without.json).toMatchObject({ status: 'RESOLVED', refundId: null });
    expect(await wallet(t, customer.id)).toEqual({ cached: 295_000, ledger: 295_000 });
    const record = (await api('GET', `/api/v1/admin/orders/${orderId}`))
      .json as unknown as OrderRecord;
    expect(record.disputes.map((d) => d.status)).toEqual(['RESOLVED', 'RESOLVED']);
  });

  it('shows a chat order’s messages while its dispute is open', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '500');
    const orderId = await deliveredChat(t, customer.id, astrologer.id);
    const conversation = await t.db
      .insertInto('chat_conversations')
      .values({ user_id: customer.id, astrologer_id: astrologer.id, last_activity_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessionId = crypto.randomUUID();
    await t.db
      .insertInto('chat_sessions')
      .values({
        id: sessionId,
        type: 'TEXT',
        conversation_id: conversation.id,
        user_id: customer.id,
        astrologer_id: astrologer.id,
        user_full_name: 'C',
        astrologer_name: 'A',
        user_horoscope_id: null,
        order_id: orderId,
        total_amount: 59_000,
        request_expires_at: new Date(),
      })
      .execute();
    for (const [sender, recipient, content] of [
      [customer.id, astrologer.id, 'Hello, about my marriage'],
      [astrologer.id, customer.id, 'Venus is strong this year'],
    ] as const)
      await t.db
        .insertInto('chat_messages')
        .values({
          id: crypto.randomUUID(),
          conversation_id: conversation.id,
          session_id: sessionId,
          sender_id: sender,
          recipient_id: recipient,
          content,
          client_message_id: null,
        })
        .execute();
    const opened = await api('POST', '/api/v1/disputes', {
      token: customer.token,
      body: { orderId, reason: 'The astrologer left early' },
    });
    expect(opened.status).toBe(201);
    const read = await api(
      'GET',
      `/api/v1/admin/disputes/${String(opened.json.disputeId)}/conversation`,
    );
    expect(
      (read.json as unknown as DisputeConversation).entries.map((e) => [e.author, e.text]),
    ).toEqual([
      ['CUSTOMER', 'Hello, about my marriage'],
      ['ASTROLOGER', 'Venus is strong this year'],
    ]);
  });
});
