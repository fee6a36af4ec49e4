import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Trx } from '../ledger.ts';
import type { Order } from '../orders.ts';

export type CardProcessor = 'SANDBOX' | 'CCAVENUE';

/** What a provider says about a payment, after its authenticity was checked. Amount in paise. */
export interface ProviderResult {
  paymentId: string;
  orderId: string;
  status: 'SUCCESS' | 'FAILED';
  amount: number;
  currency: string;
  /** The provider's own id for the payment (CCAvenue tracking_id). */
  providerReference?: string | null;
  failureReason?: string | null;
}

/**
 * The failure reason of a payment the payer cancelled at the provider's page (not declined): the
 * browser is told "Payment cancelled" rather than asked to report a failure.
 */
export const cancelledByPayer = 'Cancelled by the payer';

/** A callback the provider did not sign or whose content does not match (400, pays nothing). */
export class CallbackRefused extends Error {}

export interface CallbackRequest {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** A card payment provider: the one interface the sandbox gateway and CCAvenue share. */
export interface PaymentProvider {
  readonly name: CardProcessor;
  /** Registers a new payment with the provider if it needs to. */
  createPayment(trx: Trx, payment: { paymentId: string; order: Order }): Promise<void>;
  /** The page the browser goes to to pay (it also needs the payment's checkout token). */
  checkoutPath(paymentId: string): string;
  /**
   * Authenticates a callback and reads its result; throws CallbackRefused otherwise. A provider
   * whose answers can be forged (CCAvenue: no integrity) confirms the result with lookup first.
   */
  verifyCallback(request: CallbackRequest): Promise<ProviderResult>;
  /** Asks the provider for the payment's current status (null: the provider has no final answer). */
  status(db: Kysely<Database>, paymentId: string): Promise<ProviderResult | null>;
  /**
   * Gives `amount` paise of a successful payment back to the card. `reference` is ours and unique
   * per refund: the provider refuses or ignores a second request with it. Throws RefundRefused when
   * the provider says no or cannot be asked.
   */
  refund(trx: Trx, request: RefundRequest): Promise<{ providerReference: string | null }>;
}

export interface RefundRequest {
  paymentId: string;
  amount: number;
  reference: string;
  /** The provider's own id of the payment (CCAvenue's tracking_id, needed by its refund call). */
  providerReference: string | null;
}

/** The provider did not refund (it refused, or could not be reached): nothing was given back. */
export class RefundRefused extends Error {}
