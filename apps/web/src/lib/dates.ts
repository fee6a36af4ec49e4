import dayjs from 'dayjs';
import { formatDate, formatDateTime, type Locale } from '@kusp/contracts';

/*
 * The product's one date and time presentation, whatever the browser's locale: days 'dd-MM-yyyy'
 * (the d-m-y the spec's birth forms use) and a 24-hour clock. Every table, screen and picker takes
 * its formats from here; instants go through the contracts' formatDateTime, which e-mails use too.
 */

/** The date pickers' display format (dayjs tokens). */
export const DAY_FORMAT = 'DD-MM-YYYY';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd-MM-yyyy' of an ISO 8601 date or time, read at the offset it was written with. */
export const dayOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/** 'dd-MM-yyyy HH:mm' of an ISO 8601 time, at the offset it was written with. */
export const dayAndTimeOf = (iso: string) => `${dayOf(iso)} ${iso.slice(11, 16)}`;

/** A birth date as the horoscope API writes it, 'dd/MM/yyyy', shown 'dd-MM-yyyy'. */
export const birthDayOf = (ddMMyyyy: string) => ddMMyyyy.replaceAll('/', '-');

/** The reader's time zone on screen: the browser's own. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'dd-MM-yyyy' of an instant in the browser's own time zone. */
export const localDay = (iso: string) => formatDate(iso, browserZone());

/** 'HH:mm' of an instant in the browser's own time zone (chat messages, requests). */
export const localTime = (iso: string) => dayjs(iso).format('HH:mm');

/**
 * The language's words for today and yesterday, or 'dd-MM-yyyy', of an instant in the browser's
 * own time zone (chat's days).
 */
export function localDayName(
  iso: string,
  names: { today: string; yesterday: string },
  now = new Date(),
) {
  const day = dayjs(iso);
  if (day.isSame(now, 'day')) return names.today;
  if (day.isSame(dayjs(now).subtract(1, 'day'), 'day')) return names.yesterday;
  return day.format(DAY_FORMAT);
}

/** 'dd-MM-yyyy HH:mm' of an instant in the browser's own time zone (deadlines, answers, payments). */
export const localDateTime = (iso: string, locale?: Locale) =>
  formatDateTime(iso, browserZone(), locale);

/** The browser's UTC offset now as '+05:30'. */
export function localOffset(now = new Date()): string {
  const minutes = -now.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'dd-MM-yyyy' of a local day, as the transit and e-mail calls take it. */
export const dashedDay = (date: Date) => dayjs(date).format(DAY_FORMAT);
