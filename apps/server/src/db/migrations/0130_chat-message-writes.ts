import { sql, type Kysely } from 'kysely';

// Storing a chat message checked two foreign keys, each locking the referenced session or
// conversation row (FOR KEY SHARE). With two instances, both people of a session write through
// different servers at once, and two transactions sharing those locks made PostgreSQL build a
// multixact for each: at 2,000 messages a second it fell seconds behind (docs/chat.md). The
// insert itself already takes the session, and with it the conversation, from chat_sessions in
// the same statement, so the keys are dropped; a statement trigger keeps their one other duty,
// deleting a session's messages with it (a conversation's sessions go with the conversation).
const statements = [
  sql`alter table chat_messages drop constraint chat_messages_conversation_id_fkey`,
  sql`alter table chat_messages drop constraint chat_messages_session_id_fkey`,
  sql`create function chat_messages_follow_sessions() returns trigger language plpgsql as $$
    begin
      delete from chat_messages where session_id in (select id from gone);
      return null;
    end $$`,
  sql`create trigger chat_messages_follow_sessions after delete on chat_sessions
    referencing old table as gone for each statement
    execute function chat_messages_follow_sessions()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop trigger chat_messages_follow_sessions on chat_sessions`,
    sql`drop function chat_messages_follow_sessions()`,
    sql`alter table chat_messages add constraint chat_messages_session_id_fkey
      foreign key (session_id) references chat_sessions (id) on delete cascade`,
    sql`alter table chat_messages add constraint chat_messages_conversation_id_fkey
      foreign key (conversation_id) references chat_conversations (id) on delete cascade`,
  ])
    await statement.execute(db);
}
