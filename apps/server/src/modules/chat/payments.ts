import { orderCountry } from '@kusp/contracts';
import type { MoneyService, Trx } from '../money/service.ts';

/**
 * What chat needs from the money core. A session is priced like one question at the astrologer's
 * rate (docs/pricing.md): its order is created and held from the wallet on request, released on
 * reject, withdrawal or time-out, and settled when the session closes: the share delivered is paid
 * (with the astrologer's earning on it), the rest released (docs/chat.md, Money).
 */
export interface SessionPayments {
  /** Throws 409 with the spec's top-up text when the wallet is short. */
  hold(
    trx: Trx,
    input: { sessionId: string; customerId: string; astrologerId: string; type: 'TEXT' | 'VIDEO' },
  ): Promise<{ orderId: string; totalAmount: number }>;
  /** Pays `part`/`whole` of the held total (minutes delivered of the session's); the paise paid. */
  settle(trx: Trx, orderId: string, share: { part: number; whole: number }): Promise<number>;
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
    async settle(trx, orderId, share) {
      const order = await money.settleHold(trx, orderId, share);
      return order.status === 'PAID' ? order.quote.totalAmount : 0;
    },
    async release(trx, orderId) {
      await money.releaseHold(trx, orderId);
    },
  };
}
