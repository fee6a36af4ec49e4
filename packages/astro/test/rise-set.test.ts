import { describe, expect, it } from 'vitest';
import { AstroInputError, NoSunriseError, riseAndSet } from '../src/index.ts';
import { crossings } from '../src/rise-set.ts';
import type { RisingConvention } from '../src/rise-set.ts';
import { Sky } from '../src/sky.ts';
import { siderealPosition } from '../src/ephemeris/index.ts';
import { toTerrestrialTime } from '../src/time.ts';
import reference from './fixtures/swisseph-rise-set.json';
import { report } from './support/report.ts';

const SECONDS_PER_DAY = 86400;

describe('the interpolated sky', () => {
  // The Sun and the Moon are read between Chebyshev nodes: the interpolant must stay on the series themselves.
  it('keeps the Sun and the Moon within 0.001″ of the series over a four-day window', () => {
    let worst = 0;
    for (let k = 0; k < 12; k++) {
      const start = 2415020.5 + k * 12_345.678;
      const sky = new Sky(start, start + 3.8);
      for (let i = 0; i <= 40; i++) {
        const jd = start + (3.8 * i) / 40 + 0.0123;
        if (!sky.contains(jd)) continue;
        for (const body of ['Sun', 'Moon'] as const) {
          const series = siderealPosition(body, toTerrestrialTime(jd)).longitude;
          const diff = ((((sky.longitude(body, jd) - series) % 360) + 540) % 360) - 180;
          worst = Math.max(worst, Math.abs(diff) * 3600);
        }
      }
    }
    report(`interpolated sky: worst ${worst.toExponential(2)}″ from the series`);
    expect(worst).toBeLessThan(0.001);
  });
});

describe('rising and setting', () => {
  /*
   * U.S. Naval Observatory, Almanac for Computers 1990 (Nautical Almanac Office), the sunrise algorithm's worked
   * example: Wayne, New Jersey (40.9° N, 74.3° W) on 25 June 1990, zenith 90°50′, sunrise UT = 9.441 h
   * (5:26 a.m. EDT). The algorithm itself is good to about a minute.
   */
  it('reproduces the Almanac for Computers worked example (Wayne, NJ, 25 June 1990)', () => {
    const day = riseAndSet({
      year: 1990,
      month: 6,
      day: 25,
      utcOffset: '-04:00',
      latitude: 40.9,
      longitude: -74.3,
    });
    const published = Date.parse('1990-06-25T09:00:00Z') + 0.441 * 3_600_000;
    expect(Math.abs(Date.parse(day.sunrise) - published)).toBeLessThan(60_000);
    expect(day.sunrise.startsWith('1990-06-25T05:26')).toBe(true);
  });

  /*
   * Swiss Ephemeris 2.10 swe_rise_trans at 50 places from 60° S to 60° N, four seeded civil days each 1800–2200
   * (fixture made by generate-swisseph-rise-set.mjs): the first rising and setting of the Sun and the Moon after
   * the date's midnight, in both conventions. Each of its events is matched to ours of the same kind.
   * Measured: almanac 5.1 s (the two refraction formulae differ by a few tenths of an arcminute), hindu 0.25 s.
   */
  it('agrees with Swiss Ephemeris rise and set times within 15 seconds (almanac) and 1 second (hindu)', () => {
    const worst: Record<string, number> = {};
    for (const day of reference.days) {
      const sky = new Sky(day.from - 0.05, day.from + 1.7);
      for (const rising of ['almanac', 'hindu'] as const satisfies readonly RisingConvention[]) {
        for (const body of ['Sun', 'Moon'] as const) {
          const ours = crossings(
            sky,
            body,
            { latitude: day.lat, longitude: day.lon, convention: rising },
            day.from,
            day.from + 1.6,
          );
          for (const event of ['rise', 'set'] as const) {
            const key = `${rising === 'hindu' ? 'hindu' + body : body.toLowerCase()}${event === 'rise' ? 'Rise' : 'Set'}`;
            const theirs = (day as unknown as Record<string, number | null>)[key];
            if (theirs == null) continue;
            const nearest = Math.min(
              ...ours.filter((c) => c.event === event).map((c) => Math.abs(c.jdUt - theirs)),
            );
            const name = `${rising} ${body} ${event}`;
            worst[name] = Math.max(worst[name] ?? 0, nearest * SECONDS_PER_DAY);
          }
        }
      }
    }
    report(
      'rise/set against Swiss Ephemeris, worst seconds: ' +
        Object.entries(worst)
          .map(([k, v]) => `${k} ${v.toFixed(2)}`)
          .join(', '),
    );
    for (const [name, seconds] of Object.entries(worst)) {
      expect(seconds, name).toBeLessThan(name.startsWith('almanac') ? 15 : 1);
    }
  });

  it('puts the Hindu sunrise a few minutes after the almanac one, and its sunset before', () => {
    const place = {
      year: 2024,
      month: 1,
      day: 15,
      utcOffset: '+05:30',
      latitude: 28.6139,
      longitude: 77.209,
    } as const;
    const almanac = riseAndSet(place);
    const hindu = riseAndSet({ ...place, rising: 'hindu' });
    const riseLag = (Date.parse(hindu.sunrise) - Date.parse(almanac.sunrise)) / 60_000;
    const setLead = (Date.parse(almanac.sunset) - Date.parse(hindu.sunset)) / 60_000;
    // 50′ of arc (34′ refraction + 16′ semi-diameter) at Delhi in January take about four minutes.
    for (const minutes of [riseLag, setLead]) {
      expect(minutes).toBeGreaterThan(3);
      expect(minutes).toBeLessThan(5);
    }
    expect(almanac.sunrise).toMatch(/^2024-01-15T07:15:0\d\+05:30$/);
  });

  it('answers a typed error, not a time, when the Sun neither rises nor sets (Tromsø, 69.65° N)', () => {
    const tromso = { utcOffset: '+01:00', latitude: 69.65, longitude: 18.96 } as const;
    const attempt = (month: number, day: number) => () =>
      riseAndSet({ year: 2024, month, day, ...tromso });
    expect(attempt(6, 21)).toThrow(NoSunriseError);
    expect(attempt(6, 21)).toThrow(/midnight sun/);
    expect(attempt(12, 21)).toThrow(/polar night/);
    try {
      attempt(12, 21)();
    } catch (error) {
      expect(error).toBeInstanceOf(AstroInputError);
      expect((error as NoSunriseError).reason).toBe('polar-night');
      expect((error as NoSunriseError).field).toBe('latitude');
    }
    // Two months later the Sun is back: an ordinary short day.
    const february = riseAndSet({ year: 2024, month: 2, day: 21, ...tromso });
    expect(february.sunrise < february.sunset).toBe(true);
  });

  it('says so when a UTC offset far from solar time leaves a civil date without a sunrise', () => {
    // 58° S 81° E at −01:15 is 6 h 39 min behind its solar time; in April each sunrise comes about 2½
    // minutes later than the last, and this one falls minutes after the date's last moment.
    const place = { utcOffset: '-01:15', latitude: -58.0176, longitude: 81.1658 } as const;
    expect(() => riseAndSet({ year: 1950, month: 4, day: 7, ...place })).toThrow(
      /does not rise on 1950-04-07 at this UTC offset/,
    );
    const before = riseAndSet({ year: 1950, month: 4, day: 6, ...place });
    const after = riseAndSet({ year: 1950, month: 4, day: 8, ...place });
    expect(before.sunrise.slice(0, 10)).toBe('1950-04-06');
    expect(after.sunrise.slice(0, 10)).toBe('1950-04-08');
  });

  it('gives no moonrise on the day the Moon rises just after midnight the next night', () => {
    const delhi = {
      year: 2024,
      month: 1,
      utcOffset: '+05:30',
      latitude: 28.6139,
      longitude: 77.209,
    } as const;
    const days = Array.from({ length: 31 }, (_, i) => riseAndSet({ ...delhi, day: i + 1 }));
    const without = days.findIndex((d) => d.moonrise === null);
    expect(without).toBeGreaterThan(0);
    // The Moon rises about 50 minutes later each day: late the day before, early the day after.
    expect(days[without - 1]?.moonrise?.slice(11, 13)).toMatch(/^2[23]$/);
    expect(days[without + 1]?.moonrise?.slice(11, 13)).toBe('00');
    expect(days.filter((d) => d.moonrise === null)).toHaveLength(1);
  });
});
