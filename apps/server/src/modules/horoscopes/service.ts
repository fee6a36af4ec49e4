import {
  ADDITIONAL_NOTES,
  messages,
  parseDashedDateTime,
  type CustomerPage,
  type ExternalCustomerRequest,
  type HoroscopeComment,
  type HoroscopeData,
  type Prediction,
  type PredictionItem,
  type SelfProfileRequest,
  type SendHoroscopeQuery,
} from '@kusp/contracts';
import { parseUtcOffset } from '@kusp/astro';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { PortalService } from '../portal/service.ts';
import type { HoroscopeAccess } from './access.ts';
import { profileColumns, toProfile } from './birth-data.ts';
import { chartOf } from './chart.ts';
import { horoscopeMail } from './horoscope-mail.ts';
import * as repo from './repository.ts';

/**
 * Who owns a profile: by the kind of account, an astrologer their external customers, a customer
 * their own (SELF) profile.
 */
function findOwned(db: Db, id: string, caller: Caller) {
  const horoType = caller.role === 'ASTROLOGER' ? 'EXTERNAL_CUSTOMER' : 'SELF';
  return repo.findProfile(db, id, caller.userId, horoType);
}

/** A profile the caller owns; everything else is not found. */
export async function ownedProfile(db: Db, id: string, caller: Caller) {
  const row = await findOwned(db, id, caller);
  if (!row) throw notFound();
  return row;
}

/**
 * Who reads a profile and its chart: its owner, or an astrologer a grant lets in (a customer's own
 * horoscope, through a question or session that customer opened with them).
 */
export async function readableProfile(db: Db, access: HoroscopeAccess, id: string, caller: Caller) {
  const row =
    (await findOwned(db, id, caller)) ??
    (caller.role === 'ASTROLOGER' && isUuid(id) && (await access.granted(db, caller.userId, id))
      ? await repo.findCustomerProfile(db, id)
      : undefined);
  if (!row) throw notFound();
  return row;
}

/** A customer's own profiles of one type (SELF in practice); another customer's id is not found. */
export async function ownProfiles(
  db: Db,
  caller: Caller,
  customerId: string,
  horoType: 'SELF' | 'EXTERNAL_CUSTOMER',
) {
  if (customerId !== caller.userId) throw notFound();
  const rows = await repo.listProfiles(db, caller.userId, horoType);
  return { horoscopeProfiles: rows.map(toProfile) };
}

export async function profileById(db: Db, access: HoroscopeAccess, caller: Caller, id: string) {
  return toProfile(await readableProfile(db, access, id, caller));
}

export async function createSelfProfile(db: Db, caller: Caller, body: SelfProfileRequest) {
  const existing = await repo.listProfiles(db, caller.userId, 'SELF');
  if (existing.length) throw new HttpError('ALREADY_EXISTS', messages.horoscope.profileExists);
  const row = await repo.insertProfile(db, {
    ...profileColumns(body),
    user_id: caller.userId,
    horo_type: 'SELF',
  });
  return toProfile(row);
}

export async function createCustomer(db: Db, caller: Caller, body: ExternalCustomerRequest) {
  const row = await repo.insertProfile(db, {
    ...profileColumns(body),
    user_id: caller.userId,
    horo_type: 'EXTERNAL_CUSTOMER',
  });
  return toProfile(row);
}

export async function editProfile(
  db: Db,
  caller: Caller,
  id: string,
  body: ExternalCustomerRequest | SelfProfileRequest,
) {
  await ownedProfile(db, id, caller);
  return toProfile(await repo.updateProfile(db, id, profileColumns(body)));
}

export async function customerPage(
  db: Db,
  caller: Caller,
  query: Parameters<typeof repo.pageProfiles>[3],
): Promise<CustomerPage> {
  const { rows, total } = await repo.pageProfiles(db, caller.userId, 'EXTERNAL_CUSTOMER', query);
  return {
    content: rows.map(toProfile),
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
    number: query.pageNumber,
    size: query.pageSize,
  };
}

export async function horoscopeData(
  db: Db,
  access: HoroscopeAccess,
  caller: Caller,
  id: string,
): Promise<HoroscopeData> {
  return chartOf(db, await readableProfile(db, access, id, caller));
}

export async function setProfileComments(db: Db, caller: Caller, id: string, comments: string) {
  await ownedProfile(db, id, caller);
  return toProfile(await repo.updateProfile(db, id, { comments }));
}

export async function comments(db: Db, caller: Caller, id: string): Promise<HoroscopeComment[]> {
  await ownedProfile(db, id, caller);
  const rows = await repo.listComments(db, id);
  return rows.map((row) => ({
    id: String(row.id),
    comment: row.comment,
    authorName: `${row.first_name} ${row.last_name}`.trim(),
    createdAt: row.created_at.toISOString(),
  }));
}

export async function addComment(db: Db, caller: Caller, id: string, comment: string) {
  await ownedProfile(db, id, caller);
  await repo.insertComment(db, id, caller.userId, comment);
  return comments(db, caller, id);
}

/** The spec's list always ends with an 'Additional Notes' entry; it is added when missing. */
function withAdditionalNotes(items: PredictionItem[]): PredictionItem[] {
  return items.some((item) => item.header === ADDITIONAL_NOTES)
    ? items
    : [...items, { header: ADDITIONAL_NOTES, description: '' }];
}

export async function generalPrediction(db: Db, caller: Caller, id: string): Promise<Prediction> {
  await ownedProfile(db, id, caller);
  const saved = await repo.findPrediction(db, id);
  return {
    type: 'GENERAL_PREDICTION',
    content: withAdditionalNotes(saved?.content ?? []),
    updatedAt: saved?.updated_at.toISOString() ?? null,
  };
}

export async function saveGeneralPrediction(
  db: Db,
  caller: Caller,
  id: string,
  content: PredictionItem[],
): Promise<Prediction> {
  await ownedProfile(db, id, caller);
  await repo.savePrediction(db, id, withAdditionalNotes(content));
  return generalPrediction(db, caller, id);
}

/** 'dd-MM-yyyy HH:mm:ss' (already validated) at an offset -> epoch milliseconds. */
export function instantOf(dateTime: string, timezone: string): number {
  const { year, month, day, hour, minute, second } = parseDashedDateTime(dateTime)!;
  return Date.UTC(year, month - 1, day, hour, minute, second) - parseUtcOffset(timezone) * 60_000;
}

/**
 * The horoscope by e-mail, through the portal's one way to mail a client: only to the client's
 * e-mail on record (`query.email` must be it), within the astrologer's daily cap.
 */
export async function sendHoroscopeByEmail(
  db: Db,
  portal: Pick<PortalService, 'mailClient'>,
  caller: Caller,
  id: string,
  query: SendHoroscopeQuery,
) {
  const row = await ownedProfile(db, id, caller);
  const chart = await chartOf(db, row);
  const prediction = await repo.findPrediction(db, id);
  await portal.mailClient(caller, id, {
    kind: 'HOROSCOPE',
    to: query.email,
    failed: messages.horoscope.emailFailed,
    build: (names) =>
      horoscopeMail(toProfile(row), chart, prediction?.content ?? [], names, {
        instant: instantOf(query.dateTime, query.timezone),
        label: query.dateTime.slice(0, 10),
      }),
  });
}
