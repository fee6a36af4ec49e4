import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  moneyTexts,
  paiseToMillicredits,
  type OrderStatus,
  type PaymentStatus,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { post, type Trx } from './ledger.ts';
import { lockOrder, setStatus, type Order } from './orders.ts';
import {
  cancelledByPayer,
  CallbackRefused,
  type PaymentProvider,
  type ProviderResult,
} from './providers/provider.ts';
import type { MoneyService } from './service.ts';

const uuid = z.uuid();
const payable: readonly OrderStatus[] = ['CREATED', 'FAILED'];

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A checkout page's address works this long at most after it was given. */
export const checkoutMinutes = 30;

/**
 * A new one-time token for the payment's checkout page, replacing any earlier one (only its hash
 * is stored): the page opens only for the browser that was given the address, for
 * `checkoutMinutes` and never after `until` (a payment link's end).
 */
async function checkoutAddress(
  trx: Trx,
  provider: PaymentProvider,
  paymentId: string,
  until?: Date,
) {
  const token = randomBytes(32).toString('base64url');
  const expires = Math.min(Date.now() + checkoutMinutes * 60_000, until?.getTime() ?? Infinity);
  await trx
    .updateTable('payments')
    .set({ checkout_token_hash: tokenHash(token), checkout_expires_at: new Date(expires) })
    .where('id', '=', paymentId)
    .execute();
  return `${provider.checkoutPath(paymentId)}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * The card payment `paymentId` when `token` is its checkout token, else undefined; `expired` when
 * the token's time is over (the page then says so and sends nobody on).
 */
export async function findCheckout(db: Kysely<Database>, paymentId: string, token: string) {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'order_id', 'processor', 'amount', 'currency', 'status', 'checkout_expires_at'])
    .where('id', '=', paymentId)
    .where('checkout_token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!payment) return undefined;
  const { checkout_expires_at: expiresAt, ...rest } = payment;
  return { ...rest, expired: !expiresAt || expiresAt.getTime() <= Date.now() };
}

/**
 * Opens a payment attempt at the card provider for a locked, payable order; an order has at most
 * one open at a time, so asking again reuses it (with a new checkout token, ending at `until` at
 * the latest).
 */
export async function startCardPayment(
  trx: Trx,
  provider: PaymentProvider,
  order: Order,
  until?: Date,
): Promise<{ paymentId: string; url: string }> {
  if (!payable.includes(order.status) || order.quote.totalAmount <= 0)
    throw new HttpError('ORDER_NOT_PAYABLE', moneyTexts.orderNotPayable);
  const open = await trx
    .selectFrom('payments')
    .select(['id', 'processor'])
    .where('order_id', '=', order.orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (open?.processor === provider.name)
    return { paymentId: open.id, url: await checkoutAddress(trx, provider, open.id, until) };
  // Left open at a provider that no longer takes the money: a success there is refunded.
  await cancelOpenPayments(trx, order.orderId);
  const payment = await trx
    .insertInto('payments')
    .values({
      order_id: order.orderId,
      processor: provider.name,
      status: 'PENDING',
      amount: order.quote.totalAmount,
      currency: order.quote.currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setStatus(trx, order.orderId, order.status, { payment_processor: provider.name });
  await provider.createPayment(trx, { paymentId: payment.id, order });
  return { paymentId: payment.id, url: await checkoutAddress(trx, provider, payment.id, until) };
}

/**
 * The order's open card payments become CANCELLED (our checkout page no longer sends the browser to
 * the provider). Runs when the order is paid another way; a provider page already open may still
 * take the money, which settlePayment then refunds.
 */
export async function cancelOpenPayments(trx: Trx, orderId: string): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'CANCELLED', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .execute();
}

export interface Settlement {
  order: Order;
  paymentId: string;
  success: boolean;
  /** The payment succeeded for an order that could not be paid any more and was given back. */
  refunded: boolean;
  /** The payer cancelled at the provider's page: nothing was charged. */
  cancelled: boolean;
  /** Just marked to give back through the provider (a payer without a wallet): refund it there. */
  refundAtProvider: boolean;
}

/**
 * Applies a provider's verified result. It must name our payment of that order, for exactly the
 * amount and currency we asked. SUCCESS marks a payable order PAID. It is given back instead when
 * the order cannot be paid at that moment: already paid (another payment or the wallet came first),
 * or what it pays for says no (a payment link that expired or was revoked, `onOrderPayable`); the
 * money goes to the customer's wallet, or for a payer without one is left to refund through the
 * provider, and the payment is REFUNDED. FAILED records the failure and leaves the order unpaid. A
 * result for a payment already decided changes nothing, so a repeated callback pays or refunds once.
 */
export async function settlePayment(
  trx: Trx,
  money: MoneyService,
  result: ProviderResult,
): Promise<Settlement> {
  if (!uuid.safeParse(result.paymentId).success || !uuid.safeParse(result.orderId).success)
    throw new CallbackRefused('unknown payment');
  const known = await trx
    .selectFrom('payments')
    .select('order_id')
    .where('id', '=', result.paymentId)
    .executeTakeFirst();
  if (!known || known.order_id !== result.orderId) throw new CallbackRefused('unknown payment');
  const order = await lockOrder(trx, known.order_id);
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', result.paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (
    result.amount !== Number(payment.amount) ||
    result.amount !== order.quote.totalAmount ||
    result.currency !== payment.currency
  )
    throw new CallbackRefused('amount or currency differs from the order');
  const settled = (
    status: PaymentStatus,
    settledOrder = order,
    reason = payment.failure_reason,
  ) => ({
    order: settledOrder,
    paymentId: payment.id,
    success: status === 'SUCCESS' || status === 'REFUNDED',
    refunded: status === 'REFUNDED',
    cancelled: status === 'FAILED' && reason === cancelledByPayer,
    refundAtProvider: false,
  });
  const decided = payment.status !== 'PENDING' && payment.status !== 'CANCELLED';
  if (decided && (payment.status !== 'FAILED' || result.status === 'FAILED'))
    return settled(payment.status);

  const mark = (status: PaymentStatus, reason?: string) =>
    trx
      .updateTable('payments')
      .set({
        status,
        updated_at: new Date(),
        provider_reference: result.providerReference ?? payment.provider_reference,
        failure_reason:
          status === 'FAILED' ? (result.failureReason ?? 'Declined') : (reason ?? null),
      })
      .where('id', '=', payment.id)
      .execute();

  if (result.status === 'FAILED') {
    await mark('FAILED');
    const failed =
      order.status === 'CREATED' ? await setStatus(trx, order.orderId, 'FAILED') : order;
    return settled('FAILED', failed, result.failureReason ?? null);
  }
  const refusal = !payable.includes(order.status)
    ? 'Order already paid'
    : (await money.stillPayable(trx, order))
      ? null
      : 'Order no longer payable';
  if (refusal) {
    if (order.customerId === null) {
      // A portal payment link's payer has no wallet: the money goes back through the provider.
      await mark('REFUNDED', `${refusal}: refund through the provider`);
      return { ...settled('REFUNDED'), refundAtProvider: true };
    }
    await post(trx, {
      userId: order.customerId,
      account: 'WALLET',
      kind: 'REFUND',
      amount: paiseToMillicredits(Number(payment.amount)),
      orderId: order.orderId,
      paymentId: payment.id,
      note: `${refusal}: this payment refunded to the wallet`,
    });
    await mark('REFUNDED');
    return settled('REFUNDED');
  }
  await mark('SUCCESS');
  return settled('SUCCESS', await money.markPaid(trx, order, payment.processor));
}

/**
 * Where the browser goes after a payment: the order's stored place on success, else the status
 * page; a refunded payment goes to the status page with refunded=true, which says so, or for a payer
 * without an account (whose status page is the order's own) to that page with refunded=true. A
 * payment the payer cancelled goes to the status page with cancelled=true.
 */
export function nextAddress(
  order: Order,
  paymentId: string | null,
  success: boolean,
  refunded = false,
  cancelled = false,
): string {
  if (success && !refunded && order.redirectTo) return order.redirectTo;
  if (refunded && order.customerId === null && order.redirectTo) {
    const address = new URL(order.redirectTo, 'http://here');
    address.searchParams.set('refunded', 'true');
    return `${address.pathname}${address.search}`;
  }
  const query = new URLSearchParams({ success: String(success), transactionId: paymentId ?? '' });
  if (refunded) query.set('refunded', 'true');
  if (cancelled) query.set('cancelled', 'true');
  return `/user/payment-status?${query.toString()}`;
}
