import { describe, expect, it } from 'vitest';
import {
  birthDayOf,
  dashedDay,
  dayAndTimeOf,
  dayOf,
  localDateTime,
  localDay,
  localDayName,
  localTime,
} from './dates';

describe('the one date and time presentation', () => {
  it('writes days d-m-y with a 24-hour clock, at the offset a time was written with', () => {
    expect(dayOf('1990-05-15')).toBe('15-05-1990');
    expect(dayOf('1990-12-09T23:41:07+05:30')).toBe('09-12-1990');
    expect(dayAndTimeOf('2026-03-21T23:05:00-04:00')).toBe('21-03-2026 23:05');
    expect(birthDayOf('21/03/1995')).toBe('21-03-1995');
  });

  it("writes instants in the browser's own time zone the same way", () => {
    const evening = new Date(2026, 0, 5, 21, 7);
    expect(localDateTime(evening.toISOString())).toBe('05-01-2026 21:07');
    expect(localDay(evening.toISOString())).toBe('05-01-2026');
    expect(localTime(evening.toISOString())).toBe('21:07');
    expect(dashedDay(evening)).toBe('05-01-2026');
  });

  it('names the day of an instant as a chat heading does', () => {
    const now = new Date(2026, 0, 5, 0, 30);
    const names = { today: 'Today', yesterday: 'Yesterday' };
    expect(localDayName(new Date(2026, 0, 5, 0, 5).toISOString(), names, now)).toBe('Today');
    expect(localDayName(new Date(2026, 0, 4, 23, 59).toISOString(), names, now)).toBe('Yesterday');
    expect(localDayName(new Date(2026, 0, 3, 12, 0).toISOString(), names, now)).toBe('03-01-2026');
  });
});
