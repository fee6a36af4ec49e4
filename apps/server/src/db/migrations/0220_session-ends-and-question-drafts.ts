import { sql, type Kysely } from 'kysely';

// Who ended a running session (docs/chat.md, Sessions): the customer, the astrologer, or the server
// (expiry, an astrologer who dropped out); each side is told what the other did, and past calls
// say it. Unpaid questions are drafts the customer may delete (docs/questions.md): a deleted one
// is kept for its order's sake but listed nowhere, and its order can no longer be paid.
const statements = [
  sql`alter table chat_sessions add column ended_by text
    check (ended_by in ('CUSTOMER', 'ASTROLOGER', 'SERVER'))`,
  sql`create index chat_sessions_user_past on chat_sessions (user_id, type, ended_at)
    where started_at is not null and ended_at is not null`,
  sql`create index chat_sessions_astrologer_past on chat_sessions (astrologer_id, type, ended_at)
    where started_at is not null and ended_at is not null`,
  sql`alter table questions add column deleted_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table questions drop column deleted_at`,
    sql`drop index chat_sessions_astrologer_past`,
    sql`drop index chat_sessions_user_past`,
    sql`alter table chat_sessions drop column ended_by`,
  ])
    await statement.execute(db);
}
