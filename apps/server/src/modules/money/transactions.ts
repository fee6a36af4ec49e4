import { sql, type Kysely } from 'kysely';
import {
  earningServiceCodes,
  transactionStatuses,
  type EarningPage,
  type EarningServiceCode,
  type MoneyEarnedItem,
  type ServiceCode,
  type ServiceEarned,
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

/** Names who paid orders without a customer account (app.money.payerNames), by order id. */
type PayerNames = (
  orders: ReadonlyArray<{ orderId: string; serviceCode: ServiceCode }>,
) => Promise<Map<string, string>>;

/**
 * The astrologer's earnings order by order, newest first, each naming who paid (the customer, or
 * the portal link's client); month and year -1 mean any.
 */
export async function astrologerEarnings(
  db: Kysely<Database>,
  astrologerId: string,
  filter: Paging & { month: number; year: number },
  payerNames: PayerNames,
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
      .leftJoin('users as u', 'u.id', 'o.customer_id')
      .select(['e.order_id', 'e.amount', 'e.created_at', 'o.service_code'])
      .select(
        sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as(
          'customer_name',
        ),
      )
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const payers = await payerNames(
    rows
      .filter((r) => r.customer_name === null)
      .map((r) => ({ orderId: r.order_id!, serviceCode: r.service_code })),
  );
  return page(
    rows.map((r) => ({
      orderId: r.order_id!,
      amount: Number(r.amount),
      currency: 'INR' as const,
      serviceCode: r.service_code,
      customerName: r.customer_name ?? payers.get(r.order_id!) ?? null,
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
        eb.fn
          .countAll<string>()
          .filterWhere('o.service_code', '=', 'ASTRO_PORTAL_CHAT')
          .as('portal'),
        sql<string | number>`coalesce(sum(e.amount), 0)`.as('total'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    liveChatSessions: Number(sessions.chats),
    liveVideoCallSessions: Number(sessions.videos),
    questionsAnswered: Number(earned.answered),
    portalPayments: Number(earned.portal),
    totalEarnings: Number(earned.total),
  };
}

/**
 * Earnings month by month (India time), newest first, service by service; a month's money earned
 * is the sum of its services' earnings.
 */
export async function moneyEarned(
  db: Kysely<Database>,
  astrologerId: string,
): Promise<MoneyEarnedItem[]> {
  const month = sql<string>`to_char(${local('e.created_at')}, 'YYYY-MM')`;
  const rows = await earningsOf(db, astrologerId)
    .select((eb) => [
      month.as('month'),
      'o.service_code',
      eb.fn.countAll<string>().as('count'),
      sql<string | number>`sum(e.amount)`.as('earned'),
    ])
    .groupBy([month, 'o.service_code'])
    .orderBy(month, 'desc')
    .execute();
  const months = new Map<string, Record<EarningServiceCode, ServiceEarned>>();
  for (const row of rows) {
    const services =
      months.get(row.month) ??
      (Object.fromEntries(
        earningServiceCodes.map((code) => [code, { count: 0, earned: 0 }]),
      ) as Record<EarningServiceCode, ServiceEarned>);
    months.set(row.month, services);
    const code = earningServiceCodes.find((c) => c === row.service_code);
    if (!code) continue; // only the services astrologers earn from book earnings
    services[code].count += Number(row.count);
    services[code].earned += Number(row.earned);
  }
  return [...months].map(([month, services]) => ({
    month,
    questionsAnswered: services.OFFLINE_QUESTION.count,
    moneyEarned: earningServiceCodes.reduce((sum, code) => sum + services[code].earned, 0),
    services,
  }));
}
