import type { TransactionStatus } from '@kusp/contracts';

/**
 * A payment's status colour (AA on white); its words are `orders:transactions.statuses`. REFUNDED:
 * paid for an order already paid.
 */
export const transactionStatusColors: Record<TransactionStatus, string> = {
  SUCCESS: 'teal.9',
  FAILED: 'red.9',
  REFUNDED: 'blue.9',
};
