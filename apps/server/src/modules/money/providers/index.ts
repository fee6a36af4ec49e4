import { moneyTexts, type CardPayments } from '@kusp/contracts';
import type { Config } from '../../../config.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { loadSecret } from '../../../lib/secrets.ts';
import { createCcavenueProvider, type CcavenueProvider } from './ccavenue.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

/**
 * At most one card provider is live: CCAvenue when its three variables are set, else the built-in
 * sandbox when PAYMENTS_SANDBOX allows it (outside production by default), else none and card
 * payments are off. A shop that takes real money never accepts sandbox results.
 */
export interface Providers {
  /** The live card provider; undefined while card payments are off. */
  card: PaymentProvider | undefined;
  /** What /api/health and GET /api/v1/payment/card-payments say. */
  cardPayments: CardPayments;
  /** The live card provider; card payments off: HttpError 409 "Card payments are unavailable…". */
  requireCard(): PaymentProvider;
  sandbox: SandboxProvider | undefined;
  ccavenue: CcavenueProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
}

export function createProviders(
  config: Pick<
    Config,
    | 'paymentSecret'
    | 'paymentSecretPrevious'
    | 'dataDir'
    | 'ccavenue'
    | 'paymentsSandbox'
    | 'publicUrl'
  >,
): Providers {
  const ccavenue = config.ccavenue && createCcavenueProvider(config.ccavenue, config.publicUrl);
  const sandbox =
    ccavenue || !config.paymentsSandbox
      ? undefined
      : createSandboxProvider(
          loadSecret(config.paymentSecret, config.dataDir, 'payment-secret'),
          config.paymentSecretPrevious
            ? new TextEncoder().encode(config.paymentSecretPrevious)
            : undefined,
        );
  const card: PaymentProvider | undefined = ccavenue ?? sandbox;
  return {
    card,
    cardPayments: card?.name ?? 'OFF',
    requireCard() {
      if (!card) throw new HttpError('CARD_PAYMENTS_UNAVAILABLE', moneyTexts.cardPaymentsOff);
      return card;
    },
    sandbox,
    ccavenue,
    byName: (name) => (name === card?.name ? card : undefined),
  };
}
