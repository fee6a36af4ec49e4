import { sql, type Kysely } from 'kysely';

// Paid offline questions: a thread is a first question and its follow-ups (parent_question_id), and
// the mails their steps owe, kept with the change that owes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('astrologer_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    // The customer's own (SELF) horoscope the astrologer answers from.
    .addColumn('horoscope_id', 'uuid', (c) =>
      c.notNull().references('horoscope_profiles.id').onDelete('cascade'),
    )
    .addColumn('parent_question_id', 'uuid', (c) =>
      c.references('questions.id').onDelete('cascade'),
    )
    .addColumn('question_header', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PAYMENT_PENDING', 'DRAFT', 'PENDING_REPLY', 'ANSWERED')`),
    )
    .addColumn('answer', 'text')
    .addColumn('answer_date', 'timestamptz')
    .addColumn('due_date', 'timestamptz')
    // The order that pays for the thread (first questions only), created with the question.
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id'))
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'questions_answered_has_text',
      // eslint-disable-next-line no-restricted-syntax -- a whole statement: a check constraint
      sql`status not in ('DRAFT', 'ANSWERED') or (answer is not null and answer <> '')`,
    )
    .execute();
  await sql`create index questions_by_customer on questions (customer_id, created_at desc)`.execute(
    db,
  );
  await sql`create index questions_by_astrologer on questions (astrologer_id, status, due_date)`.execute(
    db,
  );
  await sql`create index questions_by_parent on questions (parent_question_id)`.execute(db);
  // The deadline job's scan: paid, unanswered, not yet refunded.
  await sql`create index questions_due on questions (due_date) where refunded_at is null and status in ('PENDING_REPLY', 'DRAFT')`.execute(
    db,
  );
  await sql`create unique index questions_order on questions (order_id) where order_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('question_notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('ARRIVED', 'ANSWERED', 'REFUNDED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Claimed by the run that sends it; given back when sending fails.
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index question_notices_unsent on question_notices (id) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_notices').execute();
  await db.schema.dropTable('questions').execute();
}
