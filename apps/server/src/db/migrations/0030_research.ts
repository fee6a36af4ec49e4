import { sql, type Kysely } from 'kysely';

// Anonymous research: birth details keyed by a random reference id, their life events, and the
// weekly prize drawing (one row per ISO week, the primary key making a second winner impossible).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('birth_details')
    .addColumn('reference_id', 'uuid', (c) => c.primaryKey())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('birth_time', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) =>
      c.notNull().check(sql`gender in ('MALE', 'FEMALE', 'OTHERS')`),
    )
    .addColumn('birth_place', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('drawing_week', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index birth_details_drawing on birth_details (drawing_week) where email is not null`.execute(
    db,
  );

  await db.schema
    .createTable('life_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reference_id', 'uuid', (c) =>
      c.notNull().references('birth_details.reference_id').onDelete('cascade'),
    )
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('sub_event', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('negative', 'positive')`))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('life_events_by_reference')
    .on('life_events')
    .columns(['reference_id', 'date'])
    .execute();

  await db.schema
    .createTable('drawing_winners')
    .addColumn('week', 'text', (c) => c.primaryKey())
    .addColumn('reference_id', 'uuid', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drawing_winners').execute();
  await db.schema.dropTable('life_events').execute();
  await db.schema.dropTable('birth_details').execute();
}
