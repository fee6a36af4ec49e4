import { describe, expect, it } from 'vitest';
import { siderealPositions } from '../src/ephemeris/index.ts';
import { toTerrestrialTime } from '../src/time.ts';
import { VARGAS, vargaSign } from '../src/vargas.ts';
import type { VargaName } from '../src/vargas.ts';
import { SIGNS } from '../src/zodiac.ts';
import type { SignName } from '../src/zodiac.ts';
import reference from './fixtures/swisseph-lahiri.json';

/*
 * Parashara's rules (BPHS ch. 6), written out sign by sign: for each rasi, the varga sign of every part
 * in order. Each part is checked at its middle and just inside both of its edges.
 */
function expectParts(varga: VargaName, rasi: SignName, parts: readonly [number, SignName][]): void {
  const base = SIGNS.indexOf(rasi) * 30;
  let from = 0;
  for (const [to, expected] of parts) {
    for (const degree of [from + 1e-9, (from + to) / 2, to - 1e-9]) {
      expect(SIGNS[vargaSign(varga, base + degree)], `${varga} ${rasi} ${degree.toFixed(4)}°`).toBe(
        expected,
      );
    }
    from = to;
  }
  expect(from).toBe(30);
}

const HORA: Record<SignName, [SignName, SignName]> = {
  Aries: ['Leo', 'Cancer'],
  Taurus: ['Cancer', 'Leo'],
  Gemini: ['Leo', 'Cancer'],
  Cancer: ['Cancer', 'Leo'],
  Leo: ['Leo', 'Cancer'],
  Virgo: ['Cancer', 'Leo'],
  Libra: ['Leo', 'Cancer'],
  Scorpio: ['Cancer', 'Leo'],
  Sagittarius: ['Leo', 'Cancer'],
  Capricorn: ['Cancer', 'Leo'],
  Aquarius: ['Leo', 'Cancer'],
  Pisces: ['Cancer', 'Leo'],
};

const DREKKANA: Record<SignName, [SignName, SignName, SignName]> = {
  Aries: ['Aries', 'Leo', 'Sagittarius'],
  Taurus: ['Taurus', 'Virgo', 'Capricorn'],
  Gemini: ['Gemini', 'Libra', 'Aquarius'],
  Cancer: ['Cancer', 'Scorpio', 'Pisces'],
  Leo: ['Leo', 'Sagittarius', 'Aries'],
  Virgo: ['Virgo', 'Capricorn', 'Taurus'],
  Libra: ['Libra', 'Aquarius', 'Gemini'],
  Scorpio: ['Scorpio', 'Pisces', 'Cancer'],
  Sagittarius: ['Sagittarius', 'Aries', 'Leo'],
  Capricorn: ['Capricorn', 'Taurus', 'Virgo'],
  Aquarius: ['Aquarius', 'Gemini', 'Libra'],
  Pisces: ['Pisces', 'Cancer', 'Scorpio'],
};

// First navamsa of each sign: movable signs start from themselves, fixed from the 9th, dual from the 5th.
const NAVAMSA_START: Record<SignName, SignName> = {
  Aries: 'Aries',
  Taurus: 'Capricorn',
  Gemini: 'Libra',
  Cancer: 'Cancer',
  Leo: 'Aries',
  Virgo: 'Capricorn',
  Libra: 'Libra',
  Scorpio: 'Cancer',
  Sagittarius: 'Aries',
  Capricorn: 'Capricorn',
  Aquarius: 'Libra',
  Pisces: 'Cancer',
};

const ODD_TRIMSAMSA: [number, SignName][] = [
  [5, 'Aries'],
  [10, 'Aquarius'],
  [18, 'Sagittarius'],
  [25, 'Gemini'],
  [30, 'Libra'],
];
const EVEN_TRIMSAMSA: [number, SignName][] = [
  [5, 'Taurus'],
  [12, 'Virgo'],
  [20, 'Pisces'],
  [25, 'Capricorn'],
  [30, 'Scorpio'],
];

const counted = (start: SignName, n: number, width: number): [number, SignName][] =>
  Array.from({ length: n }, (_, k) => [
    width * (k + 1),
    SIGNS[(SIGNS.indexOf(start) + k) % 12] as SignName,
  ]);

describe.each(SIGNS)('vargas of %s', (rasi) => {
  const odd = SIGNS.indexOf(rasi) % 2 === 0;

  it('RASI is the sign itself', () => expectParts('RASI', rasi, [[30, rasi]]));

  it('HORA: Sun (Leo) then Moon (Cancer) in odd signs, the reverse in even signs', () => {
    const [first, second] = HORA[rasi];
    expectParts('HORA', rasi, [
      [15, first],
      [30, second],
    ]);
  });

  it('DREKKANA: the sign, its 5th and its 9th', () => {
    const [a, b, c] = DREKKANA[rasi];
    expectParts('DREKKANA', rasi, [
      [10, a],
      [20, b],
      [30, c],
    ]);
  });

  it('NAVAMSA: nine parts of 3°20′ counted from the starting sign', () => {
    expectParts('NAVAMSA', rasi, counted(NAVAMSA_START[rasi], 9, 10 / 3));
  });

  it('DWADASAMSA: twelve parts of 2°30′ counted from the sign itself', () => {
    expectParts('DWADASAMSA', rasi, counted(rasi, 12, 2.5));
  });

  it('TRIMSAMSA: Mars, Saturn, Jupiter, Mercury, Venus in odd signs; the reverse in even signs', () => {
    expectParts('TRIMSAMSA', rasi, odd ? ODD_TRIMSAMSA : EVEN_TRIMSAMSA);
  });
});

describe('vargas of real charts', () => {
  // Any varga sign that does not change within 3″ of the Swiss Ephemeris longitude must come out the same.
  it('match those from Swiss Ephemeris positions away from part boundaries', () => {
    const margin = 3 / 3600;
    let compared = 0;
    for (const chart of reference.charts) {
      const ours = siderealPositions(toTerrestrialTime(chart.jdUt));
      for (const body of [
        'Sun',
        'Moon',
        'Mars',
        'Mercury',
        'Jupiter',
        'Venus',
        'Saturn',
        'Rahu',
      ] as const) {
        const theirs = chart[body][0] as number;
        for (const varga of VARGAS) {
          const expected = vargaSign(varga, theirs);
          if (vargaSign(varga, (theirs + margin) % 360) !== expected) continue;
          if (vargaSign(varga, (theirs + 360 - margin) % 360) !== expected) continue;
          expect(vargaSign(varga, ours[body].longitude), `${varga} ${body} ${chart.jdUt}`).toBe(
            expected,
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(9000);
  });
});
