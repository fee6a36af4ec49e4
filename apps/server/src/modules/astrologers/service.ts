import {
  astrologerTexts,
  profileCountries,
  rateCurrencies,
  type AstrologerDetails,
  type AstrologerListItem,
  type AstrologerProfile,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { State } from '../geo/regions.ts';
import { findProfile, updateDetails, type ListRow, type ProfileRow } from './repository.ts';

export const profilePictureUrl = (storedName: string) =>
  `/api/v1/astrologer/profile-picture/${storedName}`;

export function toListItem(row: ListRow): AstrologerListItem {
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
    availabilityStatus: row.availability_status,
    offlineQuestionEnabled: row.offline_question_enabled,
    textChatEnabled: row.text_chat_enabled,
    videoCallEnabled: row.video_call_enabled,
  };
}

/** The whole profile; contact details (e-mail, phone) only for the astrologer themself. */
export function toProfile(row: ProfileRow, isOwner: boolean): AstrologerProfile {
  return {
    ...toListItem(row),
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

/** Anyone may read a visible profile; a hidden one only its owner sees. */
export async function readProfile(db: Db, astrologerId: string, caller: Caller | null) {
  const row = await findProfile(db, astrologerId);
  const isOwner = caller?.userId === astrologerId;
  if (!row || (row.visibility === 'OFF' && !isOwner)) throw notFound();
  return toProfile(row, isOwner);
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
  return toProfile(await ownProfile(db, caller, astrologerId), true);
}
