import type { Locale } from './i18n/languages.ts';

/*
 * The product's one date and time format, 'dd-MM-yyyy HH:mm' (24-hour), in the reader's time zone:
 * the browser's own on screen; in e-mails the recipient's account zone, and while accounts keep
 * none, the product's default below (docs/development.md, "Dates and times").
 */

/** Where Kusp's customers and astrologers live: the zone of e-mails and of the business's books. */
export const defaultTimeZone = 'Asia/Kolkata';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date | string, timeZone: string, locale: Locale) {
  // The parts are put together here, so the shape stays dd-MM-yyyy HH:mm in every locale; the
  // locale picks the digits.
  const formatKey = `${locale} ${timeZone}`;
  let format = formats.get(formatKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(formatKey, format);
  }
  const parts = format.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('day')}-${part('month')}-${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** 'dd-MM-yyyy HH:mm' of an instant in `timeZone` (an IANA name), in the reader's locale. */
export function formatDateTime(
  instant: Date | string,
  timeZone = defaultTimeZone,
  locale: Locale = 'en-IN',
): string {
  const { day, time } = partsOf(instant, timeZone, locale);
  return `${day} ${time}`;
}

/** 'dd-MM-yyyy' of an instant in `timeZone`. */
export const formatDate = (
  instant: Date | string,
  timeZone = defaultTimeZone,
  locale: Locale = 'en-IN',
): string => partsOf(instant, timeZone, locale).day;

const calendarDays = new Map<Locale, Intl.DateTimeFormat>();
/**
 * A calendar day ('YYYY-MM-DD') with its month named, as the blog dates its articles:
 * '3 November 2026' in en-IN, '3 नवंबर 2026' in hi-IN.
 */
export function formatCalendarDay(isoDate: string, locale: Locale = 'en-IN'): string {
  let format = calendarDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarDays.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
