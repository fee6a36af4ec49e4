import { sql, type Kysely } from 'kysely';
import { businessTimeZone, paiseToMillicredits, type ServiceCode } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';

export interface RevenueLine {
  /** YYYY-MM-DD in India. */
  date: string;
  serviceCode: ServiceCode;
  /** Paise. */
  amount: number;
}

const dayOf = (column: string) =>
  // The zone as a literal: the same expression in SELECT and GROUP BY, not two parameters.
  sql<string>`to_char(${sql.ref(column)} at time zone ${sql.lit(businessTimeZone)}, 'YYYY-MM-DD')`;

/**
 * What customers paid for services since `since`, by day and service (docs/operations.md): the
 * wallet's side of the ledger for service orders (debits and holds less releases and refunds; a
 * late card success's refund, which names its payment, gave credits for a card payment and is left
 * out) plus card payments of services. Credits bought are not revenue until they are spent.
 */
export async function revenueSince(db: Kysely<Database>, since: Date): Promise<RevenueLine[]> {
  const wallet = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select((eb) => [
      dayOf('e.created_at').as('date'),
      'o.service_code',
      eb.fn.sum<string | number>('e.amount').as('amount'),
    ])
    .where('a.kind', '=', 'WALLET')
    .where('e.kind', 'in', ['DEBIT', 'HOLD', 'RELEASE', 'REFUND'])
    .where('e.payment_id', 'is', null)
    .where('o.service_code', '<>', 'CREDIT_PURCHASE')
    .where('e.created_at', '>=', since)
    .groupBy([dayOf('e.created_at'), 'o.service_code'])
    .execute();
  const cards = await db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select((eb) => [
      dayOf('p.updated_at').as('date'),
      'o.service_code',
      eb.fn.sum<string | number>('p.amount').as('amount'),
    ])
    .where('p.status', '=', 'SUCCESS')
    .where('p.processor', '<>', 'WALLET')
    .where('o.service_code', '<>', 'CREDIT_PURCHASE')
    .where('p.updated_at', '>=', since)
    .groupBy([dayOf('p.updated_at'), 'o.service_code'])
    .execute();
  const perMillicredit = paiseToMillicredits(1);
  return [
    ...wallet.map((row) => ({
      date: row.date,
      serviceCode: row.service_code,
      amount: -Number(row.amount) / perMillicredit,
    })),
    ...cards.map((row) => ({
      date: row.date,
      serviceCode: row.service_code,
      amount: Number(row.amount),
    })),
  ].filter((line) => line.amount !== 0);
}

/** Orders of services (not credit purchases) paid since `since`, refunded ones included. */
export async function paidOrdersSince(db: Kysely<Database>, since: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('paid_at', '>=', since)
    .where('service_code', '<>', 'CREDIT_PURCHASE')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
