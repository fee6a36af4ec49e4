import { localDateTime } from '@/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'Just now' under a minute, then minutes, hours, days, months (30 days), years (365 days) ago. */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 365 * DAY) return ago(Math.floor(elapsed / (30 * DAY)), 'month');
  return ago(Math.floor(elapsed / (365 * DAY)), 'year');
}

/** The one date format with how long ago beside it: '27-11-2026 12:36 (3 days ago)'. */
export const dateAndAgo = (iso: string, now = Date.now()): string =>
  `${localDateTime(iso)} (${relativeTime(iso, now)})`;
