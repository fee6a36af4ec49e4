import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PortalConversationsTable, PortalMessagesTable } from './tables.ts';

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

/** Replaces the horoscope's share link: the earlier token stops opening anything at once. */
export async function replaceShareLink(
  db: Executor,
  horoscopeId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .insertInto('portal_share_links')
    .values({ horoscope_id: horoscopeId, token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('horoscope_id').doUpdateSet({
        token_hash: tokenHash,
        expires_at: expiresAt,
        created_at: new Date(),
      }),
    )
    .execute();
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

export function astrologerContact(db: Executor, astrologerId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', astrologerId)
    .executeTakeFirstOrThrow();
}
