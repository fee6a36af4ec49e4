import { sql, type Insertable, type Updateable } from 'kysely';
import type { HoroscopeData, PredictionItem } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../lib/ids.ts';
import type { HoroscopeProfilesTable } from './tables.ts';

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
type HoroType = HoroscopeProfilesTable['horo_type'];

// The date and time columns as text, the same from both drivers and free of any time zone.
const profileSelection = [
  'id',
  'user_id',
  'horo_type',
  'name',
  'country_code',
  'phone',
  'gender',
  sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
  sql<string>`to_char(birth_time, 'HH24:MI:SS')`.as('birth_time'),
  'birth_place',
  'latitude',
  'longitude',
  'time_zone',
  'relationship',
  'profile_pic',
  'comments',
  'created_at',
  'updated_at',
] as const;

/** A profile of this owner and type; anything else (unknown, someone else's, malformed id) is absent. */
export function findProfile(db: Db, id: string, ownerId: string, horoType: HoroType) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('horoscope_profiles')
    .select(profileSelection)
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .where('horo_type', '=', horoType)
    .executeTakeFirst();
}

/** A customer's own (SELF) profile by id alone, for an astrologer a grant lets in. */
export function findCustomerProfile(db: Db, id: string) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('horoscope_profiles')
    .select(profileSelection)
    .where('id', '=', id)
    .where('horo_type', '=', 'SELF')
    .executeTakeFirst();
}

/** An external customer's profile by its id alone (the share link has already been checked). */
export function findExternalProfile(db: Db, id: string) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('horoscope_profiles')
    .select(profileSelection)
    .where('id', '=', id)
    .where('horo_type', '=', 'EXTERNAL_CUSTOMER')
    .executeTakeFirst();
}

export function listProfiles(db: Db, ownerId: string, horoType: HoroType) {
  return db
    .selectFrom('horoscope_profiles')
    .select(profileSelection)
    .where('user_id', '=', ownerId)
    .where('horo_type', '=', horoType)
    .orderBy('updated_at', 'desc')
    .execute();
}

const sortColumns = { updatedAt: 'updated_at', createdAt: 'created_at', name: 'name' } as const;

export async function pageProfiles(
  db: Db,
  ownerId: string,
  horoType: HoroType,
  page: { pageNumber: number; pageSize: number; sortBy: keyof typeof sortColumns },
) {
  const base = db
    .selectFrom('horoscope_profiles')
    .where('user_id', '=', ownerId)
    .where('horo_type', '=', horoType);
  const [rows, count] = await Promise.all([
    base
      .select(profileSelection)
      // Dates newest first, names alphabetically; the id keeps pages stable on ties.
      .orderBy(sortColumns[page.sortBy], page.sortBy === 'name' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function insertProfile(db: Db, values: Insertable<HoroscopeProfilesTable>) {
  return db
    .insertInto('horoscope_profiles')
    .values(values)
    .returning(profileSelection)
    .executeTakeFirstOrThrow();
}

export function updateProfile(db: Db, id: string, values: Updateable<HoroscopeProfilesTable>) {
  return db
    .updateTable('horoscope_profiles')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning(profileSelection)
    .executeTakeFirstOrThrow();
}

export function findChart(db: Db, horoscopeId: string) {
  return db
    .selectFrom('horoscope_charts')
    .select(['input_key', 'data'])
    .where('horoscope_id', '=', horoscopeId)
    .executeTakeFirst();
}

export async function saveChart(
  db: Db,
  horoscopeId: string,
  inputKey: string,
  data: HoroscopeData,
) {
  const values = { input_key: inputKey, data: JSON.stringify(data), computed_at: new Date() };
  await db
    .insertInto('horoscope_charts')
    .values({ horoscope_id: horoscopeId, ...values })
    .onConflict((oc) => oc.column('horoscope_id').doUpdateSet(values))
    .execute();
}

export function listComments(db: Db, horoscopeId: string) {
  return db
    .selectFrom('horoscope_comments')
    .innerJoin('users', 'users.id', 'horoscope_comments.author_id')
    .select([
      'horoscope_comments.id',
      'horoscope_comments.comment',
      'horoscope_comments.created_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('horoscope_id', '=', horoscopeId)
    .orderBy('horoscope_comments.created_at', 'desc')
    .orderBy('horoscope_comments.id', 'desc')
    .execute();
}

export async function insertComment(
  db: Db,
  horoscopeId: string,
  authorId: string,
  comment: string,
) {
  await db
    .insertInto('horoscope_comments')
    .values({ horoscope_id: horoscopeId, author_id: authorId, comment })
    .execute();
}

export function findPrediction(db: Db, horoscopeId: string) {
  return db
    .selectFrom('horoscope_predictions')
    .select(['type', 'content', 'updated_at'])
    .where('horoscope_id', '=', horoscopeId)
    .where('type', '=', 'GENERAL_PREDICTION')
    .executeTakeFirst();
}

export async function savePrediction(db: Db, horoscopeId: string, content: PredictionItem[]) {
  const values = { content: JSON.stringify(content), updated_at: new Date() };
  await db
    .insertInto('horoscope_predictions')
    .values({ horoscope_id: horoscopeId, type: 'GENERAL_PREDICTION', ...values })
    .onConflict((oc) => oc.columns(['horoscope_id', 'type']).doUpdateSet(values))
    .execute();
}
