import { z } from 'zod';
import { latitudeField, longitudeField } from './geo.ts';
import { zodiacSigns } from './constants.ts';

/** Requests of the chart engine endpoints (POST /v1/horoscope/compute and /v1/horoscope/transit). */
export const horoscopeEngineMessages = {
  birthDate: 'Birth date must be a real date written dd/MM/yyyy',
  birthTime: 'Birth time must be written HH:mm or HH:mm:ss (00:00 to 23:59:59)',
  dateTime: 'Date and time must be a real moment written DD-MM-YYYY HH:mm:ss',
  year: 'The year must be from 1800 to 2200',
  timeZone: 'Time zone must be a UTC offset from -12:00 to +14:00, like +05:30',
} as const;

export const ENGINE_MIN_YEAR = 1800;
export const ENGINE_MAX_YEAR = 2200;

const DATE_PATTERN = /^(\d{2})[/-](\d{2})[/-](\d{4})$/;
// The formats as the OpenAPI document shows them; refinements then check the values.
export const SLASHED_DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
export const DASHED_DATE_TIME_PATTERN = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A birth time, 24 hours: most births are known to the minute, so the seconds may be left out. */
export const BIRTH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** 'HH:mm' -> 'HH:mm:00'; 'HH:mm:ss' as it is. */
export const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
const OFFSET_PATTERN = /^([+-])(\d{2}):([0-5]\d)$/;

/** Day, month and year of 'dd/MM/yyyy' or 'dd-MM-yyyy' when that day exists, else null. */
export function parseDayMonthYear(
  text: string,
): { day: number; month: number; year: number } | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { day, month, year } : null;
}

const inYearRange = (text: string) => {
  const year = parseDayMonthYear(text)?.year ?? 0;
  return year >= ENGINE_MIN_YEAR && year <= ENGINE_MAX_YEAR;
};

/** A resolved UTC offset: '-1' (the birthplace's own zone) must be resolved before calling the engine. */
export const utcOffsetField = z
  .string({ error: horoscopeEngineMessages.timeZone })
  .regex(OFFSET_PATTERN, horoscopeEngineMessages.timeZone)
  .refine((text) => {
    const match = OFFSET_PATTERN.exec(text);
    if (!match) return false;
    const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
    return minutes >= -12 * 60 && minutes <= 14 * 60;
  }, horoscopeEngineMessages.timeZone);

export const horoscopeComputeRequestSchema = z.object({
  birthDate: z
    .string({ error: horoscopeEngineMessages.birthDate })
    .regex(SLASHED_DATE_PATTERN, horoscopeEngineMessages.birthDate)
    .refine(
      (text) => parseDayMonthYear(text) !== null && text.includes('/'),
      horoscopeEngineMessages.birthDate,
    )
    .refine(inYearRange, horoscopeEngineMessages.year),
  birthTime: z
    .string({ error: horoscopeEngineMessages.birthTime })
    .regex(BIRTH_TIME_PATTERN, horoscopeEngineMessages.birthTime)
    .transform(withSeconds),
  latitude: latitudeField,
  longitude: longitudeField,
  timeZone: utcOffsetField,
});
export type HoroscopeComputeRequest = z.infer<typeof horoscopeComputeRequestSchema>;

export const transitRequestSchema = z.object({
  dateTime: z
    .string({ error: horoscopeEngineMessages.dateTime })
    .regex(DASHED_DATE_TIME_PATTERN, horoscopeEngineMessages.dateTime)
    .refine((text) => {
      const [date = '', time = '', ...rest] = text.split(' ');
      return (
        rest.length === 0 &&
        date.includes('-') &&
        parseDayMonthYear(date) !== null &&
        TIME_PATTERN.test(time)
      );
    }, horoscopeEngineMessages.dateTime)
    .refine((text) => inYearRange(text.split(' ')[0] ?? ''), horoscopeEngineMessages.year),
  timeZone: utcOffsetField,
});
export type TransitRequest = z.infer<typeof transitRequestSchema>;

export const transitItemSchema = z.object({
  planetName: z.string(),
  fromZodiac: z.enum(zodiacSigns),
  isRetrograde: z.boolean(),
  /** ISO 8601 at the request's offset. */
  transitTime: z.string(),
});
export type TransitItemData = z.infer<typeof transitItemSchema>;

export const transitResponseSchema = z.object({ transitData: z.array(transitItemSchema) });
export type TransitResponse = z.infer<typeof transitResponseSchema>;
