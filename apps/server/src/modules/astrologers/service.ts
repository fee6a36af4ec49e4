import {
  adminTexts,
  astrologerTexts,
  requiredDocuments,
  type AstrologerReview,
  profileCountries,
  rateCurrencies,
  type AstrologerDetails,
  type AstrologerListItem,
  type AstrologerProfile,
  type Quote,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { State } from '../geo/regions.ts';
import {
  findProfile,
  findReview,
  resubmit,
  updateDetails,
  type ListRow,
  type ProfileRow,
} from './repository.ts';

export const profilePictureUrl = (storedName: string) =>
  `/api/v1/astrologer/profile-picture/${storedName}`;

/** The money core's price of a rate (rupees, as the profile stores it), taxes included. */
export type RateQuoter = (rate: string) => Quote;

export function toListItem(row: ListRow, quoteRate: RateQuoter): AstrologerListItem {
  const rate = Number(row.rate);
  return {
    astrologerId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image ? profilePictureUrl(row.profile_image) : null,
    averageRating: row.review_count > 0 ? row.rating_sum / row.review_count : null,
    reviewCount: row.review_count,
    rateCurrency: row.rate_currency,
    baseRates: [{ rateUnit: 'PER_QUESTION', currencyCode: row.rate_currency, baseRate: rate }],
    price: quoteRate(String(row.rate)),
    availabilityStatus: row.availability_status,
    offlineQuestionEnabled: row.offline_question_enabled,
    textChatEnabled: row.text_chat_enabled,
    videoCallEnabled: row.video_call_enabled,
    languages: row.languages,
  };
}

/** The whole profile; contact details (e-mail, phone) only for the astrologer themself. */
export function toProfile(
  row: ProfileRow,
  isOwner: boolean,
  quoteRate: RateQuoter,
): AstrologerProfile {
  return {
    ...toListItem(row, quoteRate),
    ...(isOwner
      ? { email: row.email, phoneNumber: row.phone_number, countryCode: row.country_code }
      : {}),
    shortExperience: row.short_experience,
    longExperience: row.long_experience,
    yearsOfExperience: row.years_of_experience,
    expertiseArea: row.expertise_area,
    country: row.country,
    countryIsoCode: row.country_iso_code,
    state: row.state,
    stateIsoCode: row.state_iso_code,
    rate: Number(row.rate),
    astrologerVisibility: row.visibility,
  };
}

/** Anyone may read a visible approved profile; any other only its owner sees. */
export async function readProfile(
  db: Db,
  astrologerId: string,
  caller: Caller | null,
  quoteRate: RateQuoter,
) {
  const row = await findProfile(db, astrologerId);
  const isOwner = caller?.userId === astrologerId;
  const listed = row?.visibility === 'ON' && row.review_status === 'APPROVED';
  if (!row || (!listed && !isOwner)) throw notFound();
  return toProfile(row, isOwner, quoteRate);
}

/** The caller's own profile row; anyone else's id answers 404. */
export async function ownProfile(db: Db, caller: Caller, astrologerId: string) {
  const row = caller.userId === astrologerId ? await findProfile(db, astrologerId) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function saveDetails(
  db: Db,
  caller: Caller,
  astrologerId: string,
  details: AstrologerDetails,
  quoteRate: RateQuoter,
): Promise<AstrologerProfile> {
  const row = await ownProfile(db, caller, astrologerId);
  if (details.email !== undefined && details.email.toLowerCase() !== row.email.toLowerCase())
    throw fieldError({ email: astrologerTexts.emailReadOnly });
  const country = profileCountries.find((c) => c.isoCode === details.countryIsoCode);
  if (!country) throw fieldError({ country: astrologerTexts.countryUnknown });
  const state = State.getStateByCodeAndCountry(details.stateIsoCode, country.isoCode);
  if (!state) throw fieldError({ state: astrologerTexts.stateUnknown });
  if (!rateCurrencies.some((c) => c.code === details.rateCurrency))
    throw fieldError({ rateCurrency: astrologerTexts.currencyUnknown });
  // Names of country and state come from the code, so a typed name cannot disagree with it.
  await updateDetails(db, astrologerId, {
    ...details,
    country: country.name,
    state: state.name,
  });
  return toProfile(await ownProfile(db, caller, astrologerId), true, quoteRate);
}

/** The banner of an astrologer's own pages: where the review stands and what is missing. */
export async function ownReview(db: Db, caller: Caller): Promise<AstrologerReview> {
  const row = await findReview(db, caller.userId);
  if (!row) throw notFound();
  return {
    status: row.review_status,
    reason: row.review_reason,
    missingDocuments: requiredDocuments.filter((kind) => !row.kinds.includes(kind)),
  };
}

/** A rejected astrologer sends their profile for review again (after fixing what the reason said). */
export async function resubmitReview(db: Db, caller: Caller): Promise<AstrologerReview> {
  if (!(await resubmit(db, caller.userId)))
    throw new HttpError('STATE_CONFLICT', adminTexts.notRejected);
  return ownReview(db, caller);
}
