import type {
  ExternalCustomerRequest,
  HoroscopeProfile,
  SelfProfileRequest,
} from '@kusp/contracts';
import type { ProfileRow } from './repository.ts';

type ProfileRequest = ExternalCustomerRequest | SelfProfileRequest;

/** dd/MM/yyyy -> YYYY-MM-DD (the date column). */
export function toIsoDate(ddMMyyyy: string): string {
  const [day, month, year] = ddMMyyyy.split('/');
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD -> dd/MM/yyyy (as the API shows dates). */
export function fromIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** An absolute value with its direction -> signed decimal text, digit for digit (south and west negative). */
export function signedCoordinate(absolute: string, direction: 'N' | 'S' | 'E' | 'W'): string {
  const negative = (direction === 'S' || direction === 'W') && Number(absolute) !== 0;
  return negative ? `-${absolute}` : absolute;
}

function splitCoordinate<D extends string>(signed: string, positive: D, negative: D) {
  return signed.startsWith('-')
    ? { value: signed.slice(1), direction: negative }
    : { value: signed, direction: positive };
}

/** The columns a profile request sets. */
export function profileColumns(body: ProfileRequest) {
  return {
    name: body.name,
    country_code: body.countryCode ?? null,
    phone: body.phone ?? null,
    gender: body.gender,
    birth_date: toIsoDate(body.birthDate),
    birth_time: body.birthTime,
    birth_place: body.birthPlace,
    latitude: signedCoordinate(body.latitude, body.latitudeDirection),
    longitude: signedCoordinate(body.longitude, body.longitudeDirection),
    time_zone: body.timeZone,
    relationship: body.relationship ?? null,
    comments: body.comments ?? null,
  };
}

export function toProfile(row: ProfileRow): HoroscopeProfile {
  const latitude = splitCoordinate(row.latitude, 'N', 'S');
  const longitude = splitCoordinate(row.longitude, 'E', 'W');
  return {
    horoscopeId: row.id,
    name: row.name,
    countryCode: row.country_code,
    phone: row.phone,
    gender: row.gender,
    birthDate: fromIsoDate(row.birth_date),
    birthTime: row.birth_time.slice(0, 8),
    birthPlace: row.birth_place,
    latitude: latitude.value,
    latitudeDirection: latitude.direction,
    longitude: longitude.value,
    longitudeDirection: longitude.direction,
    timeZone: row.time_zone,
    horoType: row.horo_type,
    relationship: row.relationship,
    userId: row.user_id,
    profilePic: row.profile_pic,
    comments: row.comments,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
