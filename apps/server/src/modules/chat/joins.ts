import { sql } from 'kysely';
import type { Caller } from '../../plugins/auth.ts';
import { connected } from './availability.ts';
import { running, type Executor } from './repository.ts';

// A running session is paid only when both people joined it (docs/chat.md, Money). Each join is
// written once, by a conditional update of the running session, so it is safe from any instance.
//
// VIDEO: a person joins by entering the call room (GET /api/v1/video/{id}, `enterCall`).
// TEXT: by holding a live connection at or after the accept, on any instance, as live_presence
// records it. Three writes see to it, in an order that leaves no gap: the presence row is committed
// before `joinOnConnect` runs, and `joinConnected` runs after the accept has committed, so whichever
// of the two comes second sees the other. The chat sweep runs `joinConnected` over every running
// TEXT session too, should one of those writes have failed.

const now = sql<Date>`now()`;

/** Each person of a running TEXT session (one, or every one) who is connected now joins it now. */
export async function joinConnected(db: Executor, sessionId?: string) {
  let update = db
    .updateTable('chat_sessions as s')
    .set((eb) => ({
      customer_joined_at: eb.fn.coalesce(
        's.customer_joined_at',
        eb
          .case()
          .when(connected(eb.ref('s.user_id')))
          .then(now)
          .end(),
      ),
      astrologer_joined_at: eb.fn.coalesce(
        's.astrologer_joined_at',
        eb
          .case()
          .when(connected(eb.ref('s.astrologer_id')))
          .then(now)
          .end(),
      ),
    }))
    .where('s.type', '=', 'TEXT')
    .where(running)
    .where((eb) =>
      eb.or([eb('s.customer_joined_at', 'is', null), eb('s.astrologer_joined_at', 'is', null)]),
    );
  if (sessionId) update = update.where('s.id', '=', sessionId);
  await update.execute();
}

/** A user's live connection (just recorded in live_presence) joins them to their running TEXT session. */
export async function joinOnConnect(db: Executor, caller: Caller) {
  const astrologer = caller.role === 'ASTROLOGER';
  const joined = astrologer ? 's.astrologer_joined_at' : 's.customer_joined_at';
  await db
    .updateTable('chat_sessions as s')
    .set(astrologer ? { astrologer_joined_at: now } : { customer_joined_at: now })
    .where(astrologer ? 's.astrologer_id' : 's.user_id', '=', caller.userId)
    .where('s.type', '=', 'TEXT')
    .where(running)
    .where(joined, 'is', null)
    .execute();
}

/**
 * A member enters the room of their running VIDEO call: their join is recorded (the first entry
 * counts). The session, or undefined when it is not the member's running call.
 */
export function enterCall(db: Executor, sessionId: string, userId: string) {
  return db
    .updateTable('chat_sessions as s')
    .set((eb) => ({
      customer_joined_at: eb.fn.coalesce(
        's.customer_joined_at',
        eb.case().when('s.user_id', '=', userId).then(now).end(),
      ),
      astrologer_joined_at: eb.fn.coalesce(
        's.astrologer_joined_at',
        eb.case().when('s.astrologer_id', '=', userId).then(now).end(),
      ),
    }))
    .where('s.id', '=', sessionId)
    .where('s.type', '=', 'VIDEO')
    .where(running)
    .where((eb) => eb.or([eb('s.user_id', '=', userId), eb('s.astrologer_id', '=', userId)]))
    .returningAll()
    .executeTakeFirst();
}
