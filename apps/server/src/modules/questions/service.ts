import {
  limits,
  messages,
  orderCountry,
  pendingAnswerStatuses,
  questionTexts,
  type Answer,
  type AnswerStatus,
  type AskQuestionRequest,
  type FollowUpRequest,
  type MyQuestionsQuery,
  type Question,
  type QuestionListQuery,
  type QuestionPage,
  type SaveAnswerRequest,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { MoneyService, Order, OrderRequest, Trx } from '../money/service.ts';
import { listProfiles, findProfile } from '../horoscopes/repository.ts';
import * as repo from './repository.ts';
import type { QuestionRow } from './repository.ts';

const HOUR_MS = 3_600_000;
type Viewer = 'USER' | 'ASTROLOGER';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** Paid, unanswered and past its deadline (a refunded thread is closed, never overdue). */
const isOverdue = (row: QuestionRow, now: Date) =>
  row.due_date !== null &&
  new Date(row.due_date) < now &&
  row.refunded_at === null &&
  (row.status === 'PENDING_REPLY' || row.status === 'DRAFT');

function toQuestion(
  row: QuestionRow,
  viewer: Viewer,
  now: Date,
  subQuestions: Question[] = [],
): Question {
  return {
    questionId: row.id,
    questionHeader: row.question_header,
    question: row.question,
    questionDate: iso(row.created_at)!,
    dueDate: iso(row.due_date),
    // A customer reads an answer once it is submitted, never a draft.
    answer: viewer === 'ASTROLOGER' || row.status === 'ANSWERED' ? row.answer : null,
    answerStatus: row.status,
    answerDate: iso(row.answer_date),
    lastAnswerDate: iso(row.last_answer_date),
    overdue: isOverdue(row, now),
    refundedAt: iso(row.refunded_at),
    astrologerId: row.astrologer_id,
    astrologerFirstName: row.astrologer_first_name,
    astrologerLastName: row.astrologer_last_name,
    customerId: row.customer_id,
    customerFirstName: row.customer_first_name,
    customerLastName: row.customer_last_name,
    horoscopeId: row.horoscope_id,
    parentQuestionId: row.parent_question_id,
    orderId: row.order_id,
    orderTotal: row.order_total === null ? null : Number(row.order_total),
    subQuestions,
  };
}

/** The caller's side of a question: the customer who asked or the astrologer asked. */
function viewerOf(caller: Caller): Viewer {
  if (caller.role !== 'USER' && caller.role !== 'ASTROLOGER') throw notFound();
  return caller.role;
}

const reaches = (caller: Caller, row: { customer_id: string; astrologer_id: string }) =>
  caller.role === 'ASTROLOGER'
    ? row.astrologer_id === caller.userId
    : row.customer_id === caller.userId;

async function visibleQuestion(db: Db, caller: Caller, id: string) {
  const row = await repo.findQuestion(db, id);
  if (!row || !reaches(caller, row)) throw notFound();
  return row;
}

/** A question's whole thread, its first question on top with the follow-ups below. */
export async function thread(db: Db, caller: Caller, id: string, now = new Date()) {
  const viewer = viewerOf(caller);
  const row = await visibleQuestion(db, caller, id);
  const root = row.parent_question_id ? await repo.findQuestion(db, row.parent_question_id) : row;
  if (!root) throw notFound();
  const followUps = await repo.listFollowUps(db, root.id);
  return toQuestion(
    root,
    viewer,
    now,
    followUps.map((f) => toQuestion(f, viewer, now)),
  );
}

export async function answerOf(db: Db, caller: Caller, id: string): Promise<Answer> {
  const question = toQuestion(await visibleQuestion(db, caller, id), viewerOf(caller), new Date());
  return {
    questionId: question.questionId,
    answer: question.answer,
    answerStatus: question.answerStatus,
    answerDate: question.answerDate,
    astrologerId: question.astrologerId,
  };
}

/**
 * The Ask A Question modal: a question to an astrologer taking questions, answered from the
 * customer's own horoscope, with its order at the astrologer's quote (OFFLINE_QUESTION, reference
 * the question). It waits in PAYMENT_PENDING until that order is paid. Runs in the caller's
 * transaction.
 */
export async function ask(
  trx: Trx,
  money: MoneyService,
  caller: Pick<Caller, 'userId'>,
  body: AskQuestionRequest,
): Promise<{ questionId: string; order: Order }> {
  const astrologer = await repo.findAskableAstrologer(trx, body.astrologerId);
  if (!astrologer) throw notFound();
  if (!astrologer.offline_question_enabled || astrologer.visibility !== 'ON')
    throw new HttpError('ASTROLOGER_UNAVAILABLE', questionTexts.notTakingQuestions);
  const [horoscope] = await listProfiles(trx, caller.userId, 'SELF');
  if (!horoscope) throw new HttpError('HOROSCOPE_REQUIRED', questionTexts.noHoroscope);
  const questionId = await repo.insertQuestion(trx, {
    customer_id: caller.userId,
    astrologer_id: body.astrologerId,
    horoscope_id: horoscope.id,
    question_header: body.questionHeader,
    question: body.question,
    status: 'PAYMENT_PENDING',
  });
  // The spec's order country; the modal's price is quoted for India too.
  const countryCode = orderCountry;
  const order = await money.createOrder(trx, {
    serviceCode: 'OFFLINE_QUESTION',
    customerId: caller.userId,
    astrologerId: body.astrologerId,
    reference: questionId,
    countryCode,
    quote: await money.quoteAstrologer(body.astrologerId, countryCode, trx),
    paymentProcessor: 'WALLET',
  });
  await repo.setOrder(trx, questionId, order.orderId);
  return { questionId, order };
}

/**
 * The customer deletes a question they have not paid (a draft, docs/questions.md): only their own
 * first question still PAYMENT_PENDING. Its row lock orders it against a payment's paid hook: a
 * payment that committed first leaves it paid (409); one that comes after finds it deleted, and its
 * order is no longer payable (a card success is given back to the wallet).
 */
export async function deleteUnpaid(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockQuestion(trx, id);
    if (!row || row.customer_id !== caller.userId || row.deleted_at) throw notFound();
    if (row.parent_question_id || row.status !== 'PAYMENT_PENDING')
      throw new HttpError('STATE_CONFLICT', questionTexts.onlyUnpaidDeleted);
    await repo.deleteUnpaid(trx, id);
  });
}

/**
 * A follow-up in a paid thread: the thread's first question is locked while the messages are
 * counted, so two at once cannot pass the limit. It waits for its reply like a paid question.
 */
export async function followUp(
  db: Db,
  caller: Caller,
  body: FollowUpRequest,
  answerHours: number,
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const root = await repo.lockQuestion(trx, body.parentQuestionId);
    if (!root || root.customer_id !== caller.userId) throw notFound();
    if (root.parent_question_id) throw fieldError({ parentQuestionId: questionTexts.notAThread });
    if (root.astrologer_id !== body.astrologerId || root.horoscope_id !== body.horoscopeId)
      throw new HttpError('INVALID_REQUEST', questionTexts.mismatch);
    if (root.status === 'PAYMENT_PENDING')
      throw new HttpError('PAYMENT_PENDING', questionTexts.followUpUnpaid);
    if (root.refunded_at) throw new HttpError('QUESTION_REFUNDED', questionTexts.refunded);
    if ((await repo.countThread(trx, root.id)) >= limits.followUpThread)
      throw new HttpError('THREAD_FULL', questionTexts.threadFull);
    const id = await repo.insertQuestion(trx, {
      customer_id: caller.userId,
      astrologer_id: root.astrologer_id,
      horoscope_id: root.horoscope_id,
      parent_question_id: root.id,
      question_header: body.questionHeader,
      question: body.question,
      status: 'PENDING_REPLY',
      due_date: new Date(now.getTime() + answerHours * HOUR_MS),
    });
    await repo.addNotice(trx, id, 'ARRIVED');
    return id;
  });
}

export interface AnswerHooks {
  /** Runs in the answer's transaction when a paid question is first ANSWERED (the earning). */
  answered(trx: Trx, orderId: string): Promise<void>;
}

/**
 * The astrologer's answer. Only DRAFT and ANSWERED may be set (the body's schema), only by the
 * question's astrologer, only on a paid question not refunded; an answer stays answered.
 */
export async function saveAnswer(
  db: Db,
  caller: Caller,
  body: SaveAnswerRequest,
  hooks: AnswerHooks,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockQuestion(trx, body.questionId);
    if (!row || row.astrologer_id !== caller.userId) throw notFound();
    if (body.astrologerId !== caller.userId || body.horoscopeId !== row.horoscope_id)
      throw new HttpError('INVALID_REQUEST', questionTexts.mismatch);
    if (row.refunded_at) throw new HttpError('QUESTION_REFUNDED', questionTexts.refunded);
    if (row.status === 'PAYMENT_PENDING')
      throw new HttpError('PAYMENT_PENDING', questionTexts.awaitingPayment);
    if (row.status === 'ANSWERED' && body.answerStatus === 'DRAFT')
      throw new HttpError('STATE_CONFLICT', questionTexts.answeredStaysAnswered);
    const status = body.answerStatus;
    const from: AnswerStatus[] =
      status === 'ANSWERED' ? ['DRAFT', 'PENDING_REPLY', 'ANSWERED'] : ['DRAFT', 'PENDING_REPLY'];
    const saved = await repo.saveAnswer(
      trx,
      row.id,
      { status, answer: body.astrologerAnswer, answeredAt: status === 'ANSWERED' ? now : null },
      from,
    );
    if (!saved) throw new HttpError('QUESTION_REFUNDED', questionTexts.refunded);
    if (status === 'ANSWERED' && row.status !== 'ANSWERED') {
      await repo.addNotice(trx, row.id, 'ANSWERED');
      if (row.order_id) await hooks.answered(trx, row.order_id);
    }
  });
}

/**
 * The order of the question an order request names (`reference`): one the customer asked (of
 * `astrologerId`, when given). Anything else, a follow-up included, is 404.
 */
export async function orderOf(db: Db, money: MoneyService, request: OrderRequest) {
  if (!request.reference) throw fieldError({ reference: messages.generic.fieldRequired });
  const question = await repo.findQuestion(db, request.reference);
  const order =
    question?.order_id &&
    question.customer_id === request.customerId &&
    (!request.astrologerId || question.astrologer_id === request.astrologerId)
      ? await money.getOrder(db, question.order_id)
      : null;
  if (!order) throw notFound();
  return order;
}

/**
 * Money's paid hook, in the payment's transaction: the question whose own order this is now waits
 * for its reply, due `answerHours` after payment, and the astrologer is told. A replayed payment
 * finds it paid already and changes nothing. Only `ask` makes question orders; should another paid
 * order ever name a question, it goes back to the wallet rather than pay twice.
 */
export async function markPaid(
  trx: Trx,
  money: MoneyService,
  order: Order,
  answerHours: number,
): Promise<void> {
  const question = order.reference ? await repo.lockQuestion(trx, order.reference) : undefined;
  if (
    !question ||
    question.customer_id !== order.customerId ||
    question.astrologer_id !== order.astrologerId
  )
    return;
  if (question.order_id !== order.orderId) {
    await money.refund(trx, order.orderId, 'This question is paid by its own order');
    return;
  }
  // Deleted while this payment was on its way (the payable check ran before the delete committed).
  if (question.deleted_at) {
    await money.refund(trx, order.orderId, 'The question was deleted before it was paid');
    return;
  }
  const paidAt = order.paidAt ?? new Date();
  const due = new Date(paidAt.getTime() + answerHours * HOUR_MS);
  if (await repo.markPaid(trx, question.id, order.orderId, due))
    await repo.addNotice(trx, question.id, 'ARRIVED');
}

function toPage(
  rows: QuestionRow[],
  total: number,
  query: { page: number; size: number },
  viewer: Viewer,
): QuestionPage {
  const now = new Date();
  return {
    content: rows.map((row) => toQuestion(row, viewer, now)),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
    pageSize: query.size,
  };
}

/**
 * GET customer-question. An astrologer lists the questions addressed to them (their own
 * astrologerId only), open ones only; a filter with DRAFT or PENDING_REPLY is the pending list,
 * ordered overdue first, then by due date. A customer lists their own, by their own horoscope.
 */
export async function list(
  db: Db,
  caller: Caller,
  query: QuestionListQuery,
): Promise<QuestionPage> {
  const viewer = viewerOf(caller);
  const direction = query.sortOrder === 'ASC' ? 'asc' : 'desc';
  const page = { page: query.page, size: query.size };
  let filter: repo.QuestionFilter;
  if (viewer === 'ASTROLOGER') {
    if (query.astrologerId !== undefined && query.astrologerId !== caller.userId) throw notFound();
    const statuses = query.status;
    const pending = statuses?.some((s) => (pendingAnswerStatuses as readonly string[]).includes(s));
    const answered = Boolean(statuses?.length) && statuses!.every((s) => s === 'ANSWERED');
    filter = {
      astrologerId: caller.userId,
      statuses,
      onlyMainQuestions: query.onlyMainQuestions,
      openOnly: true,
      order: pending ? 'urgency' : answered ? 'answered' : 'asked',
      direction,
      ...page,
    };
  } else {
    if (query.astrologerId !== undefined && !isUuid(query.astrologerId)) throw notFound();
    if (query.horoscopeId !== undefined) {
      const own = await findProfile(db, query.horoscopeId, caller.userId, 'SELF');
      if (!own) throw notFound();
    }
    filter = {
      customerId: caller.userId,
      horoscopeId: query.horoscopeId,
      astrologerId: query.astrologerId,
      statuses: query.status,
      onlyMainQuestions: query.onlyMainQuestions,
      order: 'asked',
      direction,
      ...page,
    };
  }
  const { rows, total } = await repo.pageQuestions(db, filter, new Date());
  return toPage(rows, total, page, viewer);
}

/** My Questions: the customer's threads (first questions), newest first. */
export async function myQuestions(
  db: Db,
  caller: Caller,
  query: MyQuestionsQuery,
): Promise<QuestionPage> {
  const { rows, total } = await repo.pageQuestions(
    db,
    {
      customerId: caller.userId,
      onlyMainQuestions: true,
      order: 'asked',
      direction: 'desc',
      ...query,
    },
    new Date(),
  );
  return toPage(rows, total, query, 'USER');
}
