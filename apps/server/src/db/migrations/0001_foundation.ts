import { sql, type Kysely } from 'kysely';

// Accounts, the astrologer profile the directory lists, and the mail outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text')
    .addColumn('country_code', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('kusp_basic_user', 'kusp_astrologer_user')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_login_id_unique on users (lower(login_id))`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('astrologer_profiles')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('short_experience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('long_experience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('years_of_experience', 'text')
    .addColumn('expertise_area', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('India'))
    .addColumn('country_iso_code', 'text', (c) => c.notNull().defaultTo('IN'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('Kerala'))
    .addColumn('state_iso_code', 'text', (c) => c.notNull().defaultTo('KL'))
    .addColumn('rate', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('rate_currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ON')
        .check(sql`visibility in ('ON', 'OFF')`),
    )
    .addColumn('offline_question_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('text_chat_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('video_call_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('availability_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('AWAY')
        .check(sql`availability_status in ('ONLINE', 'BUSY', 'AWAY')`),
    )
    .addColumn('profile_image', 'text')
    .addColumn('average_rating', 'numeric(2, 1)')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('astrologer_profiles').execute();
  await db.schema.dropTable('users').execute();
}
