import { createHmac, timingSafeEqual } from 'node:crypto';
import { serviceLabels } from '@kusp/contracts';
import { sql } from 'kysely';
import {
  cancelledByPayer,
  CallbackRefused,
  RefundRefused,
  type PaymentProvider,
  type ProviderResult,
} from './provider.ts';

/** The signed fields of a sandbox result, in signing order. */
const signedFields = ['paymentId', 'orderId', 'status', 'amount', 'currency'] as const;
/** The page's Cancel is its own status, so the shop can tell a cancel from a decline. */
type SandboxResult = Omit<ProviderResult, 'providerReference' | 'failureReason' | 'status'> & {
  status: 'SUCCESS' | 'FAILED' | 'CANCELLED';
};

/** The provider's result of a signed sandbox result: CANCELLED is a failure the payer chose. */
const toResult = ({ status, ...rest }: SandboxResult): ProviderResult =>
  status === 'CANCELLED'
    ? { ...rest, status: 'FAILED', failureReason: cancelledByPayer }
    : { ...rest, status };

export interface SandboxProvider extends PaymentProvider {
  /** The query string of the signed result the gateway sends the browser back with. */
  signedQuery(result: SandboxResult): string;
}

/**
 * The built-in gateway (default; works offline). Its hosted page (pages.ts) keeps its own book in
 * sandbox_payments and returns the browser with a result signed by HMAC-SHA256 over every field, so
 * no field (amount, order, status) can be changed and no signature reused for another payment.
 */
export function createSandboxProvider(
  secret: Uint8Array,
  /** During a rotation of PAYMENT_SECRET: results signed before it are still accepted. */
  previousSecret?: Uint8Array,
): SandboxProvider {
  const sign = (result: SandboxResult, key = secret) =>
    createHmac('sha256', key)
      .update(signedFields.map((field) => String(result[field])).join('|'))
      .digest('base64url');

  return {
    name: 'SANDBOX',

    async createPayment(trx, { paymentId, order }) {
      await trx
        .insertInto('sandbox_payments')
        .values({
          payment_id: paymentId,
          order_id: order.orderId,
          amount: order.quote.totalAmount,
          currency: order.quote.currency,
          description: serviceLabels[order.serviceCode],
        })
        .execute();
    },

    checkoutPath: (paymentId) => `/pay/sandbox/${paymentId}`,

    signedQuery(result) {
      const params = new URLSearchParams();
      for (const field of signedFields) params.set(field, String(result[field]));
      params.set('signature', sign(result));
      return params.toString();
    },

    async verifyCallback({ query }) {
      const text = (name: string) => (typeof query[name] === 'string' ? query[name] : '');
      const status = text('status');
      const amount = text('amount');
      if (
        (status !== 'SUCCESS' && status !== 'FAILED' && status !== 'CANCELLED') ||
        !/^\d{1,15}$/.test(amount)
      )
        throw new CallbackRefused('malformed sandbox result');
      const result: SandboxResult = {
        paymentId: text('paymentId'),
        orderId: text('orderId'),
        status,
        amount: Number(amount),
        currency: text('currency'),
      };
      const given = Buffer.from(text('signature'));
      const signedWith = (key: Uint8Array) => {
        const expected = Buffer.from(sign(result, key));
        return expected.length === given.length && timingSafeEqual(expected, given);
      };
      if (!signedWith(secret) && !(previousSecret && signedWith(previousSecret)))
        throw new CallbackRefused('bad sandbox signature');
      return toResult(result);
    },

    async status(db, paymentId) {
      const row = await db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .executeTakeFirst();
      if (!row || row.status === 'OPEN') return null;
      return toResult({
        paymentId,
        orderId: row.order_id,
        status: row.status === 'PAID' ? 'SUCCESS' : 'CANCELLED',
        amount: Number(row.amount),
        currency: row.currency,
      });
    },

    /** Books the refund once per reference, never more than the payment took in all. */
    async refund(trx, { paymentId, amount, reference }) {
      const payment = await trx
        .selectFrom('sandbox_payments')
        .select(['amount', 'status'])
        .where('payment_id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (payment?.status !== 'PAID') throw new RefundRefused('the sandbox took no such payment');
      const booked = await trx
        .selectFrom('sandbox_refunds')
        .select(sql<string | number>`coalesce(sum(amount), 0)`.as('sum'))
        .where('payment_id', '=', paymentId)
        .where('reference', '!=', reference)
        .executeTakeFirstOrThrow();
      if (Number(booked.sum) + amount > Number(payment.amount))
        throw new RefundRefused('more than the payment took');
      await trx
        .insertInto('sandbox_refunds')
        .values({ reference, payment_id: paymentId, amount })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return { providerReference: `sandbox-refund-${reference}` };
    },
  };
}
