import { AstroInputError, computeHoroscope, computeTransits } from '@kusp/astro';
import type { Horoscope, LocalDateTime, TransitItem, UtcOffset } from '@kusp/astro';
import { parseDayMonthYear } from '@kusp/contracts';
import type { HoroscopeComputeRequest, TransitRequest } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';

/** The request field an engine input comes from, so a rejected value is reported where it was typed. */
type FieldNames = Partial<Record<string, string>>;

function localDateTime(date: string, time: string, timeZone: string): LocalDateTime {
  const { day, month, year } = parseDayMonthYear(date) ?? { day: 0, month: 0, year: 0 };
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second, utcOffset: timeZone as UtcOffset };
}

/** Runs the engine; its AstroInputError (input the schema let through, e.g. a bound) becomes a 400. */
function engine<T>(run: () => T, fields: FieldNames): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AstroInputError)) throw error;
    const field = fields[error.field] ?? error.field;
    throw new HttpError('INVALID_REQUEST', error.message, { [field]: error.message });
  }
}

const dateFields = (dateField: string, timeField: string): FieldNames => ({
  year: dateField,
  month: dateField,
  day: dateField,
  hour: timeField,
  minute: timeField,
  second: timeField,
  utcOffset: 'timeZone',
});

export function computeChart(request: HoroscopeComputeRequest): Horoscope {
  const birth = localDateTime(request.birthDate, request.birthTime, request.timeZone);
  return engine(
    () => computeHoroscope({ ...birth, latitude: request.latitude, longitude: request.longitude }),
    dateFields('birthDate', 'birthTime'),
  );
}

export function transitsAt(request: TransitRequest): { transitData: TransitItem[] } {
  const [date = '', time = ''] = request.dateTime.split(' ');
  return engine(
    () => computeTransits(localDateTime(date, time, request.timeZone)),
    dateFields('dateTime', 'dateTime'),
  );
}
