import { sql, type Kysely } from 'kysely';

// Money: accounts with a cached balance, the append-only ledger, orders with their quote, payment
// attempts, the built-in sandbox gateway's own records, and stored answers of idempotent calls.
// Amounts are bigint minor units (paise; wallet credits in millicredits). The constraints are the
// last line of defence behind the service's row locks.
const statements = [
  sql`create table money_accounts (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id),
    kind text not null check (kind in ('WALLET', 'EARNINGS')),
    balance bigint not null default 0 check (balance >= 0),
    updated_at timestamptz not null default now(),
    unique (user_id, kind)
  )`,
  sql`create table orders (
    id uuid primary key default gen_random_uuid(),
    service_code text not null check (service_code in
      ('ASTRO_PORTAL_CHAT', 'OFFLINE_QUESTION', 'CREDIT_PURCHASE', 'LIVE_CHAT', 'VIDEO_CALL', 'AI_QUESTION')),
    payment_processor text not null check (payment_processor in ('WALLET', 'CCAVENUE', 'SANDBOX')),
    customer_id uuid not null references users (id),
    astrologer_id uuid references users (id),
    reference text,
    country_code text not null,
    base_rate bigint not null check (base_rate >= 0),
    cgst bigint not null check (cgst >= 0),
    sgst bigint not null check (sgst >= 0),
    intl_tax bigint not null check (intl_tax >= 0),
    commission bigint not null check (commission >= 0 and commission <= base_rate),
    tax_and_surcharge bigint not null check (tax_and_surcharge = cgst + sgst + intl_tax),
    total_amount bigint not null check (total_amount = base_rate + tax_and_surcharge),
    currency text not null default 'INR' check (currency = 'INR'),
    status text not null default 'CREATED' check (status in
      ('CREATED', 'HELD', 'PAID', 'FAILED', 'RELEASED', 'REFUNDED')),
    redirect_to text check (
      redirect_to like '/%' and redirect_to not like '//%' and position(chr(92) in redirect_to) = 0
    ),
    refund_reason text,
    paid_at timestamptz,
    receipt_sent_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index orders_customer on orders (customer_id, created_at)`,
  sql`create index orders_astrologer on orders (astrologer_id, service_code, status)`,
  sql`create index orders_reference on orders (reference)`,
  sql`create index orders_receipt_due on orders (paid_at) where receipt_sent_at is null`,
  // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
  sql`create table ledger_entries (
    id bigserial primary key,
    account_id uuid not null references money_accounts (id),
    order_id uuid references orders (id),
    kind text not null,
    amount bigint not null,
    balance_after bigint not null check (balance_after >= 0),
    note text,
    created_at timestamptz not null default now(),
    check (
      (kind in ('PURCHASE', 'RELEASE', 'REFUND', 'GRANT') and amount > 0)
      or (kind = 'EARNING' and amount >= 0)
      or (kind in ('DEBIT', 'HOLD') and amount < 0)
      or (kind = 'CAPTURE' and amount = 0)
    ),
    check (order_id is not null or kind = 'GRANT'),
    unique (order_id, kind)
  )`,
  sql`create index ledger_entries_account on ledger_entries (account_id, created_at)`,
  sql`create table payments (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references orders (id),
    processor text not null check (processor in ('WALLET', 'CCAVENUE', 'SANDBOX')),
    status text not null check (status in ('PENDING', 'SUCCESS', 'FAILED')),
    amount bigint not null check (amount >= 0),
    currency text not null,
    provider_reference text,
    failure_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index payments_order on payments (order_id, created_at)`,
  sql`create table sandbox_payments (
    payment_id uuid primary key references payments (id),
    order_id uuid not null,
    amount bigint not null,
    currency text not null,
    description text not null,
    status text not null default 'OPEN' check (status in ('OPEN', 'PAID', 'CANCELLED')),
    created_at timestamptz not null default now(),
    decided_at timestamptz
  )`,
  sql`create table idempotency_keys (
    caller_id text not null,
    route text not null,
    key text not null,
    request_hash text not null,
    status_code integer,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (caller_id, route, key)
  )`,
  sql`create index idempotency_keys_created on idempotency_keys (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'sandbox_payments',
    'payments',
    'ledger_entries',
    'orders',
    'money_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
