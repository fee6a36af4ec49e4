import type { PaymentProcessor, TransactionStatus } from '@kusp/contracts';

/** Where the money came from, in the customer's words. */
export const sourceLabels: Record<PaymentProcessor, string> = {
  WALLET: 'Wallet',
  CCAVENUE: 'Card (CCAvenue)',
  SANDBOX: 'Card (sandbox)',
};

/** A payment's status and its colour (AA on white); REFUNDED: paid for an order already paid. */
export const transactionStatusLabels: Record<TransactionStatus, { label: string; color: string }> =
  {
    SUCCESS: { label: 'Success', color: 'teal.9' },
    FAILED: { label: 'Failed', color: 'red.9' },
    REFUNDED: { label: 'Refunded to wallet', color: 'blue.9' },
  };
