import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { dateAndAgo, relativeTime } from './relative-time';

describe('relative time', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const before = (ms: number) => new Date(now - ms).toISOString();
  it('reads like the spec: just now, minutes, hours, days, 30-day months, 365-day years', () => {
    expect(relativeTime(before(59_000), now)).toBe('Just now');
    expect(relativeTime(before(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(before(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(relativeTime(before(29 * 86_400_000), now)).toBe('29 days ago');
    expect(relativeTime(before(60 * 86_400_000), now)).toBe('2 months ago');
    expect(relativeTime(before(400 * 86_400_000), now)).toBe('1 year ago');
  });

  it('never stands alone: the date and time come first', () => {
    expect(dateAndAgo(before(3 * 86_400_000), now)).toMatch(
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} \(3 days ago\)$/,
    );
  });

  it('reads in Hindi on a Hindi page, with its own plurals', async () => {
    await setLanguage('hi');
    expect(relativeTime(before(59_000), now)).toBe('अभी-अभी');
    expect(relativeTime(before(60_000), now)).toBe('1 मिनट पहले');
    expect(relativeTime(before(5 * 3_600_000), now)).toBe('5 घंटे पहले');
    expect(relativeTime(before(400 * 86_400_000), now)).toBe('1 वर्ष पहले');
    expect(dateAndAgo(before(3 * 86_400_000), now)).toMatch(/ \(3 दिन पहले\)$/);
  });
});

afterEach(() => setLanguage('en'));
