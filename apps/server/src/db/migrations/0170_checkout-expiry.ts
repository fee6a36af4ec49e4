import { sql, type Kysely } from 'kysely';

// A checkout page's token ends: 30 minutes after it was given at most, and never after the payment
// link it pays (docs/payments.md). Pages already open when this runs keep their 30 minutes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('checkout_expires_at', 'timestamptz').execute();
  await sql`update payments set checkout_expires_at = now() + interval '30 minutes'
    where status = 'PENDING' and checkout_token_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('checkout_expires_at').execute();
}
