import type { Language } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';

/** The language an account's e-mails are written in (its `users.language`, docs/i18n.md). */
export async function languageOf(db: Db, userId: string): Promise<Language> {
  const user = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.language ?? 'en';
}
