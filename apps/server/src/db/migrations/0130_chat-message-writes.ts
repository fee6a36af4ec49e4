import { sql, type Kysely } from 'kysely';

// A chat message's conversation is its session's (insertMessages copies it from there), and the
// session's own key already ties the message to a session of that conversation, deleted with it.
// The second foreign key checked the same fact again for every message: with many conversations
// busy at once it was the larger part of storing a group (docs/chat.md, "Storing messages").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages drop constraint chat_messages_conversation_id_fkey`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages add constraint chat_messages_conversation_id_fkey
    foreign key (conversation_id) references chat_conversations (id) on delete cascade`.execute(db);
}
