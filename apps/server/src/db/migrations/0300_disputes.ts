import { sql, type Kysely } from 'kysely';

// Disputes (docs/operations.md, "Disputes"): a customer's complaint about a delivered order. At most
// one open dispute per order; while it is open, operators may read that order's question or chat.
const statements = [
  sql`create table disputes (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references orders (id),
    customer_id uuid not null references users (id),
    status text not null default 'OPEN' check (status in ('OPEN', 'RESOLVED')),
    reason text not null check (char_length(reason) between 1 and 1000),
    resolution text check (char_length(resolution) between 1 and 1000),
    refund_id uuid references refunds (id),
    opened_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by uuid references users (id),
    check ((status = 'OPEN') = (resolved_at is null)),
    check ((resolved_at is null) = (resolution is null))
  )`,
  sql`create unique index disputes_one_open on disputes (order_id) where status = 'OPEN'`,
  sql`create index disputes_status on disputes (status, opened_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table disputes`.execute(db);
}
