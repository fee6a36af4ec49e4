import { sql } from 'kysely';
import {
  chatTexts,
  serverRoles,
  type AvailabilityEntry,
  type AvailabilityStatus,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { hasRunningSession, lockAstrologer } from '../chat/repository.ts';

/**
 * Sets the caller's own status: astrologers keep it on their profile, customers in their own table.
 * An astrologer with a running live session stays BUSY: ONLINE is refused (409) until it ends. The
 * lock on the profile row, which accept takes too, makes the check see an accept committed meanwhile.
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
    await db.transaction().execute(async (trx) => {
      await lockAstrologer(trx, userId);
      if (status === 'ONLINE' && (await hasRunningSession(trx, userId)))
        throw new HttpError('IN_SESSION', chatTexts.busyInSession);
      await trx
        .updateTable('astrologer_profiles')
        .set({ availability_status: status, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    });
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

/**
 * Statuses of the given users the caller may see; nobody seen yet is AWAY. An astrologer's status
 * is for anyone signed in, a customer's for themselves and for astrologers they have had a session
 * with. Other ids are left out exactly like unknown ones, so the answer tells nobody who exists.
 */
export async function getAvailability(
  db: Db,
  caller: Caller,
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
    .where((eb) =>
      eb.or([
        eb('u.role', '=', serverRoles.astrologer),
        eb('u.id', '=', caller.userId),
        eb.exists(
          eb
            .selectFrom('chat_sessions as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.astrologer_id', '=', caller.userId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => ({ userId: row.id, availabilityStatus: row.status }));
}
