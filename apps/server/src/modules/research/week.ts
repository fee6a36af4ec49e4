import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear, setISOWeek, startOfISOWeek } from 'date-fns';

/** The ISO week of an instant, counted in UTC, as '2026-W47' (sorts in time order as text). */
export function isoWeekOf(instant: Date): string {
  const utc = new TZDate(instant, 'UTC');
  return `${getISOWeekYear(utc)}-W${String(getISOWeek(utc)).padStart(2, '0')}`;
}

/** The Monday (UTC) that starts an ISO week key. */
export function weekStart(week: string): Date {
  const [year, number] = week.split('-W').map(Number);
  // 4 January always falls in week 1 of its ISO year.
  return startOfISOWeek(setISOWeek(new TZDate(year!, 0, 4, 'UTC'), number!));
}
