import { sql, type Kysely } from 'kysely';

// Ratings and reviews (docs/operations.md, "Review rules"): one review per delivered order, by its
// customer. The astrologer's profile keeps the count and the sum of their visible reviews' stars,
// moved in the review's own transaction, so the average is exact: sum ÷ count. The seeded
// `average_rating` goes: no customer ever set it.
const statements = [
  sql`create table reviews (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null unique references orders (id),
    astrologer_id uuid not null references users (id),
    customer_id uuid not null references users (id),
    rating smallint not null check (rating between 1 and 5),
    text text not null default '' check (char_length(text) <= 1000),
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    reply text check (char_length(reply) between 1 and 1000),
    replied_at timestamptz,
    hidden_at timestamptz,
    hidden_reason text,
    hidden_by uuid references users (id),
    check (customer_id <> astrologer_id),
    check ((reply is null) = (replied_at is null)),
    check ((hidden_at is null) = (hidden_reason is null))
  )`,
  sql`create index reviews_astrologer on reviews (astrologer_id, created_at desc)
    where hidden_at is null`,
  sql`create table review_reports (
    review_id uuid not null references reviews (id),
    reporter_id uuid not null references users (id),
    reason text not null default '' check (char_length(reason) <= 500),
    created_at timestamptz not null default now(),
    primary key (review_id, reporter_id)
  )`,
  sql`alter table astrologer_profiles
    add column review_count integer not null default 0 check (review_count >= 0),
    add column rating_sum integer not null default 0 check (rating_sum >= 0)`,
  sql`alter table astrologer_profiles drop column average_rating`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table astrologer_profiles add column average_rating numeric(2, 1)`,
    sql`alter table astrologer_profiles drop column review_count, drop column rating_sum`,
    sql`drop table review_reports`,
    sql`drop table reviews`,
  ])
    await statement.execute(db);
}
