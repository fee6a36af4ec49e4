import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../money/ledger.ts';
import type { AiExchangesTable } from './tables.ts';

const columns = [
  'id',
  'customer_id',
  'horoscope_id',
  'order_id',
  'question',
  'answer',
  'provider',
  'status',
  'created_at',
] as const;

export type ExchangeRow = Awaited<ReturnType<typeof findExchange>>;

export function insertExchange(trx: Trx, values: Insertable<AiExchangesTable>) {
  return trx.insertInto('ai_exchanges').values(values).returning('id').executeTakeFirstOrThrow();
}

export function findExchange(db: Db, id: string) {
  return db.selectFrom('ai_exchanges').select(columns).where('id', '=', id).executeTakeFirst();
}

export function saveAnswer(db: Db, id: string, answer: string) {
  return db
    .updateTable('ai_exchanges')
    .set({ status: 'ANSWERED', answer, answered_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** PENDING → FAILED; true for the one call that made the change (and so owes the refund). */
export async function markFailed(trx: Trx, id: string): Promise<boolean> {
  const row = await trx
    .updateTable('ai_exchanges')
    .set({ status: 'FAILED' })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Exchanges still PENDING since before `before`: their answer never came back. */
export function abandonedExchanges(db: Db, before: Date) {
  return db
    .selectFrom('ai_exchanges')
    .select(['id', 'order_id'])
    .where('status', '=', 'PENDING')
    .where('created_at', '<', before)
    .execute();
}

export async function answeredPage(
  db: Db,
  customerId: string,
  page: { pageNumber: number; pageSize: number },
) {
  const answered = db
    .selectFrom('ai_exchanges')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'ANSWERED');
  const [rows, count] = await Promise.all([
    answered
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize)
      .execute(),
    answered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
