import type { ColumnType, Generated } from 'kysely';
import type { OrderStatus, PaymentProcessor, PaymentStatus, ServiceCode } from '@kusp/contracts';

/** bigint: pg returns it as text, PGlite as a number; read it through `Number()`. */
export type Minor = ColumnType<string | number, number, number>;
type Updated = ColumnType<Date, Date | undefined, Date>;

export type { PaymentStatus };
export type AccountKind = 'WALLET' | 'EARNINGS';
export type EntryKind =
  'PURCHASE' | 'DEBIT' | 'HOLD' | 'RELEASE' | 'CAPTURE' | 'REFUND' | 'EARNING' | 'GRANT';

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

/** The built-in gateway's own book, as an outside provider would keep it (read by lookup). */
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
  idempotency_keys: IdempotencyKeysTable;
}
