import type { PaymentProcessor } from '@kusp/contracts';

/** Where the money came from, in the customer's words. */
export const sourceLabels: Record<PaymentProcessor, string> = {
  WALLET: 'Wallet',
  CCAVENUE: 'Card (CCAvenue)',
  SANDBOX: 'Card (sandbox)',
};
