import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  messages,
  paiseToMillicredits,
  questionTexts,
  type Order,
  type PaymentResponse,
  type Question,
  type QuestionPage,
} from '@kusp/contracts';
import { demoCustomer, seedDemoData } from '../src/modules/demo/seed.ts';
import { seedHoroscopeDemo } from '../src/modules/horoscopes/demo.ts';
import { refundOverdue, type Refund } from '../src/modules/questions/deadlines.ts';
import { seedQuestionDemo } from '../src/modules/questions/demo.ts';
import { sendNotices } from '../src/modules/questions/notices.ts';
import { createAccount } from './support/accounts.ts';
import { birth, earnings, grant, wallet } from './support/money.ts';
import { settles } from './support/processes.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let astrologer: Account;
let otherAstrologer: Account;
let customer: Account;
let otherCustomer: Account;
let horoscopeId: string;

let client = 0;
/** Each call as another client, so the per-IP rate limits stay out of the way. */
const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
) =>
  call(t.app, method, url, {
    ...options,
    headers: { 'x-forwarded-for': `10.0.${Math.floor(++client / 250)}.${client % 250}` },
  });

const ask = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/v1/question', { token, body });

interface Asked {
  question: Question;
  order: Order;
}
/** Each question's customer and order, to pay it the way the screens do. */
const asked = new Map<string, { by: Account; order: Order }>();

const askAstrologer = async (
  question = 'Is this a good year to change my job?',
  to: Account = astrologer,
  by: Account = customer,
) => {
  const res = await ask(by.token, {
    astrologerId: to.id,
    questionHeader: 'Career',
    question,
  });
  expect(res.status).toBe(200);
  const { question: created, order } = res.json as unknown as Asked;
  asked.set(created.questionId, { by, order });
  return created.questionId;
};

/** Pays a question's order from the customer's wallet, topped up with just enough credits. */
const pay = async (questionId: string) => {
  const { by, order } = asked.get(questionId)!;
  const total = paiseToMillicredits(order.invoice.totalAmount);
  if (total > 0) await grant(t, by.id, total);
  const res = await api('POST', '/api/v3/payment', {
    token: by.token,
    body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
  });
  expect(res.status).toBe(200);
  return res.json as unknown as PaymentResponse;
};

const paidQuestion = async (text?: string, to?: Account, by?: Account) => {
  const id = await askAstrologer(text, to, by);
  await pay(id);
  return id;
};

const answer = (token: string, body: Record<string, unknown>) =>
  api('PUT', '/api/v1/question/answer', { token, body });

const answerBody = (questionId: string, status = 'ANSWERED', text = 'Yes, after March.') => ({
  questionId,
  astrologerId: astrologer.id,
  horoscopeId,
  answerStatus: status,
  astrologerAnswer: text,
  answerDate: new Date().toISOString(),
});

const followUp = (questionId: string, text = 'And what about the year after?', by = customer) =>
  api('POST', '/api/v1/question/follow-up', {
    token: by.token,
    body: {
      astrologerId: astrologer.id,
      horoscopeId,
      parentQuestionId: questionId,
      questionHeader: 'Career',
      question: text,
    },
  });

const get = (token: string, url: string) => api('GET', url, { token });
const threadOf = async (token: string, id: string) =>
  (await get(token, `/api/v1/question/${id}`)).json as unknown as Question;

const outbox = async (to: string) =>
  (await call(t.app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`)).json as Array<{
    subject: string;
    text: string;
  }>;

beforeAll(async () => {
  t = await startTestApp({ questionJobIntervalSeconds: 0 });
  astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ananya' });
  // ₹500 a question: ₹590 with CGST and SGST, ₹100 commission, ₹400 earned.
  await t.db
    .updateTable('astrologer_profiles')
    .set({ rate: '500' })
    .where('user_id', '=', astrologer.id)
    .execute();
  otherAstrologer = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Ravi' });
  customer = await createAccount(t.app, t.db, 'customer', { firstName: 'Asha' });
  otherCustomer = await createAccount(t.app, t.db, 'customer', { firstName: 'Bela' });
  for (const account of [customer, otherCustomer]) {
    const res = await call(t.app, 'POST', '/api/v1/horoscope/add', {
      token: account.token,
      body: birth,
    });
    expect(res.status).toBe(200);
    if (account === customer) horoscopeId = String(res.json.horoscopeId);
  }
});
afterAll(() => t.close());

describe('asking a question', () => {
  it("keeps it PAYMENT_PENDING, answered from the customer's own horoscope", async () => {
    const res = await ask(customer.token, {
      astrologerId: astrologer.id,
      questionHeader: '  Health  ',
      question: 'How will my health be this winter?',
    });
    expect(res.status).toBe(200);
    expect(res.json.question).toMatchObject({
      questionHeader: 'Health',
      answerStatus: 'PAYMENT_PENDING',
      horoscopeId,
      astrologerId: astrologer.id,
      astrologerFirstName: 'Ananya',
      customerFirstName: 'Asha',
      customerLastName: 'Customer',
      dueDate: null,
      answer: null,
      subQuestions: [],
    });
  });

  it("refuses blank fields and questions under 10 characters with the spec's texts", async () => {
    const blank = await ask(customer.token, {
      astrologerId: astrologer.id,
      questionHeader: ' ',
      question: 'A long enough question?',
    });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({
      message: messages.question.fieldRequired,
      errors: { questionHeader: 'Field is required' },
    });
    const short = await ask(customer.token, {
      astrologerId: astrologer.id,
      questionHeader: 'Career',
      question: '  Job now? ',
    });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({
      question: 'Question must be at least 10 characters long',
    });
    const missing = await ask(customer.token, { astrologerId: astrologer.id });
    expect(missing.json.errors).toMatchObject({
      questionHeader: 'Field is required',
      question: 'Field is required',
    });
  });

  it('needs an astrologer taking questions and a customer with birth details', async () => {
    const body = { questionHeader: 'Career', question: 'Is this a good year to move?' };
    expect((await ask(customer.token, { ...body, astrologerId: customer.id })).status).toBe(404);
    expect((await ask(customer.token, { ...body, astrologerId: 'nonsense' })).status).toBe(404);

    const closed = await createAccount(t.app, t.db, 'astrologer');
    await t.db
      .updateTable('astrologer_profiles')
      .set({ offline_question_enabled: false })
      .where('user_id', '=', closed.id)
      .execute();
    const refused = await ask(customer.token, { ...body, astrologerId: closed.id });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(questionTexts.notTakingQuestions);

    const newcomer = await createAccount(t.app, t.db, 'customer');
    const noChart = await ask(newcomer.token, { ...body, astrologerId: astrologer.id });
    expect(noChart.status).toBe(409);
    expect(noChart.json.message).toBe(questionTexts.noHoroscope);

    const asAstrologer = await ask(otherAstrologer.token, { ...body, astrologerId: astrologer.id });
    expect(asAstrologer.status).toBe(403);
  });
});

describe('unpaid questions', () => {
  const myQuestionIds = async (by: Account) =>
    (
      (await get(by.token, '/api/v1/question/my-questions?size=50')).json as unknown as QuestionPage
    ).content.map((q) => q.questionId);
  const remove = (by: Account, id: string) =>
    call(t.app, 'DELETE', `/api/v1/question/${id}`, {
      token: by.token,
      headers: { 'x-forwarded-for': `10.1.${Math.floor(++client / 250)}.${client % 250}` },
    });

  it('makes one question of a submit sent twice at once with one Idempotency-Key', async () => {
    const before = await myQuestionIds(customer);
    const body = {
      astrologerId: astrologer.id,
      questionHeader: 'Travel',
      question: 'Will I travel abroad for work next year?',
    };
    const submits = await Promise.all(
      [1, 2, 3].map((n) =>
        call(t.app, 'POST', '/api/v1/question', {
          token: customer.token,
          headers: {
            'idempotency-key': 'ask-travel-once',
            'x-forwarded-for': `10.9.0.${n}`,
          },
          body,
        }),
      ),
    );
    expect(submits.map((res) => res.status)).toEqual([200, 200, 200]);
    const ids = new Set(submits.map((res) => (res.json as unknown as Asked).question.questionId));
    const orders = new Set(submits.map((res) => (res.json as unknown as Asked).order.orderId));
    expect(ids.size).toBe(1);
    expect(orders.size).toBe(1);
    const after = await myQuestionIds(customer);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toBe([...ids][0]);
  });

  it("lets the customer delete their own unpaid question, and nobody else's or a paid one", async () => {
    // Another customer's draft goes in first: it must stay.
    const theirs = await askAstrologer(
      'Will my sister find a job soon?',
      astrologer,
      otherCustomer,
    );
    const mine = await askAstrologer('Should I move to Pune this year?');
    const paid = await paidQuestion('Will my exams go well in March?');

    expect((await remove(customer, theirs)).status).toBe(404);
    expect((await remove(otherCustomer, mine)).status).toBe(404);
    expect((await remove(astrologer, mine)).status).toBe(403);
    const refused = await remove(customer, paid);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(questionTexts.onlyUnpaidDeleted);

    const removed = await remove(customer, mine);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe(questionTexts.deleted);
    expect((await remove(customer, mine)).status).toBe(404);

    expect(await myQuestionIds(customer)).not.toContain(mine);
    expect(await myQuestionIds(customer)).toContain(paid);
    expect(await myQuestionIds(otherCustomer)).toContain(theirs);
    expect((await remove(otherCustomer, theirs)).status).toBe(200);
    expect((await get(customer.token, `/api/v1/question/${mine}`)).status).toBe(404);
    // Its order can no longer be paid from the wallet.
    const { order } = asked.get(mine)!;
    await grant(t, customer.id, paiseToMillicredits(order.invoice.totalAmount));
    const before = await wallet(t, customer.id);
    const payment = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    expect(payment.status).toBe(409);
    expect(await wallet(t, customer.id)).toEqual(before);
  });

  it('gives a card payment back to the wallet when the question was deleted while the customer was on the card page', async () => {
    const id = await askAstrologer('Is a new house likely in the next two years?');
    const { order } = asked.get(id)!;
    const card = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'CCAVENUE' },
    });
    expect(String(card.json.data)).toMatch(/^\/pay\/sandbox\//);
    expect((await remove(customer, id)).status).toBe(200);
    const before = (await wallet(t, customer.id)).cached;
    const decided = await t.app.inject({
      method: 'POST',
      url: String(card.json.data),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const landed = await t.app.inject({ method: 'GET', url: String(decided.headers.location) });
    expect(landed.headers.location).toMatch(/^\/user\/payment-status\?success=true.*refunded=true/);
    expect((await wallet(t, customer.id)).cached).toBe(
      before + paiseToMillicredits(order.invoice.totalAmount),
    );
    expect(await myQuestionIds(customer)).not.toContain(id);
    const row = await t.db
      .selectFrom('questions')
      .select(['status', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PAYMENT_PENDING');
    expect(row.deleted_at).not.toBeNull();
  });

  it('says a card payment the customer cancelled was cancelled, and keeps the question to pay or delete', async () => {
    const id = await askAstrologer('When is a good time to start my own shop?');
    const { order } = asked.get(id)!;
    const card = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'CCAVENUE' },
    });
    const decided = await t.app.inject({
      method: 'POST',
      url: String(card.json.data),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    const landed = await t.app.inject({ method: 'GET', url: String(decided.headers.location) });
    expect(landed.headers.location).toBe(
      `/user/payment-status?success=false&transactionId=${String(card.json.transactionId)}&cancelled=true`,
    );
    expect((await threadOf(customer.token, id)).answerStatus).toBe('PAYMENT_PENDING');
    expect((await remove(customer, id)).status).toBe(200);
  });
});

describe('the status machine', () => {
  it('refuses an answer and a follow-up before payment', async () => {
    const id = await askAstrologer();
    const early = await answer(astrologer.token, answerBody(id));
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(questionTexts.awaitingPayment);
    const follow = await followUp(id);
    expect(follow.status).toBe(409);
    expect(follow.json.message).toBe(questionTexts.followUpUnpaid);
  });

  it('comes with its order at the quote, and is PENDING_REPLY once paid, due 72 hours later', async () => {
    const res = await ask(customer.token, {
      astrologerId: astrologer.id,
      questionHeader: 'Career',
      question: 'Is this a good year to change my job?',
      amount: 1,
    });
    const { question, order } = res.json as unknown as Asked;
    asked.set(question.questionId, { by: customer, order });
    expect(order).toMatchObject({
      serviceCode: 'OFFLINE_QUESTION',
      reference: question.questionId,
      astrologerId: astrologer.id,
      customerId: customer.id,
      status: 'CREATED',
      invoice: { baseRate: 50_000, cgst: 4_500, sgst: 4_500, totalAmount: 59_000 },
    });
    expect(question.orderId).toBe(order.orderId);

    const before = (await wallet(t, customer.id)).cached;
    const paid = await pay(question.questionId);
    expect(paid.order.status).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({ cached: before, ledger: before });
    const thread = await threadOf(customer.token, question.questionId);
    expect(thread.answerStatus).toBe('PENDING_REPLY');
    expect(Date.parse(thread.dueDate!) - Date.parse(paid.order.paidAt!)).toBe(72 * 3_600_000);

    // Paying again takes nothing more.
    const again = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    expect(again.status).toBe(200);
    expect((await wallet(t, customer.id)).cached).toBe(before);
  });

  it('is charged once when the card callback is replayed', async () => {
    const id = await askAstrologer('Will the new business partnership work out?');
    const { order } = asked.get(id)!;
    const card = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: order.orderId, paymentProcessor: 'CCAVENUE' },
    });
    expect(String(card.json.data)).toMatch(/^\/pay\/sandbox\//);
    const decided = await t.app.inject({
      method: 'POST',
      url: String(card.json.data),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const callback = String(decided.headers.location);
    const balance = (await wallet(t, customer.id)).cached;
    for (let i = 0; i < 3; i++) {
      const landed = await t.app.inject({ method: 'GET', url: callback });
      expect(landed.headers.location).toMatch(/^\/user\/payment-status\?success=true/);
    }
    const payments = await t.db
      .selectFrom('payments')
      .select(['status', 'amount'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(payments.map((p) => [p.status, Number(p.amount)])).toEqual([['SUCCESS', 59_000]]);
    expect((await wallet(t, customer.id)).cached).toBe(balance);
    const notices = await t.db
      .selectFrom('question_notices')
      .select('kind')
      .where('question_id', '=', id)
      .execute();
    expect(notices).toEqual([{ kind: 'ARRIVED' }]);
    expect((await threadOf(customer.token, id)).answerStatus).toBe('PENDING_REPLY');
  });

  it("answers an order request for an asked question with that question's own order, never a second", async () => {
    const id = await askAstrologer('Should I sell the house this year?');
    const own = asked.get(id)!.order;
    const orderFor = (by: Account, astrologerId = astrologer.id) =>
      api('POST', '/api/v1/order', {
        token: by.token,
        body: {
          serviceCode: 'OFFLINE_QUESTION',
          astrologerId,
          customerId: by.id,
          paymentProcessor: 'WALLET',
          reference: id,
        },
      });
    const unpaid = await orderFor(customer);
    expect(unpaid.json).toMatchObject({ orderId: own.orderId, status: 'CREATED' });

    await pay(id);
    const before = (await wallet(t, customer.id)).cached;
    const again = await orderFor(customer);
    expect(again.json).toMatchObject({ orderId: own.orderId, status: 'PAID' });
    const repay = await api('POST', '/api/v3/payment', {
      token: customer.token,
      body: { orderId: own.orderId, paymentProcessor: 'WALLET' },
    });
    expect(repay.status).toBe(200);
    expect((await wallet(t, customer.id)).cached).toBe(before);
    expect((await threadOf(customer.token, id)).answerStatus).toBe('PENDING_REPLY');

    // Another customer's question, or this one named with another astrologer, is not theirs to order.
    expect((await orderFor(otherCustomer)).status).toBe(404);
    expect((await orderFor(customer, otherAstrologer.id)).status).toBe(404);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', id)
      .execute();
    expect(orders).toEqual([{ id: own.orderId }]);
  });

  it('lets the client set only DRAFT or ANSWERED, always with text', async () => {
    const id = await paidQuestion();
    for (const status of ['PENDING_REPLY', 'PAYMENT_PENDING', 'REFUNDED']) {
      const res = await answer(astrologer.token, answerBody(id, status));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(questionTexts.statusNotAllowed);
    }
    for (const status of ['DRAFT', 'ANSWERED']) {
      const res = await answer(astrologer.token, answerBody(id, status, '   '));
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ astrologerAnswer: 'Field is required' });
    }
    const wrongHoroscope = await answer(astrologer.token, {
      ...answerBody(id),
      horoscopeId: crypto.randomUUID(),
    });
    expect(wrongHoroscope.status).toBe(400);
    expect(wrongHoroscope.json.message).toBe(questionTexts.mismatch);
  });

  it('keeps a draft from the customer, publishes the answer, and never goes back to draft', async () => {
    const id = await paidQuestion();
    const draft = await answer(astrologer.token, answerBody(id, 'DRAFT', 'Thinking: Jupiter...'));
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({ answerStatus: 'DRAFT', answer: 'Thinking: Jupiter...' });
    expect(await threadOf(customer.token, id)).toMatchObject({
      answerStatus: 'DRAFT',
      answer: null,
      answerDate: null,
    });
    expect((await get(customer.token, `/api/v1/question/${id}/answer`)).json.answer).toBeNull();

    const earned = (await earnings(t, astrologer.id)).cached;
    const submitted = await answer(
      astrologer.token,
      answerBody(id, 'ANSWERED', 'Yes, after March.'),
    );
    expect(submitted.status).toBe(200);
    // The astrologer earns the base rate less the commission: ₹500 − ₹100.
    expect(await earnings(t, astrologer.id)).toEqual({
      cached: earned + 40_000,
      ledger: earned + 40_000,
    });
    const answered = await threadOf(customer.token, id);
    expect(answered).toMatchObject({ answerStatus: 'ANSWERED', answer: 'Yes, after March.' });
    expect(answered.answerDate).not.toBeNull();
    expect(answered.lastAnswerDate).toBe(answered.answerDate);

    const back = await answer(astrologer.token, answerBody(id, 'DRAFT', 'Second thoughts'));
    expect(back.status).toBe(409);
    expect(back.json.message).toBe(questionTexts.answeredStaysAnswered);

    // Only the answering astrologer edits, and the first answer date stays.
    const edited = await answer(astrologer.token, answerBody(id, 'ANSWERED', 'Yes, after April.'));
    expect((await earnings(t, astrologer.id)).cached).toBe(earned + 40_000);
    expect(edited.json).toMatchObject({
      answer: 'Yes, after April.',
      answerDate: answered.answerDate,
    });
    expect((await get(customer.token, `/api/v1/question/${id}/answer`)).json).toMatchObject({
      questionId: id,
      answer: 'Yes, after April.',
      answerStatus: 'ANSWERED',
    });
  });
});

describe('follow-ups', () => {
  it('allows two follow-ups, a thread of three messages, and refuses a fourth', async () => {
    const id = await paidQuestion();
    const first = await followUp(id, 'What about the year after that?');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ questionId: id, subQuestions: [{ parentQuestionId: id }] });
    const sub = (first.json as unknown as Question).subQuestions[0]!;
    expect(sub).toMatchObject({ answerStatus: 'PENDING_REPLY', orderId: null });
    expect(sub.dueDate).not.toBeNull();

    expect((await followUp(id, 'And should I study first?')).status).toBe(200);
    const fourth = await followUp(id, 'One more thing to ask?');
    expect(fourth.status).toBe(409);
    expect(fourth.json.message).toBe(questionTexts.threadFull);
    expect((await threadOf(customer.token, id)).subQuestions).toHaveLength(2);
  });

  it('lets only one of two simultaneous follow-ups take the last place', async () => {
    const id = await paidQuestion();
    expect((await followUp(id)).status).toBe(200);
    const results = await Promise.all([followUp(id, 'Racing one?!'), followUp(id, 'Racing two?!')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await threadOf(customer.token, id)).subQuestions).toHaveLength(2);
  });

  it("follows the thread's own astrologer and horoscope, and its first question", async () => {
    const id = await paidQuestion();
    const wrong = await api('POST', '/api/v1/question/follow-up', {
      token: customer.token,
      body: {
        astrologerId: otherAstrologer.id,
        horoscopeId,
        parentQuestionId: id,
        questionHeader: 'Career',
        question: 'A question for another astrologer?',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(questionTexts.mismatch);
    const sub = (await followUp(id)).json as unknown as Question;
    const nested = await followUp(sub.subQuestions[0]!.questionId);
    expect(nested.status).toBe(400);
    expect(nested.json.message).toBe(questionTexts.notAThread);
    const short = await followUp(id, 'Why?');
    expect(short.json.errors).toEqual({ question: messages.question.minLength });
  });

  it('answers a follow-up on its own; the thread opens by either id', async () => {
    const id = await paidQuestion();
    await answer(astrologer.token, answerBody(id));
    const subId = ((await followUp(id)).json as unknown as Question).subQuestions[0]!.questionId;
    const byFollowUp = await threadOf(astrologer.token, subId);
    expect(byFollowUp.questionId).toBe(id);
    const res = await answer(
      astrologer.token,
      answerBody(subId, 'ANSWERED', 'The year after too.'),
    );
    expect(res.status).toBe(200);
    const thread = await threadOf(customer.token, id);
    expect(thread.subQuestions[0]).toMatchObject({
      answerStatus: 'ANSWERED',
      answer: 'The year after too.',
    });
    expect(thread.lastAnswerDate).toBe(thread.subQuestions[0]!.answerDate);
  });
});

describe('lists', () => {
  let lister: Account;
  let asker: Account;
  const listOf = async (query: string, token = lister.token) => {
    const res = await get(token, `/api/v1/question/customer-question?${query}`);
    expect(res.status).toBe(200);
    return res.json as unknown as QuestionPage;
  };

  beforeAll(async () => {
    lister = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Lakshmi' });
    asker = await createAccount(t.app, t.db, 'customer', { firstName: 'Chitra' });
    await call(t.app, 'POST', '/api/v1/horoscope/add', { token: asker.token, body: birth });
    // 12 paid questions, 3 of them answered, and one not paid.
    for (let i = 1; i <= 12; i++) {
      const id = await paidQuestion(`Question number ${i} for the list?`, lister, asker);
      if (i <= 3)
        await answer(lister.token, {
          ...answerBody(id, 'ANSWERED', `Answer ${i}`),
          astrologerId: lister.id,
          horoscopeId: (await threadOf(asker.token, id)).horoscopeId,
        });
    }
    await askAstrologer('An unpaid question for the list?', lister, asker);
  });

  it('pages the pending list 10 at a time with the repeatable status filter', async () => {
    const query = `astrologerId=${lister.id}&status=DRAFT&status=PENDING_REPLY&size=10&sortOrder=DESC`;
    const first = await listOf(`${query}&page=0`);
    expect(first).toMatchObject({ totalElements: 9, totalPages: 1, number: 0, size: 10 });
    expect(first.content.every((q) => q.answerStatus === 'PENDING_REPLY')).toBe(true);
    const all = await listOf(`astrologerId=${lister.id}&page=1`);
    expect(all).toMatchObject({ totalElements: 13, totalPages: 2, number: 1 });
    expect(all.content).toHaveLength(3);
    const answered = await listOf(`astrologerId=${lister.id}&status=ANSWERED`);
    expect(answered.content.map((q) => q.answer)).toEqual(['Answer 3', 'Answer 2', 'Answer 1']);
    const unpaid = await listOf(`astrologerId=${lister.id}&status=PAYMENT_PENDING`);
    expect(unpaid.totalElements).toBe(1);
  });

  it('shows overdue questions first, then by due date', async () => {
    const query = `astrologerId=${lister.id}&status=PENDING_REPLY`;
    const [late, soon] = (await listOf(query)).content.slice(-2);
    await t.db
      .updateTable('questions')
      .set({ due_date: new Date(Date.now() - 3_600_000) })
      .where('id', '=', late!.questionId)
      .execute();
    await t.db
      .updateTable('questions')
      .set({ due_date: new Date(Date.now() + 60_000) })
      .where('id', '=', soon!.questionId)
      .execute();
    const content = (await listOf(query)).content;
    expect(content.map((q) => q.questionId).slice(0, 2)).toEqual([
      late!.questionId,
      soon!.questionId,
    ]);
    expect(content.map((q) => q.overdue).slice(0, 2)).toEqual([true, false]);
    // Back in time, so the deadline tests find only their own overdue question.
    await t.db
      .updateTable('questions')
      .set({ due_date: new Date(Date.now() + 3_600_000) })
      .where('id', '=', late!.questionId)
      .execute();
  });

  it("lists a customer's threads newest first, by their own horoscope", async () => {
    const mine = await get(asker.token, '/api/v1/question/my-questions?page=0&size=10');
    expect(mine.json).toMatchObject({ totalElements: 13, totalPages: 2, size: 10 });
    const content = (mine.json as unknown as QuestionPage).content;
    expect(content[0]!.question).toBe('An unpaid question for the list?');
    const own = content[0]!.horoscopeId;
    const byHoroscope = await listOf(
      `horoscopeId=${own}&onlyMainQuestions=true&page=1&size=10&sortOrder=DESC`,
      asker.token,
    );
    expect(byHoroscope).toMatchObject({ totalElements: 13, number: 1 });
    expect(byHoroscope.content.at(-1)!.question).toBe('Question number 1 for the list?');
    expect(
      (await get(asker.token, `/api/v1/question/customer-question?horoscopeId=${horoscopeId}`))
        .status,
    ).toBe(404);
  });

  it('refuses bad paging and unknown statuses with 400', async () => {
    for (const query of ['page=-1', 'size=0', 'size=51', 'status=LOST', 'sortOrder=UP']) {
      const res = await get(lister.token, `/api/v1/question/customer-question?${query}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('who reaches what', () => {
  it('keeps a question between its customer and its astrologer (404 for anyone else)', async () => {
    const id = await paidQuestion();
    for (const outsider of [otherAstrologer, otherCustomer]) {
      expect((await get(outsider.token, `/api/v1/question/${id}`)).status).toBe(404);
      expect((await get(outsider.token, `/api/v1/question/${id}/answer`)).status).toBe(404);
    }
    const foreignAnswer = await answer(otherAstrologer.token, {
      ...answerBody(id),
      astrologerId: otherAstrologer.id,
    });
    expect(foreignAnswer.status).toBe(404);
    expect((await followUp(id, 'Can I join this thread?', otherCustomer)).status).toBe(404);
    const foreignList = await get(
      otherAstrologer.token,
      `/api/v1/question/customer-question?astrologerId=${astrologer.id}`,
    );
    expect(foreignList.status).toBe(404);
    const theirs = await get(otherCustomer.token, '/api/v1/question/my-questions');
    expect((theirs.json as unknown as QuestionPage).totalElements).toBe(0);
    expect((await get(customer.token, '/api/v1/question/not-a-uuid')).status).toBe(404);
    expect((await get(customer.token, `/api/v1/question/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/question/${id}`)).status).toBe(401);
  });

  it("opens the customer's horoscope to an astrologer only through a paid question", async () => {
    const reader = await createAccount(t.app, t.db, 'astrologer');
    const chart = () => get(reader.token, `/api/v1/horoscope/${horoscopeId}`);
    const profile = () => get(reader.token, `/api/v1/horoscope/profile-by-id/${horoscopeId}`);
    expect((await chart()).status).toBe(404);
    const id = await askAstrologer('Will you read my chart, please?', reader);
    expect((await chart()).status).toBe(404);
    expect((await profile()).status).toBe(404);
    await pay(id);
    const read = await chart();
    expect(read.status).toBe(200);
    expect(read.json.planetDetails).toHaveProperty('Moon');
    expect((await profile()).json).toMatchObject({
      horoscopeProfiles: [{ horoscopeId, name: 'Asha Rao', horoType: 'SELF' }],
    });
    // Reading only: no edits, comments or predictions, and other astrologers still see nothing.
    const edit = await call(t.app, 'PUT', `/api/v3/horoscope/${horoscopeId}/edit`, {
      token: reader.token,
      body: { ...birth, countryCode: '+91', phone: '9876543210' },
    });
    expect(edit.status).toBe(404);
    expect((await get(reader.token, `/api/v3/horoscope/${horoscopeId}/comment`)).status).toBe(404);
    expect((await get(otherAstrologer.token, `/api/v1/horoscope/${horoscopeId}`)).status).toBe(404);
  });
});

describe('mail', () => {
  const flush = () =>
    sendNotices({ db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log });
  /** The latest mail to an address once it is there (a route may be sending it right now). */
  const latestMail = (to: string, subject: string) =>
    vi.waitFor(async () => {
      await flush();
      const [mail] = await outbox(to);
      expect(mail?.subject).toBe(subject);
      return mail!;
    }, settles);

  it('tells the astrologer a paid question arrived and the customer it was answered', async () => {
    const writer = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Vikram' });
    const id = await paidQuestion('When will my house purchase go through?', writer);
    const arrived = await latestMail(writer.email, 'New question from Asha: Career');
    expect(arrived.text).toContain('When will my house purchase go through?');
    expect(arrived.text).toContain(`${t.config.publicUrl}/astrologer/questions/${id}`);

    await answer(writer.token, { ...answerBody(id), astrologerId: writer.id });
    const answered = await latestMail(customer.email, 'Vikram Astrologer answered your question');
    expect(answered.text).toContain(`${t.config.publicUrl}/user/chat/history/${id}`);
    // Each notice goes once.
    await flush();
    expect(await outbox(writer.email)).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('refunds an overdue paid thread in full, exactly once when two runs race', async () => {
    const id = await askAstrologer('Will my visa be approved soon?');
    const before = (await wallet(t, customer.id)).cached;
    await pay(id);
    await followUp(id);
    await t.db
      .updateTable('questions')
      .set({ due_date: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await threadOf(astrologer.token, id)).overdue).toBe(true);

    const refund: Refund = (trx, orderId) =>
      t.app.money.refund(trx, orderId, 'Not answered in time').then(() => {});
    const counts = await Promise.all([
      refundOverdue(t.db, refund, t.app.log),
      refundOverdue(t.db, refund, t.app.log),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    // The credits bought for it are back, once: the exact balance before paying, plus the top-up.
    const topUp = paiseToMillicredits(asked.get(id)!.order.invoice.totalAmount);
    expect(await wallet(t, customer.id)).toEqual({
      cached: before + topUp,
      ledger: before + topUp,
    });
    const refunds = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('order_id', '=', asked.get(id)!.order.orderId)
      .where('kind', '=', 'REFUND')
      .execute();
    expect(refunds).toHaveLength(1);
    expect(await refundOverdue(t.db, refund, t.app.log)).toBe(0);

    const thread = await threadOf(customer.token, id);
    expect(thread.refundedAt).not.toBeNull();
    expect(thread.overdue).toBe(false);
    expect(thread.subQuestions[0]!.refundedAt).not.toBeNull();
    const pending = await get(
      astrologer.token,
      `/api/v1/question/customer-question?astrologerId=${astrologer.id}&status=PENDING_REPLY&size=50`,
    );
    expect(
      (pending.json as unknown as QuestionPage).content.map((q) => q.questionId),
    ).not.toContain(id);
    const late = await answer(astrologer.token, answerBody(id));
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(questionTexts.refunded);
    expect((await followUp(id)).status).toBe(409);
    const mails = await t.db
      .selectFrom('question_notices')
      .select('kind')
      .where('question_id', '=', id)
      .where('kind', '=', 'REFUNDED')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('leaves an answered question alone', async () => {
    const id = await paidQuestion('Is the coming month good for travel?');
    await answer(astrologer.token, answerBody(id));
    await t.db
      .updateTable('questions')
      .set({ due_date: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const refund: Refund = async () => {
      throw new Error('no refund expected');
    };
    expect(await refundOverdue(t.db, refund, t.app.log)).toBe(0);
    expect((await threadOf(customer.token, id)).refundedAt).toBeNull();
  });
});

describe('demo data', () => {
  it('gives the demo customer an answered and a pending question, once', async () => {
    const fresh = await startTestApp();
    try {
      await seedDemoData(fresh.db);
      await seedHoroscopeDemo(fresh.db);
      await seedQuestionDemo(fresh.app);
      await seedQuestionDemo(fresh.app);
      const rows = await fresh.db
        .selectFrom('questions as q')
        .innerJoin('users as u', 'u.id', 'q.customer_id')
        .innerJoin('orders as o', 'o.id', 'q.order_id')
        .select(['q.status', 'o.status as orderStatus', 'q.astrologer_id', 'q.customer_id'])
        .where('u.login_id', '=', demoCustomer.loginId)
        .orderBy('q.created_at')
        .execute();
      expect(rows.map((r) => [r.status, r.orderStatus])).toEqual([
        ['ANSWERED', 'PAID'],
        ['PENDING_REPLY', 'PAID'],
      ]);
      // Paid from demo credits granted for them; the answered one earned the astrologer ₹400.
      expect((await wallet(fresh, rows[0]!.customer_id)).cached).toBe(0);
      expect((await earnings(fresh, rows[0]!.astrologer_id)).cached).toBe(40_000);
    } finally {
      await fresh.close();
    }
  });
});
