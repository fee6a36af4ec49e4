import {
  accountMessages,
  messages,
  serverRoles,
  type AstrologerSignupRequest,
  type Language,
  type LoginResponse,
  type OtpEvent,
  type ServerRole,
  type SetPasswordRequest,
  type UserRegistration,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountLimits, clearAttempts, countAttempt } from './attempts.ts';
import { checkOtp, sendOtp, useOtp } from './otp.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import {
  findUserByLogin,
  insertAstrologerProfile,
  insertUser,
  revokeToken,
  updateLanguage,
  updatePasswordHash,
} from './repository.ts';
import type { TokenService } from './tokens.ts';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
}

type SignedInUser = {
  id: string;
  login_id: string;
  role: LoginResponse['roles'][number];
  token_version: number;
};

// Verifying against a real hash when the user is unknown keeps both failures equally slow.
const unknownUserHash = hashPassword('unknown-user-placeholder');

const conflict = (field: string, message: string) =>
  new HttpError('ALREADY_EXISTS', message, { [field]: message });
const userNotFound = () => new HttpError('NOT_FOUND', messages.otp.userNotFound);
/** Sign-in counters of one account (or typed name) from one client address. */
const signInKeys = (account: string, address: string) => {
  const key = `sign-in:${account}:${address}`;
  return { burst: `${key}:burst`, window: key };
};

async function session(tokens: TokenService, user: SignedInUser): Promise<LoginResponse> {
  const token = await tokens.sign({
    userId: user.id,
    loginId: user.login_id,
    serverRole: user.role,
    tokenVersion: user.token_version,
  });
  return { token, loginId: user.login_id, roles: [user.role] };
}

/** A unique index caught a parallel sign-up for the same name: answer as the early check would. */
function asTaken(error: unknown, loginIdField: 'loginId' | 'email'): HttpError | undefined {
  const text = error instanceof Error ? error.message : '';
  if (text.includes('users_email_unique')) return conflict('email', accountMessages.emailTaken);
  if (text.includes('users_login_id_unique'))
    return loginIdField === 'loginId'
      ? conflict('loginId', accountMessages.loginIdTaken)
      : conflict('email', accountMessages.emailTaken);
  return undefined;
}

/**
 * Counted per account (or typed name when there is none) and client address, before the check and
 * atomically, so a parallel burst from one address gets no more guesses than a slow one. Another
 * address, the owner's, keeps its own count: no one can lock an account by failing at it.
 */
export async function signIn(
  { db, tokens }: Pick<AccountDeps, 'db' | 'tokens'>,
  username: string,
  password: string,
  address: string,
  /** The accounts this sign-in is for: operators have their own (docs/operations.md). */
  roles: readonly ServerRole[] = [serverRoles.customer, serverRoles.astrologer],
): Promise<LoginResponse> {
  const user = await findUserByLogin(db, username);
  const keys = signInKeys(user?.id ?? username.trim().toLowerCase(), address);
  await countAttempt(db, keys.window, accountLimits.signIn, accountMessages.signInRefused);
  await countAttempt(db, keys.burst, accountLimits.signInBurst, accountMessages.signInSlowDown);
  const ok = await passwordMatches(user?.password_hash ?? (await unknownUserHash), password);
  // Another kind of account fails as a wrong password does, and counts as one.
  if (!user || !ok || !roles.includes(user.role))
    throw new HttpError('SIGN_IN_FAILED', messages.login.failed);
  await clearAttempts(db, keys.window, keys.burst);
  return session(tokens, user);
}

/**
 * USER_REGISTRATION needs a free e-mail; FORGOT_PASSWORD needs an existing account. The mail is in
 * the account's language, or for a new one in the language the request asks in.
 */
export async function requestOtp(
  { db, mailer }: AccountDeps,
  email: string,
  event: OtpEvent,
  requestLanguage: Language,
) {
  const user = await findUserByLogin(db, email);
  if (event === 'USER_REGISTRATION' && user) throw conflict('email', accountMessages.emailTaken);
  if (event === 'FORGOT_PASSWORD' && !user) throw userNotFound();
  await sendOtp(db, mailer, user?.email ?? email, event, user?.language ?? requestLanguage);
  return { message: messages.otp.sent };
}

/** `language`: the one the sign-up was made in, kept as the account's. */
export async function registerCustomer(
  { db, tokens }: AccountDeps,
  body: UserRegistration,
  language: Language,
): Promise<LoginResponse> {
  if (await findUserByLogin(db, body.email)) throw conflict('email', accountMessages.emailTaken);
  if (await findUserByLogin(db, body.loginId))
    throw conflict('loginId', accountMessages.loginIdTaken);
  const codeHash = await checkOtp(db, body.email, 'USER_REGISTRATION', body.otp);
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      await useOtp(trx, body.email, 'USER_REGISTRATION', codeHash);
      return insertUser(trx, {
        login_id: body.loginId,
        email: body.email,
        first_name: body.firstName,
        password_hash: passwordHash,
        role: serverRoles.customer,
        language,
      });
    });
    return await session(tokens, user);
  } catch (error) {
    throw asTaken(error, 'loginId') ?? error;
  }
}

/** The astrologer's login id is their e-mail; the profile starts with the directory's defaults. */
export async function registerAstrologer(
  { db }: AccountDeps,
  body: AstrologerSignupRequest,
  language: Language,
) {
  if (await findUserByLogin(db, body.email)) throw conflict('email', accountMessages.emailTaken);
  const codeHash = await checkOtp(db, body.email, 'USER_REGISTRATION', body.otp);
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction().execute(async (trx) => {
      await useOtp(trx, body.email, 'USER_REGISTRATION', codeHash);
      const user = await insertUser(trx, {
        login_id: body.email,
        email: body.email,
        first_name: body.firstName,
        last_name: body.lastName,
        phone_number: body.phoneNumber,
        country_code: `+${body.countryCode.replace(/^\+/, '')}`,
        password_hash: passwordHash,
        role: serverRoles.astrologer,
        language,
      });
      await insertAstrologerProfile(trx, {
        user_id: user.id,
        years_of_experience: body.yearsOfExperience ?? null,
        expertise_area: body.expertiseArea || null,
        rate: body.amount,
        rate_currency: body.currency,
        // Until they choose on the profile: the language they signed up in.
        languages: [language],
      });
    });
  } catch (error) {
    throw asTaken(error, 'email') ?? error;
  }
  return { message: messages.signUpSuccess };
}

/** Step 1 of the forgot flow: the code goes to the account's own e-mail, whichever name was typed. */
export async function forgotPassword(deps: AccountDeps, username: string) {
  const user = await findUserByLogin(deps.db, username);
  if (!user) throw userNotFound();
  await sendOtp(deps.db, deps.mailer, user.email, 'FORGOT_PASSWORD', user.language);
  return { message: messages.otp.sent };
}

export async function resetPassword(
  { db }: AccountDeps,
  body: SetPasswordRequest,
  address: string,
) {
  const user = await findUserByLogin(db, body.email);
  if (!user) throw userNotFound();
  const codeHash = await checkOtp(db, user.email, 'FORGOT_PASSWORD', body.otp);
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await useOtp(trx, user.email, 'FORGOT_PASSWORD', codeHash);
    await updatePasswordHash(trx, user.id, passwordHash);
  });
  // Whoever proved the mailbox may sign in again at once from where they are.
  const keys = signInKeys(user.id, address);
  await clearAttempts(db, keys.window, keys.burst);
  return { message: messages.password.updated };
}

/**
 * Every token issued before, this one included, stops working; the caller gets a fresh token so
 * this session goes on while the others are signed out.
 */
export async function changePassword(
  { db, tokens }: Pick<AccountDeps, 'db' | 'tokens'>,
  userId: string,
  password: string,
) {
  const user = await updatePasswordHash(db, userId, await hashPassword(password));
  const { token } = await session(tokens, user);
  return { message: messages.password.updated, token };
}

/** Signs this one token out on the server: it is refused from now until it would have expired. */
export async function signOut(db: Db, caller: Caller) {
  await revokeToken(db, caller.tokenId, caller.tokenExpiresAt);
  return { message: accountMessages.signedOut };
}

/** The language switch of a signed-in account: its e-mails are written in it from now on. */
export async function setLanguage(
  { db }: Pick<AccountDeps, 'db'>,
  userId: string,
  language: Language,
) {
  await updateLanguage(db, userId, language);
  return { language };
}
