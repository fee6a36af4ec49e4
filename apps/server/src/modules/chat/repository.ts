import { expressionBuilder, sql, type Selectable, type Transaction } from 'kysely';
import type { ConversationEntry, SessionCloseReason, SessionEndedBy } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { ChatSessionsTable } from './tables.ts';

export type Executor = Db | Transaction<Database>;
export type SessionRow = Selectable<ChatSessionsTable>;
export type SessionType = SessionRow['type'];

const fullName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

const now = sql<Date>`now()`;
const secondsAgo = (seconds: number) => sql<Date>`now() - ${seconds} * interval '1 second'`;

// Conditions of a session in each state on the alias `s`, the database clock deciding. Built with
// the expression builder, they arrive bracketed wherever they are used, raw statements included.
const session = expressionBuilder<{ s: ChatSessionsTable }, 's'>();
const pending = session.and([
  session('s.started_at', 'is', null),
  session('s.rejected_at', 'is', null),
]);
/** Neither ended nor rejected: pending, or running (also past expiresAt until the sweeper ends it). */
const open = session.and([session('s.ended_at', 'is', null), session('s.rejected_at', 'is', null)]);
const started = session.and([
  session('s.started_at', 'is not', null),
  session('s.ended_at', 'is', null),
]);
export const running = session.and([started, session('s.expires_at', '>', now)]);

export function findAstrologer(db: Executor, astrologerId: string) {
  return db
    .selectFrom('astrologer_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.user_id as id',
      fullName.as('name'),
      'p.visibility',
      'p.text_chat_enabled',
      'p.video_call_enabled',
      'p.availability_status',
    ])
    .where('p.user_id', '=', astrologerId)
    .executeTakeFirst();
}

/** The customer's name and own (SELF) horoscope. */
export function findCustomer(db: Executor, userId: string) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      fullName.as('name'),
      (eb) =>
        eb
          .selectFrom('horoscope_profiles as h')
          .select('h.id')
          .whereRef('h.user_id', '=', 'u.id')
          .where('h.horo_type', '=', 'SELF')
          .orderBy('h.created_at')
          .limit(1)
          .as('horoscope_id'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function findSession(db: Executor, sessionId: string) {
  return db.selectFrom('chat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/** The customer's pending or running session of this type with this astrologer. */
export function findOpenSession(
  db: Executor,
  userId: string,
  astrologerId: string,
  type: SessionType,
) {
  return db
    .selectFrom('chat_sessions as s')
    .selectAll('s')
    .where('s.user_id', '=', userId)
    .where('s.astrologer_id', '=', astrologerId)
    .where('s.type', '=', type)
    .where((eb) => eb.or([eb.and([pending, eb('s.request_expires_at', '>', now)]), running]))
    .orderBy('s.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest session of this type between two people, in either role, whatever its state. */
export function findLatestSession(db: Executor, a: string, b: string, type: SessionType) {
  return db
    .selectFrom('chat_sessions as s')
    .selectAll('s')
    .where('s.type', '=', type)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.user_id', '=', a), eb('s.astrologer_id', '=', b)]),
        eb.and([eb('s.user_id', '=', b), eb('s.astrologer_id', '=', a)]),
      ]),
    )
    .orderBy('s.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A person's sessions that are pending, running, or closed within the last `recentSeconds`. */
export function listSessions(
  db: Executor,
  role: 'user_id' | 'astrologer_id',
  userId: string,
  recentSeconds: number,
) {
  return db
    .selectFrom('chat_sessions as s')
    .selectAll('s')
    .where(`s.${role}`, '=', userId)
    .where((eb) =>
      eb.or([
        open,
        eb(
          eb.fn.coalesce('s.ended_at', 's.rejected_at', 's.expires_at'),
          '>',
          secondsAgo(recentSeconds),
        ),
      ]),
    )
    .orderBy('s.created_at', 'desc')
    .limit(100)
    .execute();
}

/** A page of a person's sessions of one type that ran and ended, in their role; newest first. */
export async function pastSessions(
  db: Executor,
  role: 'user_id' | 'astrologer_id',
  userId: string,
  query: { type: SessionType; page: number; size: number },
) {
  const base = db
    .selectFrom('chat_sessions as s')
    .where(`s.${role}`, '=', userId)
    .where('s.type', '=', query.type)
    .where((eb) => eb.and([eb('s.started_at', 'is not', null), eb('s.ended_at', 'is not', null)]));
  const [rows, count] = await Promise.all([
    base
      .selectAll('s')
      .orderBy('s.ended_at', 'desc')
      .orderBy('s.id')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The conversation of a customer and an astrologer, created on first use; its activity touched. */
export async function touchConversation(trx: Executor, userId: string, astrologerId: string) {
  const row = await trx
    .insertInto('chat_conversations')
    .values({ user_id: userId, astrologer_id: astrologerId, last_activity_at: sql`now()` })
    .onConflict((oc) =>
      oc.columns(['user_id', 'astrologer_id']).doUpdateSet({ last_activity_at: sql`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findConversation(db: Executor, a: string, b: string) {
  return db
    .selectFrom('chat_conversations')
    .select(['id', 'user_id', 'astrologer_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('astrologer_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('astrologer_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

export function insertSession(
  trx: Executor,
  values: Omit<
    SessionRow,
    | 'created_at'
    | 'started_at'
    | 'expires_at'
    | 'ended_at'
    | 'rejected_at'
    | 'close_reason'
    | 'ended_by'
    | 'customer_joined_at'
    | 'astrologer_joined_at'
  >,
) {
  return trx.insertInto('chat_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Closes the customer's pending requests, of either type; the closed rows. */
export function cancelPendingRequests(trx: Executor, userId: string) {
  return trx
    .updateTable('chat_sessions as s')
    .set({ rejected_at: sql`now()`, close_reason: 'CANCELLED' })
    .where('s.user_id', '=', userId)
    .where(pending)
    .returningAll()
    .execute();
}

/**
 * PENDING → ACCEPTED, only if still pending and not timed out; the started row or undefined.
 * started_at is the instant of this statement (not of the transaction's start), just before the
 * commit: an end that reached the server before it came before the accept (see endSession).
 */
export function startSession(trx: Executor, sessionId: string, seconds: number) {
  return trx
    .updateTable('chat_sessions as s')
    .from(sql<{ at: Date }>`(select clock_timestamp() as at)`.as('c'))
    .set({
      started_at: sql`c.at`,
      expires_at: sql`c.at + ${seconds} * interval '1 second'`,
    })
    .where('s.id', '=', sessionId)
    .where(pending)
    .where('s.request_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** PENDING → REJECTED with a reason, only if still pending. */
export function closePending(trx: Executor, sessionId: string, reason: SessionCloseReason) {
  return trx
    .updateTable('chat_sessions as s')
    .set({ rejected_at: sql`now()`, close_reason: reason })
    .where('s.id', '=', sessionId)
    .where(pending)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ends a running session now (reason ENDED or CANCELLED), or one past its expiresAt at that instant
 * (EXPIRED); only if it has not ended yet. Each session is returned to exactly one caller, whichever
 * instance runs it: the update re-checks ended_at under the row lock.
 */
export function endRunning(
  trx: Executor,
  sessionId: string,
  reason: SessionCloseReason,
  endedBy: SessionEndedBy,
) {
  const expired = reason === 'EXPIRED';
  return trx
    .updateTable('chat_sessions as s')
    .set({
      ended_at: expired ? sql`s.expires_at` : sql`now()`,
      close_reason: reason,
      ended_by: endedBy,
    })
    .where('s.id', '=', sessionId)
    .where((eb) => (expired ? eb.and([started, eb('s.expires_at', '<=', now)]) : running))
    .returningAll()
    .executeTakeFirst();
}

/** After the session's money is settled: its total becomes what the customer paid. */
export function setPaidTotal(trx: Executor, sessionId: string, totalAmount: number) {
  return trx
    .updateTable('chat_sessions')
    .set({ total_amount: totalAmount })
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sessions past their expiresAt that have not ended, to close one by one. */
export async function expiredDue(db: Executor) {
  const rows = await db
    .selectFrom('chat_sessions as s')
    .select('s.id')
    .where(started)
    .where('s.expires_at', '<=', now)
    // The longest overdue first.
    .orderBy('s.expires_at')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Running sessions whose astrologer is AWAY (gone from the live channel, or set AWAY) or no longer
 * approved (suspended by an operator, docs/operations.md).
 */
export async function droppedOut(db: Executor) {
  const rows = await db
    .selectFrom('chat_sessions as s')
    .innerJoin('astrologer_profiles as p', 'p.user_id', 's.astrologer_id')
    .select('s.id')
    .where(running)
    .where((eb) =>
      eb.or([eb('p.availability_status', '=', 'AWAY'), eb('p.review_status', '<>', 'APPROVED')]),
    )
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

// Session transactions take their locks in one order: the astrologer's profile row (accept, the
// availability PUT), then the customer's user row (request, accept), then sessions, orders and
// wallets. Closing a session locks its row first and the profile last (BUSY → ONLINE); it never
// waits for a customer's row, and no transaction holding one waits for a running session's row.

/** Locks the astrologer's profile row until the transaction ends: one accept at a time each. */
export async function lockAstrologer(trx: Executor, astrologerId: string) {
  await trx
    .selectFrom('astrologer_profiles')
    .select('user_id')
    .where('user_id', '=', astrologerId)
    .forUpdate()
    .execute();
}

/**
 * Locks the customer's user row until the transaction ends: their requests and the accepts of their
 * sessions take turns, so each sees the others' sessions (one paid session at a time). NO KEY
 * UPDATE, so the foreign keys that point at the row meanwhile are not held up.
 */
export async function lockCustomer(trx: Executor, userId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** Whether the customer has a running session, of either type, with anyone. */
export async function customerInSession(db: Executor, userId: string) {
  const row = await db
    .selectFrom('chat_sessions as s')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where(running)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the astrologer has a running session. */
export async function hasRunningSession(db: Executor, astrologerId: string) {
  const row = await db
    .selectFrom('chat_sessions as s')
    .select('s.id')
    .where('s.astrologer_id', '=', astrologerId)
    .where(running)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Pending requests no longer acceptable, to time out one by one. */
/** Pending requests to an astrologer who is no longer approved: they can no longer be accepted. */
export async function pendingUnapproved(db: Executor) {
  const rows = await db
    .selectFrom('chat_sessions as s')
    .innerJoin('astrologer_profiles as p', 'p.user_id', 's.astrologer_id')
    .select('s.id')
    .where(pending)
    .where('p.review_status', '<>', 'APPROVED')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the astrologer is approved (docs/operations.md): only then may they take a session. */
export async function astrologerApproved(db: Executor, astrologerId: string) {
  const row = await db
    .selectFrom('astrologer_profiles')
    .select('review_status')
    .where('user_id', '=', astrologerId)
    .executeTakeFirst();
  return row?.review_status === 'APPROVED';
}

export async function pendingDue(db: Executor) {
  const rows = await db
    .selectFrom('chat_sessions as s')
    .select('s.id')
    .where(pending)
    .where('s.request_expires_at', '<=', now)
    .orderBy('s.request_expires_at')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

export interface NewMessage {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  sessionId: string | null;
  clientMessageId: string | null;
}

/**
 * One array per column, not a row of parameters per message: the statement's text stays the same
 * whatever the group's size, so it is prepared once (a statement per group size took PostgreSQL
 * ~15 ms to plan for 200 rows; now each connection plans this one once).
 */
const insertMessageColumns = prepared(
  (
    _db,
    ids: string[],
    senderIds: string[],
    recipientIds: string[],
    contents: string[],
    sessionIds: (string | null)[],
    clientMessageIds: (string | null)[],
  ) =>
    /* eslint-disable no-restricted-syntax -- a whole statement: its one `or` is bracketed by hand */
    sql<MessageRow>`
    with v (id, sender_id, recipient_id, content, session_id, client_message_id, position) as (
      select * from unnest(${ids}::uuid[], ${senderIds}::uuid[], ${recipientIds}::uuid[],
        ${contents}::text[], ${sessionIds}::uuid[], ${clientMessageIds}::uuid[])
        with ordinality
    ), chosen as (
      select v.*, s.id as sid, s.conversation_id, s.user_id, s.user_full_name, s.astrologer_name
      from v cross join lateral (
        -- Each message looks up its own session through the user_id index.
        select s.* from chat_sessions s
        where s.user_id in (v.sender_id, v.recipient_id)
          and s.astrologer_id in (v.sender_id, v.recipient_id)
          and s.type = 'TEXT' and ${running}
          and (v.session_id is null or s.id = v.session_id)
        order by s.started_at desc
        limit 1
      ) s
    ), inserted as (
      insert into chat_messages
        (id, conversation_id, session_id, sender_id, recipient_id, content, client_message_id)
      select id, conversation_id, sid, sender_id, recipient_id, content, client_message_id
      from chosen order by position
      on conflict (sender_id, client_message_id) do nothing
      returning *
    )
    select inserted.id, inserted.conversation_id, inserted.session_id, inserted.sender_id,
      inserted.recipient_id, inserted.content, inserted.client_message_id, inserted.created_at,
      chosen.user_id, chosen.user_full_name, chosen.astrologer_name
    from inserted join chosen on chosen.id = inserted.id`,
  /* eslint-enable no-restricted-syntax */
);

/**
 * Stores messages, each in the running TEXT session between its sender and recipient (the named
 * one, when given), in one statement: the session check and the insert see the same clock. A
 * message without such a session, or whose sender already stored its clientMessageId, is left out
 * of the rows returned. Rows are inserted in the order given.
 */
export function insertMessages(db: Executor, batch: readonly NewMessage[]) {
  const column = <K extends keyof NewMessage>(key: K) => batch.map((message) => message[key]);
  return insertMessageColumns(
    db,
    column('id'),
    column('senderId'),
    column('recipientId'),
    column('content'),
    column('sessionId'),
    column('clientMessageId'),
  );
}

function messages(db: Executor) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_sessions as s', 's.id', 'm.session_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.session_id',
      'm.sender_id',
      'm.recipient_id',
      'm.content',
      'm.client_message_id',
      'm.created_at',
      's.user_id',
      's.user_full_name',
      's.astrologer_name',
    ]);
}
export type MessageRow = Awaited<ReturnType<typeof findMessageByClientId>> & object;

export function findMessageByClientId(db: Executor, senderId: string, clientMessageId: string) {
  return messages(db)
    .where('m.sender_id', '=', senderId)
    .where('m.client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

/** A page of a conversation, newest first; one row more than asked tells whether more exist. */
export function pageMessages(
  db: Executor,
  conversationId: string,
  pageNumber: number,
  pageSize: number,
) {
  return messages(db)
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.seq', 'desc')
    .offset(pageNumber * pageSize)
    .limit(pageSize + 1)
    .execute();
}

/** The people one has conversations with, most recent first. */
export function listContacts(db: Executor, role: 'user_id' | 'astrologer_id', userId: string) {
  const other = role === 'user_id' ? 'c.astrologer_id' : 'c.user_id';
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', other)
    .leftJoin('astrologer_profiles as p', 'p.user_id', 'u.id')
    .select([
      'c.id as conversation_id',
      'c.last_activity_at',
      'u.id as contact_id',
      'u.first_name',
      'u.last_name',
      'p.profile_image',
      (eb) =>
        eb
          .selectFrom('horoscope_profiles as h')
          .select('h.id')
          .whereRef('h.user_id', '=', 'c.user_id')
          .where('h.horo_type', '=', 'SELF')
          .orderBy('h.created_at')
          .limit(1)
          .as('horoscope_id'),
    ])
    .where(`c.${role}`, '=', userId)
    .orderBy('c.last_activity_at', 'desc')
    .limit(500)
    .execute();
}

/**
 * Horoscope grant: an astrologer reads a customer's own horoscope once that customer has asked
 * them for a live session (pending or held), so the request panel and the chat can show the chart.
 */
export async function hasSessionWith(db: Db, astrologerId: string, horoscopeId: string) {
  const row = await db
    .selectFrom('chat_sessions')
    .select('id')
    .where('astrologer_id', '=', astrologerId)
    .where('user_horoscope_id', '=', horoscopeId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The messages of the chat or video session an order paid for, oldest first: what an operator
 * reads while a dispute about the order is open (modules/disputes).
 */
export async function orderConversation(
  db: Executor,
  orderId: string,
): Promise<ConversationEntry[]> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_sessions as s', 's.id', 'm.session_id')
    .select(['m.sender_id', 's.user_id', 'm.content', 'm.created_at'])
    .where('s.order_id', '=', orderId)
    .orderBy('m.seq')
    .execute();
  return rows.map((row) => ({
    author: row.sender_id === row.user_id ? 'CUSTOMER' : 'ASTROLOGER',
    subject: null,
    text: row.content,
    at: new Date(row.created_at).toISOString(),
  }));
}
