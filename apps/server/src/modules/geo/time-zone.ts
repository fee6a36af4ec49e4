/**
 * Time zones from coordinates, offline (tz-lookup's bundled boundary data, the runtime's IANA rules).
 *
 *   zoneAt(latitude: number, longitude: number): string
 *     The IANA zone name, e.g. zoneAt(28.61, 77.21) === 'Asia/Kolkata'.
 *
 *   utcOffsetAt(latitude: number, longitude: number, at: Date | string): string
 *     The place's UTC offset as '+05:30' / '-04:00', daylight saving included, for
 *     - a Date: that instant, or
 *     - a string 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]': that wall-clock time at the place
 *       (a date alone means its noon, clear of DST switches).
 *     e.g. utcOffsetAt(40.71, -74.01, '1990-07-04T09:30') === '-04:00'; '1990-01-04' gives '-05:00'.
 *     Use it to resolve the '-1' timezone of a birth: utcOffsetAt(lat, lon, `${isoDate}T${time}`).
 *
 *   offsetInZone(zone: string, at: Date | string): string
 *     The same for a named zone, e.g. offsetInZone('Asia/Kolkata', '2026-01-01') === '+05:30'.
 *
 * All three throw RangeError for coordinates off the globe or an unreadable date string.
 */
import { TZDate } from '@date-fns/tz';
import { createRequire } from 'node:module';

// tz-lookup (CommonJS, no types): the IANA zone at a coordinate, from its bundled boundary data.
const tzLookup = createRequire(import.meta.url)('tz-lookup') as (
  lat: number,
  lon: number,
) => string;

export function zoneAt(latitude: number, longitude: number): string {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    throw new RangeError(`coordinates out of range: ${latitude}, ${longitude}`);
  }
  return tzLookup(latitude, longitude);
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function instantOf(zone: string, at: Date | string): Date {
  if (at instanceof Date) return at;
  const parts = LOCAL_TIME.exec(at);
  if (!parts) throw new RangeError(`unreadable date: ${at}`);
  const [year, month, day, hour = '12', minute = '0', second = '0'] = parts.slice(1);
  return TZDate.tz(zone, +year!, +month! - 1, +day!, +hour, +minute, +second);
}

/** Minutes east of UTC as '+05:30'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function utcOffsetAt(latitude: number, longitude: number, at: Date | string): string {
  return offsetInZone(zoneAt(latitude, longitude), at);
}

const offsetNames = new Map<string, Intl.DateTimeFormat>();
const OFFSET_NAME = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Minutes east of UTC of a zone at an instant, from the runtime's own IANA data ('GMT-04:56:02'),
 * rounded to the minute: local mean times before standard time have seconds (Kolkata kept
 * +05:21:10 until 1906), which an engine offset cannot hold, and @date-fns/tz's `tzOffset` reads
 * one less than an hour west of Greenwich with the wrong sign (London's −00:01:15 until 1847).
 */
function zoneOffsetMinutes(zone: string, instant: Date): number {
  let format = offsetNames.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetNames.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours, minutes, seconds = '0'] = OFFSET_NAME.exec(name ?? '') ?? [];
  if (!sign) return 0;
  const east = Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
  return Math.round(sign === '-' ? -east : east);
}

/** The offset of a named IANA zone ('Asia/Kolkata') at an instant or a wall-clock time, as utcOffsetAt. */
export function offsetInZone(zone: string, at: Date | string): string {
  return formatOffset(zoneOffsetMinutes(zone, instantOf(zone, at)));
}
