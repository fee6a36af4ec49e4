/*
 * The product's one date and time format, 'dd-MM-yyyy HH:mm' (24-hour), in the reader's time zone:
 * the browser's own on screen; in e-mails the recipient's account zone, and while accounts keep
 * none, the product's default below (docs/development.md, "Dates and times").
 */

/** Where Kusp's customers and astrologers live: the zone of e-mails and of the business's books. */
export const defaultTimeZone = 'Asia/Kolkata';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date | string, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('day')}-${part('month')}-${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** 'dd-MM-yyyy HH:mm' of an instant in `timeZone` (an IANA name). */
export function formatDateTime(instant: Date | string, timeZone = defaultTimeZone): string {
  const { day, time } = partsOf(instant, timeZone);
  return `${day} ${time}`;
}

/** 'dd-MM-yyyy' of an instant in `timeZone`. */
export const formatDate = (instant: Date | string, timeZone = defaultTimeZone): string =>
  partsOf(instant, timeZone).day;
