import type { Kysely, Selectable } from 'kysely';
import type {
  Order as OrderView,
  OrderStatus,
  PaymentProcessor,
  Quote,
  ServiceCode,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Trx } from './ledger.ts';
import type { OrdersTable } from './tables.ts';

/** An order as the server's modules see it; amounts are paise. */
export interface Order {
  orderId: string;
  serviceCode: ServiceCode;
  paymentProcessor: PaymentProcessor;
  /** Null for a portal payment link: the astrologer's external client pays without an account. */
  customerId: string | null;
  astrologerId: string | null;
  reference: string | null;
  countryCode: string;
  quote: Quote;
  status: OrderStatus;
  redirectTo: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrder {
  serviceCode: ServiceCode;
  customerId: string | null;
  astrologerId?: string | null;
  reference?: string | null;
  countryCode?: string;
  quote: Quote;
  paymentProcessor: PaymentProcessor;
  /** Where the browser goes after a successful card payment (a path on this site). */
  redirectTo?: string | null;
}

export function toOrder(row: Selectable<OrdersTable>): Order {
  return {
    orderId: row.id,
    serviceCode: row.service_code,
    paymentProcessor: row.payment_processor,
    customerId: row.customer_id,
    astrologerId: row.astrologer_id,
    reference: row.reference,
    countryCode: row.country_code,
    quote: {
      baseRate: Number(row.base_rate),
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      intlTax: Number(row.intl_tax),
      commission: Number(row.commission),
      taxAndSurcharge: Number(row.tax_and_surcharge),
      totalAmount: Number(row.total_amount),
      currency: 'INR',
    },
    status: row.status,
    redirectTo: row.redirect_to,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toOrderView(order: Order, paymentId: string | null): OrderView {
  const { quote, paidAt, createdAt, updatedAt, ...rest } = order;
  return {
    ...rest,
    invoice: quote,
    paymentId,
    paidAt: paidAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Only paths on this site: no scheme, no '//' host, no backslash a browser reads as '/'. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export async function insertOrder(trx: Trx, input: NewOrder): Promise<Order> {
  if (input.redirectTo && !isLocalPath(input.redirectTo))
    throw new Error(`redirectTo must be a path on this site: ${input.redirectTo}`);
  const { quote } = input;
  const row = await trx
    .insertInto('orders')
    .values({
      service_code: input.serviceCode,
      payment_processor: input.paymentProcessor,
      customer_id: input.customerId,
      astrologer_id: input.astrologerId ?? null,
      reference: input.reference ?? null,
      country_code: input.countryCode ?? 'IN',
      base_rate: quote.baseRate,
      cgst: quote.cgst,
      sgst: quote.sgst,
      intl_tax: quote.intlTax,
      commission: quote.commission,
      tax_and_surcharge: quote.taxAndSurcharge,
      total_amount: quote.totalAmount,
      redirect_to: input.redirectTo ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

/** The order with its row locked until the transaction ends: every status change goes through here. */
export async function lockOrder(trx: Trx, orderId: string): Promise<Order> {
  const row = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toOrder(row);
}

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function setStatus(
  trx: Trx,
  orderId: string,
  status: OrderStatus,
  extra: Partial<{
    paid_at: Date;
    payment_processor: PaymentProcessor;
    refund_reason: string;
  }> = {},
): Promise<Order> {
  const row = await trx
    .updateTable('orders')
    .set({ status, updated_at: new Date(), ...extra })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

/** Replaces the order's lines with what was actually charged (a live session paid in part). */
export async function setLines(trx: Trx, orderId: string, quote: Quote): Promise<Order> {
  const row = await trx
    .updateTable('orders')
    .set({
      base_rate: quote.baseRate,
      cgst: quote.cgst,
      sgst: quote.sgst,
      intl_tax: quote.intlTax,
      commission: quote.commission,
      tax_and_surcharge: quote.taxAndSurcharge,
      total_amount: quote.totalAmount,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

/** The latest payment attempt of an order (its id is the Transaction Id). */
export async function latestPaymentId(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
