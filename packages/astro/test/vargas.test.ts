import { describe, expect, it } from 'vitest';
import { siderealPositions } from '../src/ephemeris/index.ts';
import { toTerrestrialTime } from '../src/time.ts';
import { SHODASHAVARGAS, shodashavarga, VARGAS, vargaPosition, vargaSign } from '../src/vargas.ts';
import type { Varga, VargaName } from '../src/vargas.ts';
import { computeShodashavarga, GRAHAS } from '../src/index.ts';
import { SIGNS } from '../src/zodiac.ts';
import type { SignName } from '../src/zodiac.ts';
import { referenceCharts } from './support/swisseph.ts';

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
    for (const chart of referenceCharts.slice(0, 500)) {
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
        const theirs = chart.longitudes[body];
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

/*
 * The ten further divisions of the shodashavarga, BPHS ch. 6 (R. Santhanam's translation, Ranjan
 * Publications, vol. 1), written out from the text for every sign: where each division starts counting.
 */
const ORDER = SIGNS;
const startOf = (rules: Record<'odd' | 'even', (i: number) => number>, i: number) =>
  ORDER[((i % 2 === 0 ? rules.odd(i) : rules.even(i)) + 12) % 12] as SignName;
const byQuality = (movable: SignName, fixed: SignName, dual: SignName) => (i: number) =>
  SIGNS.indexOf([movable, fixed, dual][i % 3] as SignName);
const SHODASHA_RULES: readonly [Varga, number, (i: number) => SignName, number][] = [
  // [varga, parts, first part's sign for the sign of index i, step between parts]
  ['D4', 4, (i) => ORDER[i] as SignName, 3],
  ['D7', 7, (i) => startOf({ odd: (s) => s, even: (s) => s + 6 }, i), 1],
  ['D10', 10, (i) => startOf({ odd: (s) => s, even: (s) => s + 8 }, i), 1],
  ['D16', 16, (i) => ORDER[byQuality('Aries', 'Leo', 'Sagittarius')(i)] as SignName, 1],
  ['D20', 20, (i) => ORDER[byQuality('Aries', 'Sagittarius', 'Leo')(i)] as SignName, 1],
  ['D24', 24, (i) => (i % 2 === 0 ? 'Leo' : 'Cancer'), 1],
  ['D27', 27, (i) => (['Aries', 'Cancer', 'Libra', 'Capricorn'] as const)[i % 4] as SignName, 1],
  ['D40', 40, (i) => (i % 2 === 0 ? 'Aries' : 'Libra'), 1],
  ['D45', 45, (i) => ORDER[byQuality('Aries', 'Leo', 'Sagittarius')(i)] as SignName, 1],
  ['D60', 60, (i) => ORDER[i] as SignName, 1],
];

describe.each(SIGNS)('the sixteen divisions of %s', (rasi) => {
  const i = SIGNS.indexOf(rasi);
  it.each(SHODASHA_RULES)('%s: %i equal parts counted by the rule', (varga, parts, first, step) => {
    const width = 30 / parts;
    for (let k = 0; k < parts; k++) {
      const expected = SIGNS[(SIGNS.indexOf(first(i)) + k * step) % 12];
      for (const within of [1e-9, width / 2, width - 1e-9]) {
        const { sign, degree } = vargaPosition(varga, i * 30 + k * width + within);
        expect(SIGNS[sign], `${varga} ${rasi} part ${k + 1}`).toBe(expected);
        expect(degree).toBeCloseTo((within / width) * 30, 6);
      }
    }
  });

  it('keeps the six shadvarga names on the same rules', () => {
    for (const degree of [0.5, 7.3, 14.9, 15.1, 22.2, 29.9]) {
      const longitude = i * 30 + degree;
      expect(vargaPosition('D2', longitude).sign).toBe(vargaSign('HORA', longitude));
      expect(vargaPosition('D3', longitude).sign).toBe(vargaSign('DREKKANA', longitude));
      expect(vargaPosition('D9', longitude).sign).toBe(vargaSign('NAVAMSA', longitude));
      expect(vargaPosition('D12', longitude).sign).toBe(vargaSign('DWADASAMSA', longitude));
      expect(vargaPosition('D30', longitude).sign).toBe(vargaSign('TRIMSAMSA', longitude));
      expect(vargaPosition('D2', longitude).degree).toBeNull();
      expect(vargaPosition('D30', longitude).degree).toBeNull();
    }
  });
});

describe('shodashavarga of a chart', () => {
  /*
   * BPHS ch. 6 on the shashtiamsa, as Santhanam works it: leave the sign aside, double the degrees, divide
   * by 12 and add one to the remainder; count that many signs from the sign occupied. Moon at 14°20′ Aries:
   * 28.67 → remainder 4 → the 5th from Aries, Leo. Venus at 27°40′ Taurus: 55.3 → remainder 7 → the 8th
   * from Taurus, Sagittarius.
   */
  it('reproduces the shashtiamsa arithmetic of BPHS ch. 6', () => {
    const result = shodashavarga({ Moon: 14 + 20 / 60, Venus: 30 + 27 + 40 / 60 });
    expect(result.Moon.placements.D60.sign).toBe('Leo');
    expect(result.Venus.placements.D60.sign).toBe('Sagittarius');
  });

  it('flags vargottama when the navamsa repeats the rasi sign', () => {
    // The first navamsa of a movable sign, the 5th of a fixed sign and the 9th of a dual sign are the sign itself.
    const result = shodashavarga({ Sun: 1, Moon: 30 + 15, Mars: 60 + 29, Jupiter: 90 + 5 });
    expect(result.Sun.vargottama).toBe(true);
    expect(result.Moon.vargottama).toBe(true);
    expect(result.Mars.vargottama).toBe(true);
    expect(result.Jupiter.vargottama).toBe(false);
    expect(result.Sun.placements.D1).toEqual({ sign: 'Aries', degree: 1, sameAsRasi: true });
  });

  it('gives every graha and the lagna all sixteen placements', () => {
    const chart = computeShodashavarga({
      year: 1996,
      month: 12,
      day: 7,
      hour: 10,
      minute: 34,
      second: 0,
      utcOffset: '+05:30',
      latitude: 13.0389,
      longitude: 80.2619,
    });
    expect(Object.keys(chart)).toEqual(['Ascendant', ...GRAHAS]);
    for (const point of Object.values(chart)) {
      expect(Object.keys(point.placements)).toEqual([...SHODASHAVARGAS]);
    }
    // Ketu is Rahu's degree in the 7th sign. Divisions counted from the sign itself (or from the 7th or
    // 9th of it, by parity or quality, which the 7th sign shares) keep them opposite; those counted from
    // a fixed sign by quality or parity (D16, D20, D24, D40, D45) put them together.
    const sign = (p: 'Rahu' | 'Ketu', v: Varga) => SIGNS.indexOf(chart[p].placements[v].sign);
    for (const varga of ['D1', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D27', 'D60'] as const) {
      expect((sign('Ketu', varga) - sign('Rahu', varga) + 12) % 12, varga).toBe(6);
    }
    for (const varga of ['D16', 'D20', 'D24', 'D40', 'D45'] as const) {
      expect(sign('Ketu', varga), varga).toBe(sign('Rahu', varga));
    }
  });

  it('matches the sixteen vargas of Swiss Ephemeris positions away from part boundaries', () => {
    let compared = 0;
    for (const chart of referenceCharts.slice(0, 500)) {
      const ours = siderealPositions(toTerrestrialTime(chart.jdUt));
      for (const body of [
        'Sun',
        'Moon',
        'Mars',
        'Mercury',
        'Jupiter',
        'Venus',
        'Saturn',
      ] as const) {
        const theirs = chart.longitudes[body];
        for (const varga of SHODASHAVARGAS) {
          const expected = vargaPosition(varga, theirs).sign;
          const margin = 3 / 3600;
          if (vargaPosition(varga, (theirs + margin) % 360).sign !== expected) continue;
          if (vargaPosition(varga, (theirs + 360 - margin) % 360).sign !== expected) continue;
          expect(vargaPosition(varga, ours[body].longitude).sign, `${varga} ${body}`).toBe(
            expected,
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });
});
