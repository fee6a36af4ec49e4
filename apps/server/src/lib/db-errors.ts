import { messages } from '@kusp/contracts';
import { HttpError } from './http-error.ts';

/** The SQLSTATE of a database error (PostgreSQL and PGlite alike), or undefined. */
const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

// PostgreSQL's class 22, "data exception": a value the database cannot take (a character it cannot
// store, a number out of range). The input's fault, so a 400; the input rules should catch it first.
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') === true;

/**
 * A failure caused by the row written rather than by the database: a data exception or an
 * integrity constraint (class 23). Another row in the same statement would have succeeded.
 */
export const isRowFault = (error: unknown) => {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
};

// 40P01 deadlock_detected and 40001 serialization_failure: the database gave up this transaction so
// that another could go on. Nothing of it was written, so running it again is safe.
const isConflict = (error: unknown) => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};

/** Attempts of a transaction that keeps losing conflicts, before the caller is asked to retry. */
const conflictAttempts = 4;

/**
 * Runs a whole transaction (`run` opens and commits it), again when the database gave it up in a
 * conflict, up to four attempts a few milliseconds apart; then 409 "Something went wrong. Please
 * try again", never a 500.
 */
export async function retryConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (attempt === conflictAttempts)
        throw new HttpError('CONCURRENT_UPDATE', messages.generic.somethingWentWrongTryAgain);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
