import { sql, type Kysely } from 'kysely';

// Each instance wrote the seen_at of every presence row it held every 20 s to show it was alive: at
// 10,000 connections, 10,000 rows rewritten each time. Now it writes one heartbeat row of its own;
// a presence row is stale when neither it nor its instance's heartbeat is recent (docs/chat.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_instances')
    .addColumn('instance_id', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_instances').execute();
}
