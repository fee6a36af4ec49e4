import { sql, type Kysely } from 'kysely';

// One order is paid once: at most one open (PENDING) card payment per order; a payment that
// succeeded for an order already paid is REFUNDED to the wallet by a ledger entry naming that
// payment; a payment closed because the order was paid another way is CANCELLED. The checkout page
// of a payment opens only with its one-time token, stored as a SHA-256 hash.
const statements = [
  sql`alter table payments drop constraint payments_status_check`,
  sql`alter table payments add constraint payments_status_check
    check (status in ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'REFUNDED'))`,
  sql`alter table payments add column checkout_token_hash text`,
  // Older rows may hold several open payments of one order: the newest stays open.
  sql`update payments set status = 'CANCELLED', updated_at = now()
    where status = 'PENDING' and id not in (
      select distinct on (order_id) id from payments where status = 'PENDING'
      order by order_id, created_at desc
    )`,
  sql`create unique index payments_one_open on payments (order_id) where status = 'PENDING'`,
  sql`alter table ledger_entries add column payment_id uuid references payments (id)`,
  sql`alter table ledger_entries drop constraint ledger_entries_order_id_kind_key`,
  sql`create unique index ledger_entries_order_kind on ledger_entries (order_id, kind)
    where payment_id is null`,
  sql`create unique index ledger_entries_payment_kind on ledger_entries (payment_id, kind)
    where payment_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop index ledger_entries_payment_kind`,
    sql`drop index ledger_entries_order_kind`,
    sql`alter table ledger_entries add constraint ledger_entries_order_id_kind_key unique (order_id, kind)`,
    sql`alter table ledger_entries drop column payment_id`,
    sql`drop index payments_one_open`,
    sql`alter table payments drop column checkout_token_hash`,
    sql`alter table payments drop constraint payments_status_check`,
    sql`update payments set status = 'FAILED' where status in ('CANCELLED', 'REFUNDED')`,
    sql`alter table payments add constraint payments_status_check
      check (status in ('PENDING', 'SUCCESS', 'FAILED'))`,
  ])
    await statement.execute(db);
}
