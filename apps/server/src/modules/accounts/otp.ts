import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { accountMessages, type Language, type OtpEvent } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountLimits, countAttempt } from './attempts.ts';
import { otpMail } from './otp-mail.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

const invalidOtp = () =>
  new HttpError('INVALID_REQUEST', accountMessages.otpInvalid, { otp: accountMessages.otpInvalid });
const live = sql<boolean>`expires_at > now()`;

/**
 * Mails a fresh 6-digit code, in `language`; it replaces any earlier code for the same e-mail and
 * purpose.
 */
export async function sendOtp(
  db: Db,
  mailer: Mailer,
  email: string,
  event: OtpEvent,
  language: Language,
) {
  const address = email.trim().toLowerCase();
  await countAttempt(db, `otp-send:${address}`, accountLimits.otpSend);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    email: address,
    event,
    // argon2, like passwords: a leaked table does not hand out live codes.
    code_hash: await hashPassword(code),
    tries: 0,
    expires_at: sql<Date>`now() + make_interval(mins => ${OTP_VALID_MINUTES})`,
  };
  await db
    .insertInto('otp_codes')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['email', 'event']).doUpdateSet({
        code_hash: row.code_hash,
        tries: 0,
        expires_at: row.expires_at,
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
  await mailer.send(address, otpMail(code, event, OTP_VALID_MINUTES, language));
}

/**
 * Checks a code without using it up and answers the stored hash, which `useOtp` then needs.
 * Each check takes one of the five tries before the comparison, atomically, so parallel guesses
 * cannot get more than five between them.
 */
export async function checkOtp(db: Db, email: string, event: OtpEvent, code: string) {
  const address = email.trim().toLowerCase();
  await countAttempt(db, `otp-check:${address}`, accountLimits.otpCheck);
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('email', '=', address)
    .where('event', '=', event)
    .where('tries', '<', OTP_MAX_TRIES)
    .where(live)
    .returning('code_hash')
    .executeTakeFirst();
  if (!row || !(await passwordMatches(row.code_hash, code))) throw invalidOtp();
  return row.code_hash;
}

/** Uses the checked code up, inside the caller's transaction: a second use, even in parallel, fails. */
export async function useOtp(trx: Db, email: string, event: OtpEvent, codeHash: string) {
  const result = await trx
    .deleteFrom('otp_codes')
    .where('email', '=', email.trim().toLowerCase())
    .where('event', '=', event)
    .where('code_hash', '=', codeHash)
    .where(live)
    .executeTakeFirst();
  if (result.numDeletedRows !== 1n) throw invalidOtp();
}
