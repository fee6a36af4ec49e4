import { sql, type Kysely } from 'kysely';

// The public site: blog articles, contact and course enquiries, newsletter and app-trial sign-ups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_articles')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('teaser', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('preview_image_url', 'text', (c) => c.notNull())
    .addColumn('detail_image_url', 'text', (c) => c.notNull())
    .addColumn('seo_description', 'text', (c) => c.notNull())
    .addColumn('seo_keywords', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('blog_articles_published_on')
    .on('blog_articles')
    .columns(['published', 'published_on'])
    .execute();

  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('enquiry_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.check(sql`course in ('BASIC', 'ADVANCED')`))
    .addColumn('language', 'text')
    .addColumn('secondary_education', 'boolean')
    .addColumn('basic_course_completed', 'boolean')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index newsletter_subscriptions_email_unique on newsletter_subscriptions (lower(email))`.execute(
    db,
  );

  await db.schema
    .createTable('trial_signups')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_type', 'text', (c) =>
      c.notNull().check(sql`phone_type in ('ANDROID', 'iOS')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index trial_signups_email_phone_unique on trial_signups (lower(email), phone_type)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_signups').execute();
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropTable('enquiries').execute();
  await db.schema.dropTable('blog_articles').execute();
}
