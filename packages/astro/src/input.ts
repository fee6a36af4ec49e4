import { julianDay } from './time.ts';

/** Thrown for input no chart can be cast for; `field` names the offending input. */
export class AstroInputError extends RangeError {
  override readonly name: string = 'AstroInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A UTC offset already resolved to "±HH:MM" (e.g. "+05:30"). The product's "-1" (the birthplace's own
 * zone) must be resolved to such an offset by the caller, who knows the place's time zone rules.
 */
export type UtcOffset = `+${string}` | `-${string}`;

/** Local civil date and time (Gregorian calendar) with its UTC offset. */
export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly utcOffset: UtcOffset;
}

export const MIN_YEAR = 1800;
export const MAX_YEAR = 2200;

const OFFSET_PATTERN = /^([+-])(\d{2}):(\d{2})$/;

/** Minutes east of Greenwich for a "±HH:MM" offset between −12:00 and +14:00. */
export function parseUtcOffset(offset: string): number {
  const match = OFFSET_PATTERN.exec(offset);
  if (!match) {
    throw new AstroInputError('utcOffset', `UTC offset must look like +05:30, got "${offset}"`);
  }
  const [, sign, hh, mm] = match;
  const minutes = Number(hh) * 60 + Number(mm);
  const signed = sign === '-' ? -minutes : minutes;
  if (Number(mm) > 59 || signed < -12 * 60 || signed > 14 * 60) {
    throw new AstroInputError(
      'utcOffset',
      `UTC offset must be between -12:00 and +14:00, got "${offset}"`,
    );
  }
  return signed;
}

function requireInteger(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new AstroInputError(
      field,
      `${field} must be an integer from ${min} to ${max}, got ${value}`,
    );
  }
}

function daysInMonth(year: number, month: number): number {
  return Math.round(
    julianDay(month === 12 ? year + 1 : year, (month % 12) + 1, 1) - julianDay(year, month, 1),
  );
}

/** Checks a local date-time and returns its instant as a UT Julian day and its offset in minutes. */
export function toUniversalTime(input: LocalDateTime): { jdUt: number; offsetMinutes: number } {
  requireInteger('year', input.year, MIN_YEAR, MAX_YEAR);
  requireInteger('month', input.month, 1, 12);
  requireInteger('day', input.day, 1, daysInMonth(input.year, input.month));
  requireInteger('hour', input.hour, 0, 23);
  requireInteger('minute', input.minute, 0, 59);
  requireInteger('second', input.second, 0, 59);
  const offsetMinutes = parseUtcOffset(input.utcOffset);
  const hours = input.hour + input.minute / 60 + input.second / 3600 - offsetMinutes / 60;
  return { jdUt: julianDay(input.year, input.month, input.day, hours), offsetMinutes };
}

/** Checks a birthplace: latitude −90..90 (north positive), longitude −180..180 (east positive). */
export function checkPlace(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) {
    throw new AstroInputError('latitude', `latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    throw new AstroInputError(
      'longitude',
      `longitude must be between -180 and 180, got ${longitude}`,
    );
  }
}

/** The checks computeHoroscope makes, for callers that want to validate before casting. */
export function validateHoroscopeInput(
  input: LocalDateTime & { readonly latitude: number; readonly longitude: number },
): void {
  toUniversalTime(input);
  checkPlace(input.latitude, input.longitude);
}
