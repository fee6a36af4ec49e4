import type { Kysely } from 'kysely';
import type { StatementPage, WalletMoveKind } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';

interface Paging {
  pageNumber: number;
  pageSize: number;
}

/**
 * The customer's wallet line by line, newest first, each with the balance right after it: the sum
 * of the wallet's entries up to and including it, in the order they were written (the ledger's
 * serial id), so the newest line's balance is the wallet's balance. A capture moves nothing (the
 * money left at the hold), so it is not a line.
 */
export async function walletStatement(
  db: Kysely<Database>,
  customerId: string,
  paging: Paging,
): Promise<StatementPage> {
  const lines = db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', customerId)
    .where('a.kind', '=', 'WALLET')
    .where('e.amount', '!=', 0);
  const [rows, count] = await Promise.all([
    lines
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .select((eb) => [
        'e.id',
        'e.kind',
        'e.amount',
        'e.note',
        'e.created_at',
        'e.order_id',
        'o.service_code',
        eb.fn
          .sum<string | number>('e.amount')
          .over((over) => over.orderBy('e.id'))
          .as('balance'),
      ])
      .orderBy('e.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.pageNumber * paging.pageSize)
      .execute(),
    lines
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string | number>('e.amount'), eb.lit(0)).as('balance'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    content: rows.map((r) => ({
      lineId: String(r.id),
      kind: r.kind as WalletMoveKind,
      amount: Number(r.amount),
      balance: Number(r.balance),
      serviceCode: r.service_code,
      orderId: r.order_id,
      note: r.note,
      createdAt: r.created_at.toISOString(),
    })),
    totalElements: total,
    totalPages: Math.ceil(total / paging.pageSize),
    number: paging.pageNumber,
    size: paging.pageSize,
    balance: Number(count.balance),
  };
}
