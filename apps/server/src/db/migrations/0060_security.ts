import type { Kysely } from 'kysely';

// Session revocation: a per-account token version (a password change or reset moves it on, so
// every earlier token fails) and the ids of signed-out tokens until they would have expired.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expires_at')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
