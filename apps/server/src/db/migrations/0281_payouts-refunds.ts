import { sql, type Kysely } from 'kysely';

// Payouts and refunds (docs/operations.md). An astrologer's EARNINGS account is their payable
// balance: EARNING entries in, PAYOUT entries out (never below zero: the payout's conditional
// update), and a REVERSAL when a refund takes back an earning already recorded. Only a reversal may
// leave the balance negative (the earning was paid out before the refund), and it must say why.
// A refund of part of an order, or of one payment, is a `refunds` row its ledger lines name.
const statements = [
  sql`create table payouts (
    id uuid primary key default gen_random_uuid(),
    astrologer_id uuid not null references users (id),
    amount bigint not null check (amount > 0),
    bank_reference text not null unique check (char_length(bank_reference) between 1 and 100),
    recorded_by uuid references users (id),
    created_at timestamptz not null default now()
  )`,
  sql`create index payouts_astrologer on payouts (astrologer_id, created_at)`,
  // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
  sql`create table refunds (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references orders (id),
    kind text not null check (kind in ('ORDER', 'DUPLICATE_PAYMENT')),
    payment_id uuid references payments (id),
    amount bigint not null check (amount > 0),
    destination text not null check (destination in ('WALLET', 'CARD')),
    reason text not null check (char_length(reason) between 1 and 500),
    key text not null,
    provider_reference text,
    recorded_by uuid references users (id),
    created_at timestamptz not null default now(),
    unique (order_id, key),
    check (destination = 'WALLET' or payment_id is not null)
  )`,
  sql`create unique index refunds_duplicate_payment on refunds (payment_id)
    where kind = 'DUPLICATE_PAYMENT'`,
  // The sandbox gateway's book of refunds, as an outside provider keeps its own.
  sql`create table sandbox_refunds (
    reference text primary key,
    payment_id uuid not null references payments (id),
    amount bigint not null check (amount > 0),
    created_at timestamptz not null default now()
  )`,
  sql`alter table ledger_entries
    add column payout_id uuid references payouts (id),
    add column refund_id uuid references refunds (id)`,
  sql`drop index ledger_entries_order_kind`,
  sql`create unique index ledger_entries_order_kind on ledger_entries (order_id, kind)
    where payment_id is null and refund_id is null`,
  sql`create unique index ledger_entries_refund_kind on ledger_entries (refund_id, kind)
    where refund_id is not null`,
  sql`create unique index ledger_entries_payout on ledger_entries (payout_id)
    where payout_id is not null`,
  sql`alter table ledger_entries drop constraint ledger_entries_check`,
  // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
  sql`alter table ledger_entries add constraint ledger_entries_check check (
    (kind in ('PURCHASE', 'RELEASE', 'REFUND', 'GRANT') and amount > 0)
    or (kind = 'EARNING' and amount >= 0)
    or (kind in ('DEBIT', 'HOLD') and amount < 0)
    or (kind = 'CAPTURE' and amount = 0)
    or (kind = 'PAYOUT' and amount < 0 and payout_id is not null)
    or (kind = 'REVERSAL' and amount < 0 and refund_id is not null and char_length(note) > 0)
  )`,
  sql`alter table ledger_entries drop constraint ledger_entries_check1`,
  // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
  sql`alter table ledger_entries add constraint ledger_entries_check1
    check (order_id is not null or kind in ('GRANT', 'PAYOUT'))`,
  // An earning reversed after its payout leaves the payable balance below zero (wallets never).
  sql`alter table ledger_entries drop constraint ledger_entries_balance_after_check`,
  sql`alter table money_accounts drop constraint money_accounts_balance_check`,
  // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
  sql`alter table money_accounts add constraint money_accounts_balance_check
    check (balance >= 0 or kind = 'EARNINGS')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table money_accounts drop constraint money_accounts_balance_check`,
    sql`alter table money_accounts add constraint money_accounts_balance_check check (balance >= 0)`,
    sql`alter table ledger_entries add constraint ledger_entries_balance_after_check
      check (balance_after >= 0)`,
    sql`drop index ledger_entries_payout`,
    sql`drop index ledger_entries_refund_kind`,
    sql`drop index ledger_entries_order_kind`,
    sql`create unique index ledger_entries_order_kind on ledger_entries (order_id, kind)
      where payment_id is null`,
    sql`alter table ledger_entries drop column payout_id, drop column refund_id`,
    sql`drop table sandbox_refunds`,
    sql`drop table refunds`,
    sql`drop table payouts`,
  ])
    await statement.execute(db);
}
