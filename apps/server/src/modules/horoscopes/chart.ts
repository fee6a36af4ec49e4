import {
  AstroInputError,
  computeHoroscope,
  type HoroscopeInput,
  type UtcOffset,
} from '@kusp/astro';
import { PLACE_OWN_TIMEZONE, type HoroscopeData } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { utcOffsetAt } from '../geo/time-zone.ts';
import { findChart, saveChart, type ProfileRow } from './repository.ts';

/** Bump when the engine's output changes, so cached charts are cast again. */
const CHART_VERSION = 1;

/** The birth's UTC offset: the chosen one, or for '-1' the birthplace's own on that date and time. */
export function birthOffset(row: ProfileRow): UtcOffset {
  const offset =
    row.time_zone === PLACE_OWN_TIMEZONE
      ? utcOffsetAt(
          Number(row.latitude),
          Number(row.longitude),
          `${row.birth_date}T${row.birth_time.slice(0, 8)}`,
        )
      : row.time_zone;
  return offset as UtcOffset;
}

/** The engine's input for a profile's birth at its UTC offset. */
export function horoscopeInputOf(row: ProfileRow, utcOffset: UtcOffset): HoroscopeInput {
  const [year, month, day] = row.birth_date.split('-').map(Number);
  const [hour, minute, second] = row.birth_time.split(':').map(Number);
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: Math.floor(second!),
    utcOffset,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

function castChart(row: ProfileRow, utcOffset: UtcOffset): HoroscopeData {
  try {
    return computeHoroscope(horoscopeInputOf(row, utcOffset));
  } catch (error) {
    // e.g. a birth year outside the engine's range: the caller's data, not our fault.
    if (error instanceof AstroInputError) throw new HttpError('INVALID_REQUEST', error.message);
    throw error;
  }
}

/** The profile's chart, cast once and cast again only when its birth data change. */
export async function chartOf(db: Db, row: ProfileRow): Promise<HoroscopeData> {
  const utcOffset = birthOffset(row);
  const inputKey = [
    CHART_VERSION,
    row.birth_date,
    row.birth_time,
    row.latitude,
    row.longitude,
    utcOffset,
  ].join('|');
  const cached = await findChart(db, row.id);
  if (cached?.input_key === inputKey) return cached.data;
  const data = castChart(row, utcOffset);
  await saveChart(db, row.id, inputKey, data);
  return data;
}
