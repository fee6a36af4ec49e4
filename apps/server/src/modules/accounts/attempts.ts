import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { accountMessages } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Limits kept in the database (the per-IP ones sit on the routes). Sign-in is counted per account
 * and client address, never per account alone, so guessing from one address cannot lock the owner
 * out: a burst of 5 a minute slows the guesser down, 10 in 15 minutes refuses that address.
 * docs/security.md has the whole policy.
 */
export const accountLimits = {
  signInBurst: { max: 5, windowSeconds: 60 },
  signIn: { max: 10, windowSeconds: 15 * 60 },
  otpSend: { max: 5, windowSeconds: 15 * 60 },
  otpCheck: { max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, AttemptLimit>;

// Stored as a digest: bounded in size whatever was typed, and no e-mails in the table.
const counterKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts one attempt at `key` and refuses it with 429 once the window holds more than `max`.
 * The counter lives in the database, so every server instance sees the same figure, and the
 * increment is one atomic upsert, so a parallel burst cannot slip past it.
 */
export async function countAttempt(
  db: Db,
  key: string,
  limit: AttemptLimit,
  refusal: string = accountMessages.tooManyAttempts,
): Promise<void> {
  const windowEnd = sql<Date>`now() + make_interval(secs => ${limit.windowSeconds})`;
  const expired = sql<boolean>`attempt_counters.window_ends_at <= now()`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key: counterKey(key), hits: 1, window_ends_at: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else attempt_counters.hits + 1 end`,
        window_ends_at: sql<Date>`case when ${expired} then excluded.window_ends_at else attempt_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', sql<number>`ceil(extract(epoch from window_ends_at - now()))`.as('wait')])
    .executeTakeFirstOrThrow();
  if (row.hits > limit.max)
    throw new HttpError('RATE_LIMITED', refusal, undefined, {
      'retry-after': String(Math.max(1, Number(row.wait))),
    });
}

/** A success (sign-in, password reset) wipes the failed attempts counted under those keys. */
export async function clearAttempts(db: Db, ...keys: string[]): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', 'in', keys.map(counterKey)).execute();
}

/** Drops counters whose window has passed, codes that can no longer be used, and revocations of expired tokens. */
export async function sweepExpired(db: Db): Promise<void> {
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('attempt_counters')
    .where('window_ends_at', '<=', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('otp_codes')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}
