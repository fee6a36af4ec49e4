import { sql, type Kysely } from 'kysely';

// Links that can be shown again and ended (docs/customer-portal.md): a share link keeps its token
// sealed (AES-256-GCM under a key derived from the sign-in secret) beside its hash, so the owning
// astrologer can copy the current link again; links made before have none and can only be
// replaced. A payment link can be revoked. Mail to clients is counted per astrologer, for the
// daily cap; the rows are not tied to a horoscope, so deleting a client does not reset the count.
const statements = [
  sql`alter table portal_share_links add column token_sealed text`,
  sql`alter table portal_payment_links add column revoked_at timestamptz`,
  sql`create table portal_client_mails (
    id uuid primary key default gen_random_uuid(),
    astrologer_id uuid not null references users (id) on delete cascade,
    horoscope_id uuid not null,
    kind text not null,
    sent_at timestamptz not null default now()
  )`,
  sql`create index portal_client_mails_astrologer on portal_client_mails (astrologer_id, sent_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop table portal_client_mails`,
    sql`alter table portal_payment_links drop column revoked_at`,
    sql`alter table portal_share_links drop column token_sealed`,
  ])
    await statement.execute(db);
}
