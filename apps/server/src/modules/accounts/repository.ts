import type { Insertable } from 'kysely';
import type { Language } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import type { AstrologerProfilesTable } from '../astrologers/tables.ts';
import type { UsersTable } from './tables.ts';

/** Login ids and e-mails are unique without regard to case. */
export function findUserByLogin(db: Db, loginIdOrEmail: string) {
  const needle = loginIdOrEmail.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['login_id']), '=', needle),
        eb(eb.fn('lower', ['email']), '=', needle),
      ]),
    )
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Db, user: Insertable<UsersTable>) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function insertAstrologerProfile(
  db: Db,
  profile: Insertable<AstrologerProfilesTable>,
) {
  await db.insertInto('astrologer_profiles').values(profile).execute();
}

/** A new password also moves the token version on, so every token issued before it is refused. */
export function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .returning(['id', 'login_id', 'role', 'token_version'])
    .executeTakeFirstOrThrow();
}

export async function revokeToken(db: Db, tokenId: string, expiresAt: Date) {
  await db
    .insertInto('revoked_tokens')
    .values({ token_id: tokenId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .execute();
}

export async function updateLanguage(db: Db, userId: string, language: Language) {
  await db
    .updateTable('users')
    .set({ language, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
