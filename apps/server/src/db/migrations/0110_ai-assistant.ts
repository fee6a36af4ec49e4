import { sql, type Kysely } from 'kysely';

// The AI assistant's exchanges: a question, the order that paid for it and, once the model has
// answered, the plain-text answer. A question the model did not answer is FAILED and its order
// refunded; only ANSWERED exchanges make the customer's history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_exchanges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('horoscope_id', 'uuid', (c) =>
      c.notNull().references('horoscope_profiles.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('offline', 'openai')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'ANSWERED', 'FAILED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint(
      'ai_exchanges_answered_has_text',
      // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
      sql`status <> 'ANSWERED' or (answer is not null and answer <> '')`,
    )
    .execute();
  await sql`create index ai_exchanges_by_customer on ai_exchanges (customer_id, created_at desc)`.execute(
    db,
  );
}
