import type { ColumnType, Generated } from 'kysely';
import type { OrderStatus, PaymentProcessor, PaymentStatus, ServiceCode } from '@kusp/contracts';

/** bigint: pg returns it as text, PGlite as a number; read it through `Number()`. */
export type Minor = ColumnType<string | number, number, number>;
type Updated = ColumnType<Date, Date | undefined, Date>;

export type { PaymentStatus };
export type AccountKind = 'WALLET' | 'EARNINGS';
export type EntryKind =
  | 'PURCHASE'
  | 'DEBIT'
  | 'HOLD'
  | 'RELEASE'
  | 'CAPTURE'
  | 'REFUND'
  | 'EARNING'
  | 'GRANT'
  | 'PAYOUT'
  | 'REVERSAL';

/** A wallet (millicredits) or an astrologer's earnings (paise); balance caches the ledger's sum. */
export interface MoneyAccountsTable {
  id: Generated<string>;
  user_id: string;
  kind: AccountKind;
  balance: Minor;
  updated_at: Updated;
}

export interface OrdersTable {
  id: Generated<string>;
  service_code: ServiceCode;
  payment_processor: PaymentProcessor;
  /** Null only for a portal payment link (ASTRO_PORTAL_CHAT): its payer has no account. */
  customer_id: string | null;
  astrologer_id: string | null;
  reference: string | null;
  country_code: string;
  base_rate: Minor;
  cgst: Minor;
  sgst: Minor;
  intl_tax: Minor;
  commission: Minor;
  tax_and_surcharge: Minor;
  total_amount: Minor;
  currency: Generated<'INR'>;
  status: Generated<OrderStatus>;
  redirect_to: string | null;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  receipt_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  updated_at: Updated;
}

/** Append-only: never updated or deleted. */
export interface LedgerEntriesTable {
  id: Generated<string>;
  account_id: string;
  order_id: string | null;
  /** Set when the entry concerns one payment of the order (the refund of a late success). */
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A PAYOUT entry's payout. */
  payout_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The refund a REFUND or REVERSAL entry belongs to (refunds in part, by an operator). */
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: EntryKind;
  amount: Minor;
  balance_after: Minor;
  note: string | null;
  created_at: Generated<Date>;
}

/** One attempt to pay an order; its id is the Transaction Id the customer sees. */
export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  processor: PaymentProcessor;
  status: PaymentStatus;
  amount: Minor;
  currency: string;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the one-time token in the checkout page's address (the latest one given). */
  checkout_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When that token stops opening the page: 30 minutes after it was given, or its link's end. */
  checkout_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the reconciliation sweep last asked the provider about it (reconcile.ts). */
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Updated;
}

/** The built-in gateway's own book, as an outside provider would keep it (read by status). */
export interface SandboxPaymentsTable {
  payment_id: string;
  order_id: string;
  amount: Minor;
  currency: string;
  description: string;
  status: Generated<'OPEN' | 'PAID' | 'CANCELLED'>;
  created_at: Generated<Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Money paid out of an astrologer's payable balance (their EARNINGS account) by bank transfer. */
export interface PayoutsTable {
  id: Generated<string>;
  astrologer_id: string;
  amount: Minor;
  /** The bank transfer's reference: one payout each, so recording it again changes nothing. */
  bank_reference: string;
  recorded_by: string | null;
  created_at: Generated<Date>;
}

export type RefundKind = 'ORDER' | 'DUPLICATE_PAYMENT';
export type RefundDestination = 'WALLET' | 'CARD';

/**
 * Money given back: part or all of an order (ORDER), or a card payment taken for an order already
 * paid that had no wallet to go to (DUPLICATE_PAYMENT). Amount in paise.
 */
export interface RefundsTable {
  id: Generated<string>;
  order_id: string;
  kind: RefundKind;
  /** The card payment given back (CARD). */
  payment_id: string | null;
  amount: Minor;
  destination: RefundDestination;
  reason: string;
  /** The caller's idempotency key: the same key again answers this refund. */
  key: string;
  provider_reference: string | null;
  recorded_by: string | null;
  created_at: Generated<Date>;
}

/** The sandbox gateway's book of refunds (read by nobody but the gateway and tests). */
export interface SandboxRefundsTable {
  reference: string;
  payment_id: string;
  amount: Minor;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  caller_id: string;
  route: string;
  key: string;
  request_hash: string;
  status_code: ColumnType<number | null, number | null | undefined, number>;
  response: ColumnType<unknown, string | null | undefined, string>;
  created_at: Generated<Date>;
}

export interface MoneyTables {
  money_accounts: MoneyAccountsTable;
  orders: OrdersTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_refunds: SandboxRefundsTable;
  payouts: PayoutsTable;
  refunds: RefundsTable;
  idempotency_keys: IdempotencyKeysTable;
}
