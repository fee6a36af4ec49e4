import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema, moneyTexts } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { Trx } from './ledger.ts';
import { latestPaymentId, toOrderView, type Order } from './orders.ts';
import { nextAddress, settlePayment, type Settlement } from './payments.ts';
import { CallbackRefused, type PaymentProvider } from './providers/provider.ts';
import { sendDueReceipts } from './receipts-mail.ts';

export const security = [{ bearer: [] }];
export const moneyRateLimit = { max: 30, timeWindow: '1 minute' };
export const failures = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
export const idempotencyNote =
  'Send an Idempotency-Key header (1–200 visible characters) to make a retry safe: a repeat with the same key replays the first answer and moves no money; the same key with another body answers 422.';

/** The spec's {status, data} with the order, after a payment step. */
export async function paymentAnswer(trx: Trx, order: Order, data?: string) {
  const paymentId = await latestPaymentId(trx, order.orderId);
  return {
    status: true,
    data: data ?? nextAddress(order, paymentId, order.status === 'PAID'),
    orderId: order.orderId,
    transactionId: paymentId,
    order: toOrderView(order, paymentId),
  };
}

/** Receipts go out once the payment has committed; a mail failure never fails the payment. */
export async function flushReceipts(app: FastifyInstance, request: FastifyRequest) {
  await sendDueReceipts(app).catch((err: unknown) => request.log.error({ err }, 'receipts'));
}

/**
 * A payment taken for an order that could no longer be paid, whose payer has no wallet: given back
 * to the card through the provider, after the settlement committed. A refusal is logged and the
 * reconciliation job tries again (runReconciliation); the refund happens once either way.
 */
export async function refundDuplicateAtProvider(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  paymentId: string,
): Promise<void> {
  try {
    await app.db.transaction().execute((trx) => app.money.refundDuplicatePayment(trx, paymentId));
  } catch (err) {
    log.warn({ err, paymentId }, 'card refund of a payment taken twice failed; retried later');
  }
}

/** Verifies a provider's callback, applies it, and gives the address the browser goes to next. */
export async function settleCallback(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: PaymentProvider,
): Promise<string> {
  let settlement: Settlement;
  try {
    const result = await provider.verifyCallback({
      query: (request.query ?? {}) as Record<string, unknown>,
      body: (request.body ?? {}) as Record<string, unknown>,
    });
    settlement = await app.db.transaction().execute((trx) => settlePayment(trx, app.money, result));
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    request.log.warn({ reason: error.message }, 'payment callback refused');
    throw new HttpError('INVALID_REQUEST', moneyTexts.callbackRefused);
  }
  await flushReceipts(app, request);
  if (settlement.refundAtProvider)
    await refundDuplicateAtProvider(app, request.log, settlement.paymentId);
  const { order, paymentId, success, refunded, cancelled } = settlement;
  return nextAddress(order, paymentId, success, refunded, cancelled);
}
