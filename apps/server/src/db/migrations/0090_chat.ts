import { sql, type Kysely } from 'kysely';

// Live chat: conversations between a customer and an astrologer, their paid sessions and messages,
// and which server instance holds whose live connections (for availability across instances).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('astrologer_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_conversations_pair', ['user_id', 'astrologer_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_astrologer')
    .on('chat_conversations')
    .columns(['astrologer_id', 'last_activity_at'])
    .execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('TEXT', 'VIDEO')`))
    .addColumn('conversation_id', 'uuid', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('astrologer_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('user_full_name', 'text', (c) => c.notNull())
    .addColumn('astrologer_name', 'text', (c) => c.notNull())
    .addColumn('user_horoscope_id', 'uuid', (c) =>
      c.references('horoscope_profiles.id').onDelete('set null'),
    )
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('total_amount', 'integer', (c) => c.notNull().check(sql`total_amount >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('request_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('close_reason', 'text', (c) =>
      c.check(sql`close_reason in ('REJECTED', 'CANCELLED', 'TIMED_OUT', 'ENDED', 'EXPIRED')`),
    )
    .addCheckConstraint(
      'chat_sessions_started_expires',
      sql`(started_at is null) = (expires_at is null)`,
    )
    .execute();
  // One pending request per customer and kind: a new request replaces the older one.
  await sql`create unique index chat_sessions_one_pending on chat_sessions (user_id, type)
    where started_at is null and rejected_at is null`.execute(db);
  await sql`create index chat_sessions_running on chat_sessions (expires_at)
    where ended_at is null and started_at is not null`.execute(db);
  await sql`create index chat_sessions_pending on chat_sessions (request_expires_at)
    where started_at is null and rejected_at is null`.execute(db);
  await db.schema
    .createIndex('chat_sessions_user')
    .on('chat_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chat_sessions_astrologer')
    .on('chat_sessions')
    .columns(['astrologer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chat_sessions_conversation')
    .on('chat_sessions')
    .columns(['conversation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('conversation_id', 'uuid', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('chat_sessions.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'uuid', (c) => c.notNull())
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) <= 2000`))
    .addColumn('client_message_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_client_id', ['sender_id', 'client_message_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'seq'])
    .execute();

  await db.schema
    .createTable('live_presence')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('connections', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_presence_pk', ['user_id', 'instance_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_presence').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
