import type { Insertable } from 'kysely';
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

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
