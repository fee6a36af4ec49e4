import { sql, type Insertable } from 'kysely';
import type { AnswerStatus, ConversationEntry } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NoticeKind, QuestionsTable } from './tables.ts';

export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** A question with the names its screens show and the latest answer of its thread. */
function questions(db: Db) {
  return db
    .selectFrom('questions as q')
    .innerJoin('users as c', 'c.id', 'q.customer_id')
    .innerJoin('users as a', 'a.id', 'q.astrologer_id')
    .leftJoin('orders as o', 'o.id', 'q.order_id')
    .select([
      'q.id',
      'q.customer_id',
      'q.astrologer_id',
      'q.horoscope_id',
      'q.parent_question_id',
      'q.question_header',
      'q.question',
      'q.status',
      'q.answer',
      'q.answer_date',
      'q.due_date',
      'q.order_id',
      'q.refunded_at',
      'q.created_at',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'a.first_name as astrologer_first_name',
      'a.last_name as astrologer_last_name',
      'o.total_amount as order_total',
      sql<Date | null>`(select max(t.answer_date) from questions t
        where t.status = 'ANSWERED'
          and coalesce(t.parent_question_id, t.id) = coalesce(q.parent_question_id, q.id))`.as(
        'last_answer_date',
      ),
    ]);
}

export function findQuestion(db: Db, id: string) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return questions(db).where('q.id', '=', id).where('q.deleted_at', 'is', null).executeTakeFirst();
}

/** The follow-ups of a thread, oldest first. */
export function listFollowUps(db: Db, rootId: string) {
  return questions(db)
    .where('q.parent_question_id', '=', rootId)
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
}

export interface QuestionFilter {
  customerId?: string;
  astrologerId?: string;
  horoscopeId?: string;
  statuses?: readonly AnswerStatus[];
  onlyMainQuestions?: boolean;
  /** Leave refunded questions out (the astrologer's lists). */
  openOnly?: boolean;
  /** 'urgency': overdue first, then the nearest due date; 'answered': latest answer; else asked. */
  order: 'urgency' | 'answered' | 'asked';
  direction: 'asc' | 'desc';
  page: number;
  size: number;
}

export async function pageQuestions(db: Db, filter: QuestionFilter, now: Date) {
  let base = db.selectFrom('questions as q').where('q.deleted_at', 'is', null);
  if (filter.customerId) base = base.where('q.customer_id', '=', filter.customerId);
  if (filter.astrologerId) base = base.where('q.astrologer_id', '=', filter.astrologerId);
  if (filter.horoscopeId) base = base.where('q.horoscope_id', '=', filter.horoscopeId);
  if (filter.statuses?.length) base = base.where('q.status', 'in', filter.statuses);
  if (filter.onlyMainQuestions) base = base.where('q.parent_question_id', 'is', null);
  if (filter.openOnly) base = base.where('q.refunded_at', 'is', null);
  const ids = base.select('q.id');

  let page = questions(db).where('q.id', 'in', ids);
  if (filter.order === 'urgency') {
    page = page
      .orderBy(sql`case when q.due_date < ${now} then 0 else 1 end`)
      .orderBy(sql`q.due_date asc nulls last`);
  } else if (filter.order === 'answered') {
    page = page.orderBy(sql`coalesce(q.answer_date, q.created_at) ${sql.raw(filter.direction)}`);
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy('q.created_at', filter.direction)
      .orderBy('q.id', filter.direction)
      .limit(filter.size)
      .offset(filter.page * filter.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function insertQuestion(db: Db, values: Insertable<QuestionsTable>) {
  const row = await db
    .insertInto('questions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a thread's first question, so its follow-ups are counted and added one at a time. */
export function lockQuestion(db: Db, id: string) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('questions')
    .select([
      'id',
      'customer_id',
      'astrologer_id',
      'horoscope_id',
      'parent_question_id',
      'status',
      'order_id',
      'refunded_at',
      'deleted_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function countThread(db: Db, rootId: string) {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where((eb) => eb.or([eb('id', '=', rootId), eb('parent_question_id', '=', rootId)]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Saves an answer unless a concurrent refund or answer got there first (then nothing changes). An
 * answer keeps the date it was first submitted; a draft has none.
 */
export async function saveAnswer(
  db: Db,
  id: string,
  values: { status: 'DRAFT' | 'ANSWERED'; answer: string; answeredAt: Date | null },
  from: readonly AnswerStatus[],
) {
  const row = await db
    .updateTable('questions')
    .set({
      status: values.status,
      answer: values.answer,
      answer_date: values.answeredAt && sql<Date>`coalesce(answer_date, ${values.answeredAt})`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .where('refunded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** An unpaid first question is deleted (kept for its order, listed nowhere). */
export async function deleteUnpaid(db: Db, id: string) {
  await db
    .updateTable('questions')
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PAYMENT_PENDING')
    .execute();
}

/** False only for the order of a draft its customer deleted; every other order stays payable. */
export async function isPayableQuestion(db: Db, orderId: string) {
  const deleted = await db
    .selectFrom('questions')
    .select('id')
    .where((eb) => eb.and([eb('order_id', '=', orderId), eb('deleted_at', 'is not', null)]))
    .executeTakeFirst();
  return deleted === undefined;
}

/** PAYMENT_PENDING -> PENDING_REPLY with its deadline; false when it was paid already. */
export async function markPaid(db: Db, id: string, orderId: string, dueDate: Date) {
  const row = await db
    .updateTable('questions')
    .set({ status: 'PENDING_REPLY', due_date: dueDate, updated_at: new Date() })
    .where('id', '=', id)
    .where('order_id', '=', orderId)
    .where('status', '=', 'PAYMENT_PENDING')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function setOrder(db: Db, id: string, orderId: string) {
  await db
    .updateTable('questions')
    .set({ order_id: orderId, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Paid threads still unanswered at their deadline, oldest deadline first. */
export async function overdueThreads(db: Db, now: Date, limit: number) {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('parent_question_id', 'is', null)
    .where('order_id', 'is not', null)
    .where('status', 'in', ['PENDING_REPLY', 'DRAFT'])
    .where('refunded_at', 'is', null)
    .where('due_date', '<', now)
    .orderBy('due_date')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Marks one overdue thread (and its follow-ups) refunded, in the caller's transaction. The
 * conditions are checked again under the row lock, so of two runs at once only one gets the order
 * back; the other (and an answer saved meanwhile) finds nothing left to claim.
 */
export async function claimRefund(db: Db, id: string, now: Date) {
  const row = await db
    .updateTable('questions')
    .set({ refunded_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['PENDING_REPLY', 'DRAFT'])
    .where('refunded_at', 'is', null)
    .where('due_date', '<', now)
    .returning(['id', 'order_id'])
    .executeTakeFirst();
  if (!row?.order_id) return undefined;
  await db
    .updateTable('questions')
    .set({ refunded_at: now, updated_at: now })
    .where('parent_question_id', '=', id)
    .where('refunded_at', 'is', null)
    .execute();
  return { id: row.id, orderId: row.order_id };
}

/** A mail a step of the question owes, written with that step. */
export async function addNotice(db: Db, questionId: string, kind: NoticeKind) {
  await db.insertInto('question_notices').values({ question_id: questionId, kind }).execute();
}

export function unsentNotices(db: Db, limit: number) {
  return db
    .selectFrom('question_notices')
    .select(['id', 'question_id', 'kind'])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a notice for this run; false when another run took it. */
export async function claimNotice(db: Db, id: string) {
  const row = await db
    .updateTable('question_notices')
    .set({ sent_at: new Date() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function releaseNotice(db: Db, id: string) {
  await db.updateTable('question_notices').set({ sent_at: null }).where('id', '=', id).execute();
}

export function emailOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The astrologer a customer may ask: present and with offline questions switched on. */
export function findAskableAstrologer(db: Db, astrologerId: string) {
  if (!isUuid(astrologerId)) return Promise.resolve(undefined);
  return db
    .selectFrom('astrologer_profiles')
    .select(['user_id', 'offline_question_enabled', 'visibility'])
    .where('user_id', '=', astrologerId)
    .executeTakeFirst();
}

/** The horoscope grant: a paid question from that horoscope's customer to this astrologer. */
export async function hasPaidQuestion(db: Db, astrologerId: string, horoscopeId: string) {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('astrologer_id', '=', astrologerId)
    .where('horoscope_id', '=', horoscopeId)
    .where('status', '<>', 'PAYMENT_PENDING')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The question thread an order paid for (the question and its follow-ups, each with its answer),
 * oldest first: what an operator reads while a dispute about the order is open (modules/disputes).
 */
export async function orderConversation(db: Db, orderId: string): Promise<ConversationEntry[]> {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('questions as root', (join) =>
      join.on((eb) =>
        eb.or([
          eb('q.id', '=', eb.ref('root.id')),
          eb('q.parent_question_id', '=', eb.ref('root.id')),
        ]),
      ),
    )
    .select(['q.question_header', 'q.question', 'q.answer', 'q.answer_date', 'q.created_at'])
    .where('root.order_id', '=', orderId)
    .where('root.parent_question_id', 'is', null)
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
  return rows.flatMap((row) => [
    {
      author: 'CUSTOMER' as const,
      subject: row.question_header,
      text: row.question,
      at: row.created_at.toISOString(),
    },
    ...(row.answer === null
      ? []
      : [
          {
            author: 'ASTROLOGER' as const,
            subject: null,
            text: row.answer,
            at: (row.answer_date ?? row.created_at).toISOString(),
          },
        ]),
  ]);
}
