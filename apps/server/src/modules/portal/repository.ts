import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClientMailKind, PortalConversationsTable, PortalMessagesTable } from './tables.ts';

/** The database, or a transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type ConversationRow = Selectable<PortalConversationsTable>;
export type MessageRow = Selectable<PortalMessagesTable>;

export function findConversation(db: Executor, horoscopeId: string) {
  return db
    .selectFrom('portal_conversations')
    .selectAll()
    .where('horoscope_id', '=', horoscopeId)
    .executeTakeFirst();
}

export function findConversationById(db: Executor, id: string) {
  return db.selectFrom('portal_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The horoscope's conversation, created when missing. The unique horoscope_id makes a double click
 * (two simultaneous inserts) end with one row: the second insert does nothing and reads the first.
 */
export async function ensureConversation(
  db: Executor,
  values: Omit<ConversationRow, 'id' | 'created_at' | 'customer_email'>,
): Promise<ConversationRow> {
  const inserted = await db
    .insertInto('portal_conversations')
    .values(values)
    .onConflict((oc) => oc.column('horoscope_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted ?? (await findConversation(db, values.horoscope_id))!;
}

/** The conversation, locked until the transaction ends (changing the client's e-mail). */
export function lockConversation(db: Executor, id: string) {
  return db
    .selectFrom('portal_conversations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setCustomerEmail(db: Executor, conversationId: string, email: string) {
  await db
    .updateTable('portal_conversations')
    .set({ customer_email: email })
    .where('id', '=', conversationId)
    .execute();
}

/** One page of messages counted from the newest (page 0 = the latest), returned oldest first. */
export async function pageMessages(
  db: Executor,
  conversationId: string,
  page: { pageNumber: number; pageSize: number },
): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('portal_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize)
    .execute();
  return rows.reverse();
}

export function insertMessage(
  db: Executor,
  values: { conversation_id: string; from_customer: boolean; content: string },
) {
  return db.insertInto('portal_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The horoscope's live (unexpired) share link, or undefined. */
export function findShareLink(db: Executor, horoscopeId: string) {
  return db
    .selectFrom('portal_share_links')
    .selectAll()
    .where('horoscope_id', '=', horoscopeId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

type NewShareLink = {
  horoscope_id: string;
  token_hash: string;
  token_sealed: string;
  expires_at: Date;
};

/**
 * The horoscope's live share link, this new one when it had none (or only an expired one). Two
 * first copies at once end with one link: the second insert finds the first's row and reads it.
 */
export async function ensureShareLink(db: Executor, link: NewShareLink) {
  const inserted = await db
    .insertInto('portal_share_links')
    .values(link)
    .onConflict((oc) =>
      oc
        .column('horoscope_id')
        .doUpdateSet({ ...link, created_at: sql<Date>`now()` })
        .where('portal_share_links.expires_at', '<=', sql<Date>`now()`),
    )
    .returningAll()
    .executeTakeFirst();
  return inserted ?? (await findShareLink(db, link.horoscope_id))!;
}

/** Puts a new share link in place of the horoscope's: the earlier token stops opening anything at once. */
export function replaceShareLink(db: Executor, link: NewShareLink) {
  return db
    .insertInto('portal_share_links')
    .values(link)
    .onConflict((oc) =>
      oc.column('horoscope_id').doUpdateSet({ ...link, created_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteShareLink(db: Executor, horoscopeId: string) {
  await db.deleteFrom('portal_share_links').where('horoscope_id', '=', horoscopeId).execute();
}

/** True when the token's hash is the horoscope's live (unexpired) share link. */
export async function shareLinkOpens(db: Executor, horoscopeId: string, tokenHash: string) {
  const row = await db
    .selectFrom('portal_share_links')
    .select('horoscope_id')
    .where('horoscope_id', '=', horoscopeId)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPaymentLink(
  db: Executor,
  values: { id: string; conversation_id: string; order_id: string; expires_at: Date },
) {
  await db.insertInto('portal_payment_links').values(values).execute();
}

const linkWithOrder = (db: Executor) =>
  db
    .selectFrom('portal_payment_links as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.conversation_id',
      'l.order_id',
      'l.expires_at',
      'l.revoked_at',
      'l.created_at',
      'o.status',
      'o.paid_at',
    ]);

export type PaymentLinkRow = NonNullable<Awaited<ReturnType<typeof findPaymentLink>>>;

export function findPaymentLink(db: Executor, id: string) {
  return linkWithOrder(db).where('l.id', '=', id).executeTakeFirst();
}

export function findPaymentLinkByOrder(db: Executor, orderId: string) {
  return linkWithOrder(db).where('l.order_id', '=', orderId).executeTakeFirst();
}

export function listPaymentLinks(db: Executor, conversationId: string) {
  return linkWithOrder(db)
    .where('l.conversation_id', '=', conversationId)
    .orderBy('l.created_at', 'desc')
    .limit(50)
    .execute();
}

/**
 * Locks the order of a payment link, as paying it does first (money's lockOrder), so a revocation
 * and a payment of one link happen one after the other, never interleaved.
 */
export async function lockLinkOrder(db: Executor, orderId: string) {
  await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

export async function revokePaymentLink(db: Executor, id: string) {
  await db
    .updateTable('portal_payment_links')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

// Mail to clients, counted per astrologer for the daily cap.

/** Arbitrary, fixed: the first key of the advisory lock that puts one astrologer's client mails in line. */
const clientMailLock = 41_010;

/**
 * The astrologer's client mails of the last 24 hours (the oldest first sent), after forgetting
 * older ones; taken under a lock of this astrologer's mails, so that two requests at once count
 * each other.
 */
export async function recentClientMails(db: Executor, astrologerId: string) {
  await sql`select pg_advisory_xact_lock(${clientMailLock}, hashtext(${astrologerId}))`.execute(db);
  await db
    .deleteFrom('portal_client_mails')
    .where('astrologer_id', '=', astrologerId)
    .where('sent_at', '<=', sql<Date>`now() - interval '1 day'`)
    .execute();
  const row = await db
    .selectFrom('portal_client_mails')
    .select((eb) => [eb.fn.countAll<string>().as('sent'), eb.fn.min('sent_at').as('oldest')])
    .where('astrologer_id', '=', astrologerId)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), oldest: row.oldest as Date | null };
}

export async function insertClientMail(
  db: Executor,
  values: { astrologer_id: string; horoscope_id: string; kind: ClientMailKind },
) {
  const row = await db
    .insertInto('portal_client_mails')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteClientMail(db: Executor, id: string) {
  await db.deleteFrom('portal_client_mails').where('id', '=', id).execute();
}

export function astrologerContact(db: Executor, astrologerId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'language'])
    .where('id', '=', astrologerId)
    .executeTakeFirstOrThrow();
}

/** The clients' names (as their astrologer wrote them) who pay the given payment links' orders. */
export async function clientNamesOfOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('portal_payment_links as l')
    .innerJoin('portal_conversations as c', 'c.id', 'l.conversation_id')
    .select(['l.order_id', 'c.customer_name'])
    .where('l.order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((r) => [r.order_id, r.customer_name]));
}
