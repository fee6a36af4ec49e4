import { sql } from 'kysely';
import { chatTexts, type AvailabilityEntry, type AvailabilityStatus } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { runningSessionExists } from '../chat/availability.ts';

/**
 * Sets the caller's own status: astrologers keep it on their profile, customers in their own table.
 * An astrologer with a running live session stays BUSY: ONLINE is refused (409) until it ends, in
 * the same statement that would set it, so an accept cannot slip in between.
 */
export async function setAvailability(
  db: Db,
  caller: Caller,
  userId: string,
  status: AvailabilityStatus,
): Promise<AvailabilityEntry> {
  if (userId !== caller.userId) throw notFound();
  const now = new Date();
  if (caller.role === 'ASTROLOGER') {
    const updated = await db
      .updateTable('astrologer_profiles')
      .set({ availability_status: status, updated_at: now })
      .where('user_id', '=', userId)
      .$if(status === 'ONLINE', (qb) => qb.where(sql<boolean>`not ${runningSessionExists(userId)}`))
      .executeTakeFirst();
    if (status === 'ONLINE' && updated.numUpdatedRows === 0n)
      throw new HttpError(409, chatTexts.busyInSession);
  } else {
    await db
      .insertInto('customer_availability')
      .values({ user_id: userId, availability_status: status, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ availability_status: status, updated_at: now }),
      )
      .execute();
  }
  return { userId, availabilityStatus: status };
}

/** Statuses of the given users; unknown ids are left out, and nobody seen yet is AWAY. */
export async function getAvailability(
  db: Db,
  userIds: readonly string[],
): Promise<AvailabilityEntry[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('astrologer_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('customer_availability as c', 'c.user_id', 'u.id')
    .select([
      'u.id',
      sql<AvailabilityStatus>`coalesce(p.availability_status, c.availability_status, 'AWAY')`.as(
        'status',
      ),
    ])
    .where('u.id', 'in', userIds)
    .execute();
  return rows.map((row) => ({ userId: row.id, availabilityStatus: row.status }));
}
