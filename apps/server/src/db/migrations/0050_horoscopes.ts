import { sql, type Kysely } from 'kysely';

// Horoscope profiles (a customer's own and an astrologer's external customers), the cached chart of each,
// comments and general predictions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('horoscope_profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The owner: the customer for SELF, the astrologer for EXTERNAL_CUSTOMER.
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('horo_type', 'text', (c) =>
      c.notNull().check(sql`horo_type in ('SELF', 'EXTERNAL_CUSTOMER')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('gender', 'text', (c) =>
      c.notNull().check(sql`gender in ('MALE', 'FEMALE', 'OTHERS')`),
    )
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('birth_time', 'time', (c) => c.notNull())
    .addColumn('birth_place', 'text', (c) => c.notNull())
    // numeric keeps the decimal degrees exactly as sent; north and east positive.
    .addColumn('latitude', 'numeric', (c) => c.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'numeric', (c) =>
      c.notNull().check(sql`longitude between -180 and 180`),
    )
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text')
    .addColumn('profile_pic', 'text')
    .addColumn('comments', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index horoscope_profiles_owner on horoscope_profiles (user_id, horo_type, updated_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('horoscope_charts')
    .addColumn('horoscope_id', 'uuid', (c) =>
      c.primaryKey().references('horoscope_profiles.id').onDelete('cascade'),
    )
    // The birth data the chart was cast for; a different key means the profile changed.
    .addColumn('input_key', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('horoscope_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('horoscope_id', 'uuid', (c) =>
      c.notNull().references('horoscope_profiles.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index horoscope_comments_by_horoscope on horoscope_comments (horoscope_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('horoscope_predictions')
    .addColumn('horoscope_id', 'uuid', (c) =>
      c.notNull().references('horoscope_profiles.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('GENERAL_PREDICTION')`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('horoscope_predictions_pk', ['horoscope_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('horoscope_predictions').execute();
  await db.schema.dropTable('horoscope_comments').execute();
  await db.schema.dropTable('horoscope_charts').execute();
  await db.schema.dropTable('horoscope_profiles').execute();
}
