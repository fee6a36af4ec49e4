import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../plugins/auth.ts';
import { running, type Executor } from './repository.ts';

// Availability follows the live channel (spec part 2 section 4): ONLINE on connecting, BUSY while an
// astrologer has a running session, AWAY once a user's last connection, on every instance, has been
// closed for awayAfterSeconds. Each instance records its connection count per user in live_presence
// and beats its own row in live_instances while it runs, so a crashed instance's rows go stale.

/** An instance whose heartbeat is this old has died: its rows no longer keep anyone present. */
export const staleInstanceSeconds = 90;
/** How often an instance beats its heartbeat. */
export const presenceRefreshMs = 20_000;

const anywhere = expressionBuilder<Database>();
const runningSessionExists = (astrologerId: string) =>
  anywhere.exists(
    anywhere
      .selectFrom('chat_sessions as s')
      .select('s.id')
      .where('s.astrologer_id', '=', astrologerId)
      .where(running),
  );

const presence = expressionBuilder<Database, 'live_presence'>();
const secondsAgo = (seconds: number) => sql<Date>`now() - ${seconds} * interval '1 second'`;

/**
 * Whether the user (an id, or a column holding one) holds a live connection now, on any instance:
 * a presence row with connections whose instance is alive (the row or its heartbeat is recent).
 */
export const connected = (userId: Expression<string>) =>
  anywhere.exists(
    anywhere
      .selectFrom('live_presence as l')
      .select('l.user_id')
      .where('l.user_id', '=', userId)
      .where('l.connections', '>', 0)
      .where((eb) =>
        eb.or([
          eb('l.seen_at', '>', secondsAgo(staleInstanceSeconds)),
          eb.exists(
            eb
              .selectFrom('live_instances as i')
              .select('i.instance_id')
              .whereRef('i.instance_id', '=', 'l.instance_id')
              .where('i.seen_at', '>', secondsAgo(staleInstanceSeconds)),
          ),
        ]),
      ),
  );

/** Records this instance's connection count for the user; the first connection brings them ONLINE. */
export async function recordPresence(
  db: Executor,
  caller: Caller,
  instanceId: string,
  connections: number,
) {
  await db
    .insertInto('live_presence')
    .values({ user_id: caller.userId, instance_id: instanceId, connections, seen_at: sql`now()` })
    .onConflict((oc) =>
      oc.columns(['user_id', 'instance_id']).doUpdateSet({ connections, seen_at: sql`now()` }),
    )
    .execute();
  if (connections === 0) return;
  if (caller.role === 'ASTROLOGER') {
    await db
      .updateTable('astrologer_profiles')
      .set({
        availability_status: sql`case when ${runningSessionExists(caller.userId)} then 'BUSY' else 'ONLINE' end`,
        updated_at: new Date(),
      })
      .where('user_id', '=', caller.userId)
      .where('availability_status', '=', 'AWAY')
      .execute();
  } else {
    await db
      .insertInto('customer_availability')
      .values({ user_id: caller.userId, availability_status: 'ONLINE' })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ availability_status: 'ONLINE', updated_at: new Date() })
          .where('customer_availability.availability_status', '=', 'AWAY'),
      )
      .execute();
  }
}

/** This instance is alive: its presence rows stay current however long their connections last. */
export async function beatInstance(db: Executor, instanceId: string) {
  await db
    .insertInto('live_instances')
    .values({ instance_id: instanceId, seen_at: sql`now()` })
    .onConflict((oc) => oc.column('instance_id').doUpdateSet({ seen_at: sql`now()` }))
    .execute();
}

/** On shutdown: this instance's users count as having just left (they may reconnect elsewhere). */
export async function leaveInstance(db: Executor, instanceId: string) {
  await db
    .updateTable('live_presence')
    .set({ connections: 0, seen_at: sql`now()` })
    .where('instance_id', '=', instanceId)
    .execute();
}

/**
 * Users gone from every instance for awayAfterSeconds become AWAY and lose their rows. Safe on
 * several instances at once: the updates are conditional and repeating them changes nothing.
 */
export async function sweepDepartures(db: Executor, awayAfterSeconds: number) {
  // A row written in the last staleInstanceSeconds is current whatever its instance's heartbeat
  // says: an instance's first rows may come before its first beat lands.
  const instanceDead = presence.and([
    presence('seen_at', '<=', secondsAgo(staleInstanceSeconds)),
    presence.not(
      presence.exists(
        presence
          .selectFrom('live_instances as i')
          .select('i.instance_id')
          .whereRef('i.instance_id', '=', 'live_presence.instance_id')
          .where('i.seen_at', '>', secondsAgo(staleInstanceSeconds)),
      ),
    ),
  ]);
  const gone = presence.or([
    presence.and([
      presence('connections', '=', 0),
      presence('seen_at', '<=', secondsAgo(awayAfterSeconds)),
    ]),
    instanceDead,
  ]);
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('live_presence')
      .select('user_id')
      .groupBy('user_id')
      .having((eb) => eb.fn<boolean>('bool_and', [gone]))
      .execute();
    const userIds = rows.map((row) => row.user_id);
    if (userIds.length === 0) return;
    await trx
      .updateTable('astrologer_profiles')
      .set({ availability_status: 'AWAY', updated_at: new Date() })
      .where('user_id', 'in', userIds)
      .where('availability_status', '<>', 'AWAY')
      .execute();
    await trx
      .updateTable('customer_availability')
      .set({ availability_status: 'AWAY', updated_at: new Date() })
      .where('user_id', 'in', userIds)
      .where('availability_status', '<>', 'AWAY')
      .execute();
    await trx.deleteFrom('live_presence').where('user_id', 'in', userIds).where(gone).execute();
  });
  // Heartbeats of instances long gone, once nothing of theirs is left.
  await db
    .deleteFrom('live_instances')
    .where('seen_at', '<=', secondsAgo(staleInstanceSeconds))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('live_presence as l')
            .select('l.user_id')
            .whereRef('l.instance_id', '=', 'live_instances.instance_id'),
        ),
      ),
    )
    .execute();
}

/**
 * Users shown ONLINE or BUSY with no live connection recorded on any instance (a status set with the
 * PUT, or by the demo data, with no live channel open) become AWAY once that status is
 * awayAfterSeconds old. Without this, only users whose connections were seen ever turned AWAY.
 */
export async function sweepUnseen(db: Executor, awayAfterSeconds: number) {
  for (const table of ['astrologer_profiles', 'customer_availability'] as const) {
    await db
      .updateTable(table)
      .set({ availability_status: 'AWAY', updated_at: new Date() })
      .where('availability_status', '<>', 'AWAY')
      .where(sql<boolean>`updated_at <= now() - ${awayAfterSeconds} * interval '1 second'`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('live_presence as l')
              .select('l.user_id')
              .where('l.user_id', '=', sql.ref<string>(`${table}.user_id`)),
          ),
        ),
      )
      .execute();
  }
}

/** An astrologer who accepted a session is BUSY. */
export async function markBusy(db: Executor, astrologerId: string) {
  await db
    .updateTable('astrologer_profiles')
    .set({ availability_status: 'BUSY', updated_at: new Date() })
    .where('user_id', '=', astrologerId)
    .execute();
}

/** BUSY → ONLINE once the astrologer has no running session left. */
export async function endBusy(db: Executor, astrologerId: string) {
  await db
    .updateTable('astrologer_profiles')
    .set({ availability_status: 'ONLINE', updated_at: new Date() })
    .where('user_id', '=', astrologerId)
    .where('availability_status', '=', 'BUSY')
    .where(sql<boolean>`not ${runningSessionExists(astrologerId)}`)
    .execute();
}
