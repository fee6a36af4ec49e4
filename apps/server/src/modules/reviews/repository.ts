import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ModeratedReview, RatingSummary, Review } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import type { Trx } from '../money/service.ts';
import type { ReviewsTable } from './tables.ts';

type Executor = Kysely<Database>;

const withNames = (db: Executor) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('users as c', 'c.id', 'r.customer_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select(['c.first_name', 'c.last_name', 'o.service_code']);

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export function find(db: Executor, reviewId: string) {
  return withNames(db).where('r.id', '=', reviewId).executeTakeFirst();
}

export function findByOrder(db: Executor, orderId: string) {
  return withNames(db).where('r.order_id', '=', orderId).executeTakeFirst();
}

/** A customer shows as a first name and the last name's initial. */
export function toReview(row: ReviewRow): Review {
  return {
    reviewId: row.id,
    astrologerId: row.astrologer_id,
    customerName: row.last_name.trim()
      ? `${row.first_name} ${row.last_name.trim().slice(0, 1)}.`
      : row.first_name,
    serviceCode: row.service_code,
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
  };
}

/** The new review's id; undefined when the order has one already. */
export async function insert(trx: Trx, values: Insertable<ReviewsTable>) {
  const row = await trx
    .insertInto('reviews')
    .values(values)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function update(trx: Trx, reviewId: string, values: Updateable<ReviewsTable>) {
  await trx.updateTable('reviews').set(values).where('id', '=', reviewId).execute();
}

/** Sets the one reply; false when there is one already. */
export async function setReply(trx: Trx, reviewId: string, text: string) {
  const row = await trx
    .updateTable('reviews')
    .set({ reply: text, replied_at: new Date() })
    .where('id', '=', reviewId)
    .where('reply', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function report(db: Executor, reviewId: string, reporterId: string, reason: string) {
  await db
    .insertInto('review_reports')
    .values({ review_id: reviewId, reporter_id: reporterId, reason })
    .onConflict((oc) => oc.columns(['review_id', 'reporter_id']).doNothing())
    .execute();
}

/** Waits for other review changes of this astrologer to commit (see the service). */
export async function lockProfile(trx: Trx, astrologerId: string) {
  await trx
    .selectFrom('astrologer_profiles')
    .select('user_id')
    .where('user_id', '=', astrologerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The profile's count and sum of stars, from the visible reviews as committed now. */
export async function recount(trx: Trx, astrologerId: string) {
  const visible = trx
    .selectFrom('reviews')
    .where('astrologer_id', '=', astrologerId)
    .where('hidden_at', 'is', null);
  await trx
    .updateTable('astrologer_profiles')
    .set({
      review_count: visible.select((eb) => eb.fn.countAll<number>().as('n')),
      rating_sum: visible.select(sql<number>`coalesce(sum(rating), 0)::int`.as('s')),
    })
    .where('user_id', '=', astrologerId)
    .execute();
}

/** The average (stored count and sum) and the stars' distribution; undefined: no such astrologer. */
export async function summary(
  db: Executor,
  astrologerId: string,
): Promise<RatingSummary | undefined> {
  const profile = await db
    .selectFrom('astrologer_profiles')
    .select(['review_count', 'rating_sum'])
    .where('user_id', '=', astrologerId)
    .where('visibility', '=', 'ON')
    .executeTakeFirst();
  if (!profile) return undefined;
  const counts = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('astrologer_id', '=', astrologerId)
    .where('hidden_at', 'is', null)
    .groupBy('rating')
    .execute();
  return {
    averageRating: profile.review_count > 0 ? profile.rating_sum / profile.review_count : null,
    reviewCount: profile.review_count,
    distribution: [1, 2, 3, 4, 5].map((stars) =>
      Number(counts.find((row) => row.rating === stars)?.n ?? 0),
    ),
  };
}

export function visiblePage(db: Executor, astrologerId: string, page: number, size: number) {
  return withNames(db)
    .where('r.astrologer_id', '=', astrologerId)
    .where('r.hidden_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(size)
    .offset(page * size)
    .execute();
}

export async function reported(db: Executor): Promise<ModeratedReview[]> {
  const rows = await withNames(db)
    .innerJoin('review_reports as rr', 'rr.review_id', 'r.id')
    .select((eb) => eb.fn.countAll<string | number>().as('report_count'))
    .groupBy(['r.id', 'c.first_name', 'c.last_name', 'o.service_code'])
    .orderBy('report_count', 'desc')
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map(
    (row: Selectable<ReviewsTable> & ReviewRow & { report_count: string | number }) => ({
      ...toReview(row),
      orderId: row.order_id,
      customerId: row.customer_id,
      reportCount: Number(row.report_count),
      hiddenAt: row.hidden_at?.toISOString() ?? null,
      hiddenReason: row.hidden_reason,
    }),
  );
}
