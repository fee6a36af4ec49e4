import { sql, type Kysely } from 'kysely';
import {
  transactionStatuses,
  type EarningPage,
  type MoneyEarnedItem,
  type TransactionPage,
  type TransactionStatistics,
  type TransactionStatus,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';

/** Months and years of earnings are counted in India's time, where the business keeps its books. */
const businessZone = 'Asia/Kolkata';
const local = (column: string) => sql`(${sql.ref(column)} at time zone ${sql.lit(businessZone)})`;

interface Paging {
  pageNumber: number;
  pageSize: number;
}

function page<T>(content: T[], total: number, { pageNumber, pageSize }: Paging) {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
    number: pageNumber,
    size: pageSize,
  };
}

/**
 * The customer's finished payment attempts (paid, failed, or paid and refunded because the order
 * was already paid), newest first. Open and cancelled ones took no money and are not listed.
 */
export async function customerTransactions(
  db: Kysely<Database>,
  customerId: string,
  paging: Paging,
): Promise<TransactionPage> {
  const base = db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .where('o.customer_id', '=', customerId)
    .where('p.status', 'in', transactionStatuses);
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id',
        'p.order_id',
        'p.amount',
        'p.processor',
        'p.status',
        'p.updated_at',
        'o.service_code',
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.pageNumber * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    rows.map((r) => ({
      orderId: r.order_id,
      paymentAmount: Number(r.amount),
      currency: 'INR' as const,
      serviceCode: r.service_code,
      paymentProcessor: r.processor,
      transactionId: r.id,
      paymentSuccessStatus: r.status === 'SUCCESS',
      paymentStatus: r.status as TransactionStatus,
      updateTs: r.updated_at.toISOString(),
    })),
    Number(count.n),
    paging,
  );
}

function earningsOf(db: Kysely<Database>, astrologerId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .where('a.user_id', '=', astrologerId)
    .where('a.kind', '=', 'EARNINGS')
    .where('e.kind', '=', 'EARNING');
}

/** The astrologer's earnings order by order, newest first; month and year -1 mean any. */
export async function astrologerEarnings(
  db: Kysely<Database>,
  astrologerId: string,
  filter: Paging & { month: number; year: number },
): Promise<EarningPage> {
  const base = earningsOf(db, astrologerId)
    .$if(filter.month !== -1, (q) =>
      q.where(sql<boolean>`extract(month from ${local('e.created_at')}) = ${filter.month}`),
    )
    .$if(filter.year !== -1, (q) =>
      q.where(sql<boolean>`extract(year from ${local('e.created_at')}) = ${filter.year}`),
    );
  const [rows, count] = await Promise.all([
    base
      .select(['e.order_id', 'e.amount', 'e.created_at', 'o.service_code'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    rows.map((r) => ({
      orderId: r.order_id!,
      amount: Number(r.amount),
      currency: 'INR' as const,
      serviceCode: r.service_code,
      updateTs: r.created_at.toISOString(),
    })),
    Number(count.n),
    filter,
  );
}

export async function astrologerStatistics(
  db: Kysely<Database>,
  astrologerId: string,
): Promise<TransactionStatistics> {
  const [sessions, earned] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('service_code', '=', 'LIVE_CHAT').as('chats'),
        eb.fn.countAll<string>().filterWhere('service_code', '=', 'VIDEO_CALL').as('videos'),
      ])
      .where('astrologer_id', '=', astrologerId)
      .where('status', '=', 'PAID')
      .executeTakeFirstOrThrow(),
    earningsOf(db, astrologerId)
      .select((eb) => [
        eb.fn
          .countAll<string>()
          .filterWhere('o.service_code', '=', 'OFFLINE_QUESTION')
          .as('answered'),
        sql<string | number>`coalesce(sum(e.amount), 0)`.as('total'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    liveChatSessions: Number(sessions.chats),
    liveVideoCallSessions: Number(sessions.videos),
    questionsAnswered: Number(earned.answered),
    totalEarnings: Number(earned.total),
  };
}

/** Earnings month by month (India time), newest first. */
export async function moneyEarned(
  db: Kysely<Database>,
  astrologerId: string,
): Promise<MoneyEarnedItem[]> {
  const month = sql<string>`to_char(${local('e.created_at')}, 'YYYY-MM')`;
  const rows = await earningsOf(db, astrologerId)
    .select((eb) => [
      month.as('month'),
      eb.fn
        .countAll<string>()
        .filterWhere('o.service_code', '=', 'OFFLINE_QUESTION')
        .as('answered'),
      sql<string | number>`sum(e.amount)`.as('earned'),
    ])
    .groupBy(month)
    .orderBy(month, 'desc')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    questionsAnswered: Number(r.answered),
    moneyEarned: Number(r.earned),
  }));
}
