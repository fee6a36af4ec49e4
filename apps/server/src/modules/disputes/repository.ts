import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dispute, DisputeStatus, OperatorDispute } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import type { DisputesTable } from './tables.ts';

type Executor = Kysely<Database>;

export const toDispute = (row: Selectable<DisputesTable>): Dispute => ({
  disputeId: row.id,
  orderId: row.order_id,
  status: row.status,
  reason: row.reason,
  resolution: row.resolution,
  refundId: row.refund_id,
  openedAt: row.opened_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
});

/** A new open dispute; undefined when one about the order is open already. */
export async function insertOpen(
  db: Executor,
  values: { order_id: string; customer_id: string; reason: string },
) {
  return db
    .insertInto('disputes')
    .values(values)
    .onConflict((oc) => oc.column('order_id').where('status', '=', 'OPEN').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function ofOrder(db: Executor, orderId: string) {
  return db
    .selectFrom('disputes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('opened_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The dispute, its row locked FOR UPDATE (resolving) or FOR SHARE (reading while it stays open). */
export function lock(db: Executor, disputeId: string, mode: 'update' | 'share') {
  const query = db.selectFrom('disputes').selectAll().where('id', '=', disputeId);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function resolve(
  db: Executor,
  disputeId: string,
  values: { resolution: string; refund_id: string | null; resolved_by: string },
) {
  return db
    .updateTable('disputes')
    .set({ ...values, status: 'RESOLVED', resolved_at: new Date() })
    .where('id', '=', disputeId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Disputes in `status`, oldest first (at most 200), with the order's people and total. */
export async function list(db: Executor, status: DisputeStatus): Promise<OperatorDispute[]> {
  const rows = await db
    .selectFrom('disputes as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .leftJoin('users as c', 'c.id', 'o.customer_id')
    .leftJoin('users as a', 'a.id', 'o.astrologer_id')
    .selectAll('d')
    .select([
      'o.service_code',
      'o.customer_id',
      'o.astrologer_id',
      'o.total_amount',
      sql<string | null>`c.first_name || ' ' || c.last_name`.as('customer_name'),
      sql<string | null>`a.first_name || ' ' || a.last_name`.as('astrologer_name'),
    ])
    .where('d.status', '=', status)
    .orderBy('d.opened_at')
    .orderBy('d.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    ...toDispute(row),
    serviceCode: row.service_code,
    customerId: row.customer_id,
    customerName: row.customer_name,
    astrologerId: row.astrologer_id,
    astrologerName: row.astrologer_name,
    total: Number(row.total_amount),
  }));
}

export async function countOpen(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
