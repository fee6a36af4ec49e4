import { describe, expect, it } from 'vitest';
import { AstroInputError, computeTransits } from '../src/index.ts';
import { siderealPosition } from '../src/ephemeris/index.ts';
import { toTerrestrialTime } from '../src/time.ts';
import { nextSignChange } from '../src/transits.ts';
import { report } from './support/report.ts';
import { referenceTransits } from './support/swisseph.ts';

const BODIES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const;

describe('next sign change', () => {
  /*
   * Reference: the same stepping and bisection run on Swiss Ephemeris positions (fixture `transits`), from 50
   * random moments 1800–2200: 400 changes of sign. A difference of position δ moves a change by δ divided by the
   * speed: within a minute for every graha moving 0.1° a day or more, and for Jupiter and Saturn near a station
   * (down to 0.02° a day in the sample) within the time 0.25″ of their motion takes.
   */
  it('comes within a minute of Swiss Ephemeris, or 0.25″ of motion for a graha near its station', () => {
    const worst: Record<string, number> = {};
    for (const row of referenceTransits) {
      for (const body of BODIES) {
        const ours = nextSignChange(body, row.jdUt);
        const minutes = Math.abs(ours - row[body]) * 1440;
        worst[body] = Math.max(worst[body] ?? 0, minutes);
        const arcsecondsPerMinute =
          (Math.abs(siderealPosition(body, toTerrestrialTime(ours)).speed) * 3600) / 1440;
        expect(minutes, `${body} from JD ${row.jdUt}`).toBeLessThan(
          Math.max(1, 0.25 / arcsecondsPerMinute),
        );
      }
    }
    report(
      `next sign change against Swiss Ephemeris, worst minutes: ${Object.entries(worst)
        .map(([body, minutes]) => `${body} ${minutes.toFixed(2)}`)
        .join(', ')}`,
    );
  });
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
