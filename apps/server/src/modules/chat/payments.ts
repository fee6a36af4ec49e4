import { orderCountry } from '@kusp/contracts';
import type { MoneyService, Trx } from '../money/service.ts';

/**
 * What chat needs from the money core. A session is priced like one question at the astrologer's
 * rate (docs/pricing.md): its order is created and held from the wallet on request, captured (with
 * the astrologer's earning) on accept, released on reject, withdrawal or time-out.
 */
export interface SessionPayments {
  /** Throws 409 with the spec's top-up text when the wallet is short. */
  hold(
    trx: Trx,
    input: { sessionId: string; customerId: string; astrologerId: string; type: 'TEXT' | 'VIDEO' },
  ): Promise<{ orderId: string; totalAmount: number }>;
  capture(trx: Trx, orderId: string): Promise<void>;
  release(trx: Trx, orderId: string): Promise<void>;
}

export function walletPayments(money: MoneyService): SessionPayments {
  return {
    async hold(trx, { sessionId, customerId, astrologerId, type }) {
      const quote = await money.quoteAstrologer(astrologerId, orderCountry, trx);
      const order = await money.createOrder(trx, {
        serviceCode: type === 'VIDEO' ? 'VIDEO_CALL' : 'LIVE_CHAT',
        customerId,
        astrologerId,
        reference: sessionId,
        countryCode: orderCountry,
        quote,
        paymentProcessor: 'WALLET',
      });
      await money.holdFromWallet(trx, order.orderId);
      return { orderId: order.orderId, totalAmount: quote.totalAmount };
    },
    async capture(trx, orderId) {
      await money.captureHold(trx, orderId);
      await money.recordEarning(trx, orderId);
    },
    async release(trx, orderId) {
      await money.releaseHold(trx, orderId);
    },
  };
}
