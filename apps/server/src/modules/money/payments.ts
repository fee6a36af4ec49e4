import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { moneyTexts, type OrderStatus } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { Trx } from './ledger.ts';
import { lockOrder, setStatus, type Order } from './orders.ts';
import {
  CallbackRefused,
  type PaymentProvider,
  type ProviderResult,
} from './providers/provider.ts';
import type { MoneyService } from './service.ts';

const uuid = z.uuid();
const payable: readonly OrderStatus[] = ['CREATED', 'FAILED'];

/** Opens a payment attempt at the card provider for a locked, payable order. */
export async function startCardPayment(
  trx: Trx,
  provider: PaymentProvider,
  order: Order,
): Promise<{ paymentId: string; url: string }> {
  if (!payable.includes(order.status) || order.quote.totalAmount <= 0)
    throw new HttpError(409, moneyTexts.orderNotPayable);
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
  const { url } = await provider.createPayment(trx, { paymentId: payment.id, order });
  return { paymentId: payment.id, url };
}

export interface Settlement {
  order: Order;
  paymentId: string;
  success: boolean;
}

/**
 * Applies a provider's verified result. It must name our payment of that order, for exactly the
 * amount and currency we asked; then SUCCESS marks the order PAID (once: a repeat finds the payment
 * already SUCCESS) and FAILED records the failure and leaves the order unpaid.
 */
export async function settlePayment(
  trx: Trx,
  money: MoneyService,
  log: FastifyBaseLogger,
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
  const done = { paymentId: payment.id };
  if (payment.status === 'SUCCESS') return { ...done, order, success: true };

  const mark = (status: 'SUCCESS' | 'FAILED') =>
    trx
      .updateTable('payments')
      .set({
        status,
        updated_at: new Date(),
        provider_reference: result.providerReference ?? payment.provider_reference,
        failure_reason: status === 'FAILED' ? (result.failureReason ?? 'Declined') : null,
      })
      .where('id', '=', payment.id)
      .execute();

  if (result.status === 'FAILED') {
    await mark('FAILED');
    const failed =
      order.status === 'CREATED' ? await setStatus(trx, order.orderId, 'FAILED') : order;
    return { ...done, order: failed, success: false };
  }
  await mark('SUCCESS');
  if (!payable.includes(order.status)) {
    // Paid twice (two tabs): the money is real, the order is paid once; staff refund by hand.
    log.error({ orderId: order.orderId, paymentId: payment.id }, 'second successful payment');
    return { ...done, order, success: true };
  }
  const paid = await money.markPaid(trx, order, payment.processor);
  return { ...done, order: paid, success: true };
}

/** Where the browser goes after a payment: the order's stored place on success, else the status page. */
export function nextAddress(order: Order, paymentId: string | null, success: boolean): string {
  if (success && order.redirectTo) return order.redirectTo;
  const query = new URLSearchParams({ success: String(success), transactionId: paymentId ?? '' });
  return `/user/payment-status?${query.toString()}`;
}
