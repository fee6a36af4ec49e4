import { sql, type Kysely } from 'kysely';

// E-mailed one-time codes and the per-account attempt counters behind the abuse limits.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One live code per e-mail and purpose: a new send replaces the old row.
  await db.schema
    .createTable('otp_codes')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) =>
      c.notNull().check(sql`event in ('USER_REGISTRATION', 'FORGOT_PASSWORD')`),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('otp_codes_pk', ['email', 'event'])
    .execute();

  // Fixed-window counters keyed by action and account, shared by every server instance.
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_window_ends_at')
    .on('attempt_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
  await db.schema.dropTable('otp_codes').execute();
}
