import { describe, expect, it } from 'vitest';
import { AstroInputError, computeTransits } from '../src/index.ts';
import { nextSignChange } from '../src/transits.ts';
import reference from './fixtures/swisseph-lahiri.json';

const BODIES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const;

describe('next sign change', () => {
  // Reference: the same stepping and bisection run on Swiss Ephemeris positions (fixture `transits`),
  // 12 random moments 1900–2100. Measured worst difference 3.5 minutes (Saturn, which can move as little as 2′ a day).
  it.each(reference.transits)(
    'from JD $jdUt agrees with Swiss Ephemeris within 10 minutes',
    (row) => {
      for (const body of BODIES) {
        const minutes = Math.abs(nextSignChange(body, row.jdUt) - row[body]) * 1440;
        expect(minutes, body).toBeLessThan(10);
      }
    },
  );
});

describe('computeTransits', () => {
  const now = {
    year: 2026,
    month: 11,
    day: 21,
    hour: 23,
    minute: 59,
    second: 59,
    utcOffset: '+05:30',
  } as const;

  it('lists the nine grahas with their sign, motion and next change after the given moment', () => {
    const { transitData } = computeTransits(now);
    expect(transitData.map((t) => t.planetName)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const item of transitData) {
      expect(item.transitTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Date.parse(item.transitTime)).toBeGreaterThan(Date.parse('2026-11-21T23:59:59+05:30'));
    }
    const rahu = transitData.find((t) => t.planetName === 'Rahu');
    const ketu = transitData.find((t) => t.planetName === 'Ketu');
    expect(rahu?.isRetrograde).toBe(true);
    expect(rahu?.transitTime).toBe(ketu?.transitTime);
    // The Moon changes sign within about 2.5 days.
    const moon = transitData.find((t) => t.planetName === 'Moon');
    expect(Date.parse(moon?.transitTime ?? '') - Date.parse('2026-11-21T18:29:59Z')).toBeLessThan(
      2.6 * 86400e3,
    );
  });

  it('rejects impossible input', () => {
    expect(() => computeTransits({ ...now, utcOffset: '+15:00' })).toThrow(AstroInputError);
    expect(() => computeTransits({ ...now, year: 2201 })).toThrow(AstroInputError);
    expect(() => computeTransits({ ...now, month: 2, day: 30 })).toThrow(AstroInputError);
  });
});
