import { sql, type Kysely } from 'kysely';

// The language a research entry was made in (docs/i18n.md): its drawing's winner is written to in
// it, as an entrant has no account. Every entry so far was made in English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table birth_details add column language text not null default 'en'
    check (language in ('en', 'hi'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table birth_details drop column language`.execute(db);
}
