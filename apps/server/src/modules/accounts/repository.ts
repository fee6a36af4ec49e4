import type { Db } from '../../db/database.ts';

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
