import { describe, expect, it } from 'vitest';
import {
  ASHTAKAVARGA_CONTRIBUTORS,
  ashtakavarga,
  computeAshtakavarga,
  SIGNS,
} from '../src/index.ts';
import type { AshtakavargaContributor } from '../src/index.ts';
import { referenceCharts } from './support/swisseph.ts';

/** A chart written sign by sign, as the books print it: the signs of the seven grahas and the Lagna. */
function chart(placed: Partial<Record<(typeof SIGNS)[number], AshtakavargaContributor[]>>) {
  const signs = {} as Record<AshtakavargaContributor, number>;
  for (const [sign, points] of Object.entries(placed)) {
    for (const point of points ?? []) signs[point] = SIGNS.indexOf(sign as (typeof SIGNS)[number]);
  }
  return signs;
}

/*
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar Publications, 2000), ch. 12,
 * Chart 6 (Lagna Virgo; Venus Aries; Sun, Mars, Mercury Gemini; Jupiter, Saturn Leo; Moon Pisces), the
 * answers to Exercises 19 and 20: the bhinnashtakavargas of the seven grahas and the Lagna, and the
 * sarvashtakavarga, Aries first. The book reads the tables as Jagannatha Hora does ('narasimha-rao').
 */
const CHART_6 = chart({
  Aries: ['Venus'],
  Gemini: ['Sun', 'Mars', 'Mercury'],
  Leo: ['Jupiter', 'Saturn'],
  Virgo: ['Lagna'],
  Pisces: ['Moon'],
});
const CHART_6_BHINNA: Record<AshtakavargaContributor, number[]> = {
  Sun: [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
  Moon: [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
  Mars: [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
  Mercury: [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
  Jupiter: [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
  Venus: [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
  Saturn: [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
  Lagna: [5, 5, 6, 3, 6, 3, 1, 7, 3, 4, 3, 3],
};
const CHART_6_SARVA = [34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30];

describe('ashtakavarga', () => {
  it('reproduces the bhinnashtakavargas and the sarvashtakavarga of Chart 6 (Exercises 19–20)', () => {
    const result = ashtakavarga(CHART_6, 'narasimha-rao');
    for (const owner of ASHTAKAVARGA_CONTRIBUTORS) {
      expect(result.bhinna[owner].bindus, owner).toEqual(CHART_6_BHINNA[owner]);
    }
    expect(result.sarva).toEqual(CHART_6_SARVA);
  });

  /*
   * The same book, Exercise 22, Chart 7 (Lagna Scorpio; Sun Capricorn; Moon, Saturn, Rahu Aries; Mars,
   * Mercury Sagittarius; Jupiter, Ketu Libra; Venus Aquarius): the seven bhinnashtakavargas.
   */
  it('reproduces the bhinnashtakavargas of Chart 7 (Exercise 22)', () => {
    const chart7 = chart({
      Aries: ['Saturn', 'Moon'],
      Libra: ['Jupiter'],
      Scorpio: ['Lagna'],
      Sagittarius: ['Mercury', 'Mars'],
      Capricorn: ['Sun'],
      Aquarius: ['Venus'],
    });
    const expected = {
      Sun: [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2],
      Moon: [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2],
      Mars: [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3],
      Mercury: [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3],
      Jupiter: [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6],
      Venus: [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4],
      Saturn: [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1],
    };
    const result = ashtakavarga(chart7, 'narasimha-rao');
    for (const [owner, bindus] of Object.entries(expected)) {
      expect(result.bhinna[owner as AshtakavargaContributor].bindus, owner).toEqual(bindus);
    }
    expect(result.sarva).toEqual([27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21]);
  });

  it('reads four rows otherwise by Raman’s tables: the Moon’s from itself, Mars and Jupiter, Venus’s from Mars', () => {
    const raman = ashtakavarga(CHART_6);
    for (const owner of ASHTAKAVARGA_CONTRIBUTORS.filter((o) => o !== 'Moon' && o !== 'Venus')) {
      expect(raman.bhinna[owner].bindus).toEqual(CHART_6_BHINNA[owner]);
    }
    // Moon in Pisces, Mars in Gemini, Jupiter in Leo: the 9th from the Moon is Scorpio, the 9th from
    // Mars Aquarius; the 2nd from Jupiter Virgo, the 12th Cancer.
    const moon = [...CHART_6_BHINNA.Moon];
    moon[SIGNS.indexOf('Scorpio')]! -= 1;
    moon[SIGNS.indexOf('Aquarius')]! += 1;
    moon[SIGNS.indexOf('Virgo')]! -= 1;
    moon[SIGNS.indexOf('Cancer')]! += 1;
    expect(raman.bhinna.Moon.bindus).toEqual(moon);
    // Venus's 5th from Mars (Libra) for the 4th (Virgo).
    const venus = [...CHART_6_BHINNA.Venus];
    venus[SIGNS.indexOf('Virgo')]! -= 1;
    venus[SIGNS.indexOf('Libra')]! += 1;
    expect(raman.bhinna.Venus.bindus).toEqual(venus);
  });

  // BPHS ch. 66: the totals are fixed by the tables, whatever the chart: 48, 49, 39, 54, 56, 52, 39 and 337.
  it('keeps the classical totals in every chart', () => {
    for (const { longitudes } of referenceCharts.slice(0, 60)) {
      for (const reading of ['raman', 'narasimha-rao'] as const) {
        const result = ashtakavarga(
          {
            Sun: Math.floor(longitudes.Sun / 30),
            Moon: Math.floor(longitudes.Moon / 30),
            Mars: Math.floor(longitudes.Mars / 30),
            Mercury: Math.floor(longitudes.Mercury / 30),
            Jupiter: Math.floor(longitudes.Jupiter / 30),
            Venus: Math.floor(longitudes.Venus / 30),
            Saturn: Math.floor(longitudes.Saturn / 30),
            Lagna: Math.floor(longitudes.Ascendant / 30),
          },
          reading,
        );
        const totals = ASHTAKAVARGA_CONTRIBUTORS.map((o) => result.bhinna[o].total);
        expect(totals).toEqual([48, 49, 39, 54, 56, 52, 39, 49]);
        expect(result.sarvaTotal).toBe(337);
        expect(result.sarva.reduce((a, b) => a + b, 0)).toBe(337);
      }
    }
  });

  it('casts the ashtakavarga of a birth', () => {
    const result = computeAshtakavarga({
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
    expect(result.sarvaTotal).toBe(337);
    expect(result.bhinna.Sun.contributions.Sun).toHaveLength(8);
    expect(result.bhinna.Sun.bindus.every((b) => b >= 0 && b <= 8)).toBe(true);
  });
});
