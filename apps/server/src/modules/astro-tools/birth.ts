import { AstroInputError, NoSunriseError, type HoroscopeInput, type UtcOffset } from '@kusp/astro';
import { messages, type CheckedBirthDetails } from '@kusp/contracts';
import { fieldError } from '../../lib/http-error.ts';
import { offsetInZone } from '../geo/time-zone.ts';

export type CheckedBirth = CheckedBirthDetails;

/** 'HH:mm' or 'HH:mm:ss' -> 'HH:mm:ss'. */
export const fullTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The birth's UTC offset in its zone at that wall-clock time (daylight saving included). */
export const birthOffset = (birth: CheckedBirth) =>
  offsetInZone(birth.timezone, `${birth.date}T${fullTime(birth.time)}`) as UtcOffset;

/** The engine's input for a birth. */
export function horoscopeInput(birth: CheckedBirth): HoroscopeInput {
  const [year, month, day] = birth.date.split('-').map(Number);
  const [hour, minute, second = 0] = birth.time.split(':').map(Number);
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second,
    utcOffset: birthOffset(birth),
    latitude: birth.latitude,
    longitude: birth.longitude,
  };
}

/**
 * Runs the engine; an AstroInputError (a value the schema let through, such as a sunrise-less day)
 * becomes a 400 naming the request's field (`prefix` for a nested birth: 'boy.').
 */
export function engine<T>(run: () => T, prefix = ''): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AstroInputError)) throw error;
    const field =
      error.field === 'latitude' || error.field === 'longitude'
        ? error.field
        : error.field === 'utcOffset'
          ? 'timezone'
          : ['hour', 'minute', 'second'].includes(error.field)
            ? 'time'
            : 'date';
    const message = error instanceof NoSunriseError ? messages.astroTools.noSunrise : error.message;
    throw fieldError({ [`${prefix}${field}`]: message });
  }
}
