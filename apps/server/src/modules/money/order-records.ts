import { sql, type Kysely } from 'kysely';
import type { OperatorOrder, OrderRecord } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Refunds } from './refunds.ts';

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const searchLimit = 50;

/** Orders with their customer's and astrologer's names, as the operators' order screen lists them. */
function ordersWithPeople(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as c', 'c.id', 'o.customer_id')
    .leftJoin('users as a', 'a.id', 'o.astrologer_id')
    .select([
      'o.id',
      'o.service_code',
      'o.status',
      'o.payment_processor',
      'o.total_amount',
      'o.customer_id',
      'o.astrologer_id',
      'o.created_at',
      'o.paid_at',
      'c.email as customer_email',
      sql<string | null>`c.first_name || ' ' || c.last_name`.as('customer_name'),
      sql<string | null>`a.first_name || ' ' || a.last_name`.as('astrologer_name'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof ordersWithPeople>['executeTakeFirstOrThrow']>>;

const toOperatorOrder = (row: Row): OperatorOrder => ({
  orderId: row.id,
  serviceCode: row.service_code,
  status: row.status,
  paymentProcessor: row.payment_processor,
  total: Number(row.total_amount),
  customerId: row.customer_id,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  astrologerId: row.astrologer_id,
  astrologerName: row.astrologer_name,
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
});

/** The operators' view of orders (docs/operations.md, "Refunds"): ids, people, amounts; no texts. */
export function createOrderRecords(deps: {
  refunds: Pick<Refunds, 'refundedSoFar' | 'refundsOf'>;
}) {
  return {
    /**
     * Orders, newest first (at most 50), found by an order's, customer's or astrologer's id, or a
     * customer's or astrologer's e-mail or username (exactly, ignoring case).
     */
    async findOrders(db: Kysely<Database>, query: string): Promise<OperatorOrder[]> {
      const text = query.trim().toLowerCase();
      const people = db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['email']), '=', text),
            eb(eb.fn('lower', ['login_id']), '=', text),
          ]),
        );
      const rows = await ordersWithPeople(db)
        .where((eb) =>
          uuidPattern.test(text)
            ? eb.or([
                eb('o.id', '=', text),
                eb('o.customer_id', '=', text),
                eb('o.astrologer_id', '=', text),
              ])
            : eb.or([eb('o.customer_id', 'in', people), eb('o.astrologer_id', 'in', people)]),
        )
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id')
        .limit(searchLimit)
        .execute();
      return rows.map(toOperatorOrder);
    },

    /** One order with its ledger lines, payments and refunds (404 when there is none). */
    async orderRecord(
      db: Kysely<Database>,
      orderId: string,
    ): Promise<Omit<OrderRecord, 'disputes'>> {
      const row = await ordersWithPeople(db).where('o.id', '=', orderId).executeTakeFirst();
      if (!row) throw notFound();
      const order = toOperatorOrder(row);
      const [ledger, payments, refunds, refunded] = await Promise.all([
        db
          .selectFrom('ledger_entries as e')
          .innerJoin('money_accounts as m', 'm.id', 'e.account_id')
          .select([
            'e.id',
            'm.kind as account',
            'm.user_id',
            'e.kind',
            'e.amount',
            'e.note',
            'e.created_at',
          ])
          .where('e.order_id', '=', orderId)
          .orderBy('e.created_at')
          .orderBy('e.id')
          .execute(),
        db
          .selectFrom('payments')
          .select(['id', 'processor', 'status', 'amount', 'provider_reference', 'created_at'])
          .where('order_id', '=', orderId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        deps.refunds.refundsOf(db, orderId),
        deps.refunds.refundedSoFar(db, orderId),
      ]);
      const paid = order.status === 'PAID' && order.serviceCode !== 'CREDIT_PURCHASE';
      return {
        order,
        refundable: paid ? order.total - refunded : 0,
        cardRefundable:
          paid && payments.some((p) => p.status === 'SUCCESS' && p.processor !== 'WALLET'),
        ledger: ledger.map((line) => ({
          entryId: line.id,
          account: line.account,
          userId: line.user_id,
          kind: line.kind,
          amount: Number(line.amount),
          note: line.note,
          createdAt: line.created_at.toISOString(),
        })),
        payments: payments.map((payment) => ({
          paymentId: payment.id,
          processor: payment.processor,
          status: payment.status,
          amount: Number(payment.amount),
          providerReference: payment.provider_reference,
          createdAt: payment.created_at.toISOString(),
        })),
        refunds,
      };
    },
  };
}

export type OrderRecords = ReturnType<typeof createOrderRecords>;
