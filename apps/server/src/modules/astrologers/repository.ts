import { sql } from 'kysely';
import type { AstrologerDetails, ConsultingLanguage, FeatureFlags } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

const profileTables = (db: Db) =>
  db.selectFrom('astrologer_profiles as p').innerJoin('users as u', 'u.id', 'p.user_id');

function profiles(db: Db) {
  return profileTables(db).select([
    'p.user_id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone_number',
    'u.country_code',
    'p.short_experience',
    'p.long_experience',
    'p.years_of_experience',
    'p.expertise_area',
    'p.country',
    'p.country_iso_code',
    'p.state',
    'p.state_iso_code',
    'p.rate',
    'p.rate_currency',
    'p.visibility',
    'p.offline_question_enabled',
    'p.text_chat_enabled',
    'p.video_call_enabled',
    'p.availability_status',
    'p.profile_image',
    'p.review_status',
    'p.review_count',
    'p.rating_sum',
    'p.languages',
  ]);
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function findProfile(db: Db, astrologerId: string) {
  return profiles(db).where('p.user_id', '=', astrologerId).executeTakeFirst();
}

/** What a directory entry shows (toListItem): no contact details or experience texts. */
const listColumns = [
  'p.user_id',
  'u.first_name',
  'u.last_name',
  'p.rate',
  'p.rate_currency',
  'p.offline_question_enabled',
  'p.text_chat_enabled',
  'p.video_call_enabled',
  'p.availability_status',
  'p.profile_image',
  'p.review_count',
  'p.rating_sum',
  'p.languages',
] as const;
export type ListRow = Awaited<ReturnType<typeof listVisibleProfiles>>[number];

/** The mean of the visible reviews' stars; null without any. */
const averageRating = sql`p.rating_sum::numeric / nullif(p.review_count, 0)`;
const onlineFirst = sql`case p.availability_status when 'ONLINE' then 0 when 'BUSY' then 1 else 2 end`;

/** Visible approved astrologers, online first, then the best rated. */
const visibleProfiles = (db: Db) =>
  profileTables(db)
    .select(listColumns)
    .where((eb) => eb.and([eb('p.visibility', '=', 'ON'), eb('p.review_status', '=', 'APPROVED')]))
    .orderBy(onlineFirst)
    .orderBy(sql`${averageRating} desc nulls last`)
    .orderBy('u.first_name')
    .orderBy('p.user_id');
// Prepared: the directory is the busiest public call.
const everyVisibleProfile = prepared((db) => visibleProfiles(db));
const visibleProfilesNamed = prepared((db, pattern: string) =>
  visibleProfiles(db).where((eb) =>
    eb.or([
      eb(eb.fn('lower', ['u.first_name']), 'like', pattern),
      eb(eb.fn('lower', ['u.last_name']), 'like', pattern),
      eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
    ]),
  ),
);

const namePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const serviceFlags = {
  OFFLINE_QUESTION: 'p.offline_question_enabled',
  LIVE_CHAT: 'p.text_chat_enabled',
  VIDEO_CALL: 'p.video_call_enabled',
} as const;

/**
 * Visible approved astrologers, online first, then the best rated; `search` matches first, last or full name.
 * The directory's choices: `sort` by rating (best first), price (lowest first) or experience (most
 * first), `online` only those online now, `service` only those offering it, `language` only those
 * consulting in it.
 */
export function listVisibleProfiles(
  db: Db,
  search: string | undefined,
  choices: DirectoryChoices = {},
) {
  const { sort, online, service, language } = choices;
  if (!sort && !online && !service && !language)
    return search ? visibleProfilesNamed(db, namePattern(search)) : everyVisibleProfile(db);
  let query = profileTables(db)
    .select(listColumns)
    .where((eb) =>
      eb.and([
        eb('p.visibility', '=', 'ON'),
        eb('p.review_status', '=', 'APPROVED'),
        ...(online ? [eb('p.availability_status', '=', 'ONLINE')] : []),
        ...(service ? [eb(serviceFlags[service], '=', true)] : []),
        ...(language ? [eb(eb.val(language), '=', eb.fn.any('p.languages'))] : []),
        ...(search
          ? [
              eb.or([
                eb(eb.fn('lower', ['u.first_name']), 'like', namePattern(search)),
                eb(eb.fn('lower', ['u.last_name']), 'like', namePattern(search)),
                eb(
                  sql<string>`lower(u.first_name || ' ' || u.last_name)`,
                  'like',
                  namePattern(search),
                ),
              ]),
            ]
          : []),
      ]),
    );
  if (sort === 'price') query = query.orderBy('p.rate');
  else if (sort === 'experience')
    query = query.orderBy(
      sql`substring(p.years_of_experience from '^[0-9]+')::int desc nulls last`,
    );
  else if (!sort) query = query.orderBy(onlineFirst);
  return query
    .orderBy(sql`${averageRating} desc nulls last`)
    .orderBy('u.first_name')
    .orderBy('p.user_id')
    .execute();
}

export interface DirectoryChoices {
  sort?: 'rating' | 'price' | 'experience' | undefined;
  online?: boolean | undefined;
  service?: keyof typeof serviceFlags | undefined;
  language?: ConsultingLanguage | undefined;
}

export async function updateDetails(db: Db, astrologerId: string, details: AstrologerDetails) {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        first_name: details.firstName,
        last_name: details.lastName,
        phone_number: details.phoneNumber,
        ...(details.countryCode ? { country_code: details.countryCode } : {}),
        updated_at: now,
      })
      .where('id', '=', astrologerId)
      .execute();
    await trx
      .updateTable('astrologer_profiles')
      .set({
        short_experience: details.shortExperience,
        long_experience: details.longExperience,
        country: details.country,
        country_iso_code: details.countryIsoCode,
        state: details.state,
        state_iso_code: details.stateIsoCode,
        rate: details.rate,
        rate_currency: details.rateCurrency,
        visibility: details.astrologerVisibility,
        ...(details.languages ? { languages: details.languages } : {}),
        ...featureColumns(details),
        updated_at: now,
      })
      .where('user_id', '=', astrologerId)
      .execute();
  });
}

function featureColumns(flags: Partial<FeatureFlags>) {
  return {
    offline_question_enabled: flags.offlineQuestionEnabled,
    text_chat_enabled: flags.textChatEnabled,
    video_call_enabled: flags.videoCallEnabled,
  };
}

export function updateFeatures(db: Db, astrologerId: string, flags: Partial<FeatureFlags>) {
  return db
    .updateTable('astrologer_profiles')
    .set({ ...featureColumns(flags), updated_at: new Date() })
    .where('user_id', '=', astrologerId)
    .execute();
}

export function setProfileImage(db: Db, astrologerId: string, storedName: string) {
  return db
    .updateTable('astrologer_profiles')
    .set({ profile_image: storedName, updated_at: new Date() })
    .where('user_id', '=', astrologerId)
    .execute();
}

/** The astrologer's review state and the kinds of documents they have uploaded. */
export async function findReview(db: Db, astrologerId: string) {
  const row = await db
    .selectFrom('astrologer_profiles')
    .select(['review_status', 'review_reason'])
    .where('user_id', '=', astrologerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const kinds = await db
    .selectFrom('astrologer_documents')
    .select('kind')
    .distinct()
    .where('astrologer_id', '=', astrologerId)
    .execute();
  return { ...row, kinds: kinds.map((k) => k.kind) };
}

/** A rejected profile goes back to the queue; false when it was not rejected. */
export async function resubmit(db: Db, astrologerId: string) {
  const result = await db
    .updateTable('astrologer_profiles')
    .set({ review_status: 'PENDING_REVIEW', updated_at: new Date() })
    .where('user_id', '=', astrologerId)
    .where('review_status', '=', 'REJECTED')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
