import { sql, type Kysely } from 'kysely';

// Astrologer documents, and the availability of customers (astrologers keep theirs on the profile).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('astrologer_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('astrologer_id', 'uuid', (c) =>
      c.notNull().references('astrologer_profiles.user_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('PAN_CARD', 'BANK_ACCOUNT_PROOF', 'OTHER')`),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('astrologer_documents_astrologer')
    .on('astrologer_documents')
    .columns(['astrologer_id', 'uploaded_at'])
    .execute();

  await db.schema
    .createTable('customer_availability')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('availability_status', 'text', (c) =>
      c.notNull().check(sql`availability_status in ('ONLINE', 'BUSY', 'AWAY')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_availability').execute();
  await db.schema.dropTable('astrologer_documents').execute();
}
