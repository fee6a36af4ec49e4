import { sql, type Kysely } from 'kysely';

// The language an account reads Kusp in (docs/i18n.md): its e-mails are written in it, and the web
// shows it on sign-in. Every account so far has read English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column language text not null default 'en'
    check (language in ('en', 'hi'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
