import { localDateTime } from './dates';
import { currentLocale, i18n } from './i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Largest first: a time is counted in the largest unit it has reached. */
const units = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
] as const;

/**
 * How long ago, in the language on screen: 'Just now' under a minute, then minutes, hours, days,
 * months (30 days), years (365 days) ago ('3 days ago', '3 दिन पहले'), through Intl's own
 * wording and plurals.
 */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const unit = units.find(([, length]) => elapsed >= length);
  if (!unit) return i18n.t('common:justNow');
  const [name, length] = unit;
  return new Intl.RelativeTimeFormat(currentLocale()).format(-Math.floor(elapsed / length), name);
}

/** The one date format with how long ago beside it: '27-11-2026 12:36 (3 days ago)'. */
export const dateAndAgo = (iso: string, now = Date.now()): string =>
  `${localDateTime(iso, currentLocale())} (${relativeTime(iso, now)})`;
