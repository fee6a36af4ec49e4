import dayjs from 'dayjs';
import { formatDate, formatDateTime, type Locale } from '@kusp/contracts';
import { currentLocale } from './i18n';

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
export const localDay = (iso: string, locale?: Locale) => formatDate(iso, browserZone(), locale);

/** 'HH:mm' of an instant in the browser's own time zone (chat messages, requests). */
export const localTime = (iso: string) => dayjs(iso).format('HH:mm');

/**
 * 'Today', 'Yesterday' (आज, कल on a Hindi page, Intl's words) or 'dd-MM-yyyy' of an instant in the
 * browser's own time zone (chat's days).
 */
export function localDayName(iso: string, now = new Date()) {
  const day = dayjs(iso);
  const daysAgo = [0, 1].find((n) => day.isSame(dayjs(now).subtract(n, 'day'), 'day'));
  if (daysAgo === undefined) return day.format(DAY_FORMAT);
  const locale = currentLocale();
  const name = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-daysAgo, 'day');
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
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
