import { sql, type Kysely } from 'kysely';

// When each person of a session joined it (docs/chat.md, Money): a session is paid only when both
// did. Sessions started before this migration keep the rule they started under: both count as
// joined at the start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('customer_joined_at', 'timestamptz')
    .addColumn('astrologer_joined_at', 'timestamptz')
    .execute();
  await sql`update chat_sessions set customer_joined_at = started_at, astrologer_joined_at = started_at
    where started_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .dropColumn('customer_joined_at')
    .dropColumn('astrologer_joined_at')
    .execute();
}
