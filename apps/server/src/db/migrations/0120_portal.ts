import { sql, type Kysely } from 'kysely';

// The customer portal (docs/customer-portal.md): one conversation per external customer's
// horoscope, its messages, the share link of the external horoscope page (only its SHA-256 is
// stored; one per horoscope, so a new link replaces, i.e. revokes, the old) and payment links. A
// payment link's order has no customer account: the external client pays without one.
const statements = [
  sql`create table portal_conversations (
    id uuid primary key default gen_random_uuid(),
    horoscope_id uuid not null unique references horoscope_profiles (id) on delete cascade,
    astrologer_id uuid not null references users (id),
    astrologer_name text not null,
    customer_name text not null,
    customer_phone text not null,
    customer_email text,
    created_at timestamptz not null default now()
  )`,
  sql`create index portal_conversations_astrologer on portal_conversations (astrologer_id)`,
  sql`create table portal_messages (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null references portal_conversations (id) on delete cascade,
    from_customer boolean not null,
    content text not null check (char_length(content) between 1 and 2000),
    is_media boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  sql`create index portal_messages_conversation on portal_messages (conversation_id, created_at)`,
  sql`create table portal_share_links (
    horoscope_id uuid primary key references horoscope_profiles (id) on delete cascade,
    token_hash text not null unique,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table portal_payment_links (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null references portal_conversations (id) on delete cascade,
    order_id uuid not null unique references orders (id),
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index portal_payment_links_conversation on portal_payment_links (conversation_id, created_at)`,
  sql`alter table orders alter column customer_id drop not null`,
  sql`alter table orders add constraint orders_customer_required
    check (not (customer_id is null and service_code <> 'ASTRO_PORTAL_CHAT'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop table portal_payment_links`,
    sql`delete from orders where customer_id is null`,
    sql`alter table orders drop constraint orders_customer_required`,
    sql`alter table orders alter column customer_id set not null`,
    sql`drop table portal_share_links`,
    sql`drop table portal_messages`,
    sql`drop table portal_conversations`,
  ])
    await statement.execute(db);
}
