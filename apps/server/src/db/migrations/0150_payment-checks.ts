import { sql, type Kysely } from 'kysely';

// When the reconciliation sweep last asked the provider about a card payment still open (PENDING)
// or cancelled (a late success there is refunded): each is asked at most every 10 minutes, the
// least recently asked first, so none waits behind others for ever (docs/payments.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('checked_at', 'timestamptz').execute();
  await sql`create index payments_unsettled on payments (checked_at nulls first, created_at)
    where status in ('PENDING', 'CANCELLED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_unsettled`.execute(db);
  await db.schema.alterTable('payments').dropColumn('checked_at').execute();
}
