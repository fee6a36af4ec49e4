import { describe, expect, it } from 'vitest';
import { computeDrishti, grahaDrishti, rasiDrishti, relationships, SIGNS } from '../src/index.ts';
import type { ChartSigns, CompoundRelation, Graha, SevenGraha } from '../src/index.ts';

type Sign = (typeof SIGNS)[number];

/** A chart written sign by sign, as the books print it. */
function chart(placed: Partial<Record<Sign, (Graha | 'Lagna')[]>>): ChartSigns {
  const signs = {} as ChartSigns;
  for (const [sign, points] of Object.entries(placed)) {
    for (const point of points ?? []) signs[point] = SIGNS.indexOf(sign as Sign);
  }
  return signs;
}

/*
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar Publications, 2000), Chart 4 of
 * ch. 10: Lagna, Mars and Saturn in Scorpio; Moon Aries; Sun Taurus; Rahu Leo; Jupiter Virgo; Mercury
 * Sagittarius; Venus Capricorn; Ketu Aquarius.
 */
const CHART_4 = chart({
  Aries: ['Moon'],
  Taurus: ['Sun'],
  Leo: ['Rahu'],
  Virgo: ['Jupiter'],
  Scorpio: ['Mars', 'Lagna', 'Saturn'],
  Sagittarius: ['Mercury'],
  Capricorn: ['Venus'],
  Aquarius: ['Ketu'],
});

describe('graha drishti', () => {
  // The book's answer to Exercise 14: aspected signs, houses and grahas of the seven grahas.
  it('reproduces Exercise 14 of "Vedic Astrology: An Integrated Approach" (ch. 10.2)', () => {
    const answer: Record<SevenGraha, [Sign[], number[], Graha[]]> = {
      Sun: [['Scorpio'], [1], ['Mars', 'Saturn']],
      Moon: [['Libra'], [12], []],
      Mars: [
        ['Aquarius', 'Taurus', 'Gemini'],
        [4, 7, 8],
        ['Sun', 'Ketu'],
      ],
      Mercury: [['Gemini'], [8], []],
      Jupiter: [
        ['Capricorn', 'Pisces', 'Taurus'],
        [3, 5, 7],
        ['Sun', 'Venus'],
      ],
      Venus: [['Cancer'], [9], []],
      Saturn: [
        ['Capricorn', 'Taurus', 'Leo'],
        [3, 7, 10],
        ['Sun', 'Venus', 'Rahu'],
      ],
    };
    const drishti = grahaDrishti(CHART_4);
    for (const [graha, [signs, houses, grahas]] of Object.entries(answer)) {
      const aspect = drishti[graha as Graha];
      expect(aspect.signs, graha).toEqual(signs);
      expect(aspect.houses, graha).toEqual(houses);
      expect([...aspect.grahas].sort(), graha).toEqual([...grahas].sort());
    }
    expect(drishti.Rahu.signs).toEqual([]);
  });
});

describe('rasi drishti', () => {
  // The book's answer to Exercise 15 (ch. 10.3), for the same chart: signs, houses and grahas aspected.
  it('reproduces Exercise 15 of "Vedic Astrology: An Integrated Approach" (ch. 10.3)', () => {
    const answer: Record<Graha, [Sign[], Graha[]]> = {
      Sun: [['Cancer', 'Libra', 'Capricorn'], ['Venus']],
      Moon: [
        ['Leo', 'Scorpio', 'Aquarius'],
        ['Rahu', 'Mars', 'Saturn', 'Ketu'],
      ],
      Mars: [
        ['Aries', 'Cancer', 'Capricorn'],
        ['Venus', 'Moon'],
      ],
      Mercury: [['Gemini', 'Virgo', 'Pisces'], ['Jupiter']],
      Jupiter: [['Gemini', 'Sagittarius', 'Pisces'], ['Mercury']],
      Venus: [
        ['Taurus', 'Leo', 'Scorpio'],
        ['Sun', 'Rahu', 'Mars', 'Saturn'],
      ],
      Saturn: [
        ['Aries', 'Cancer', 'Capricorn'],
        ['Venus', 'Moon'],
      ],
      Rahu: [
        ['Aries', 'Libra', 'Capricorn'],
        ['Venus', 'Moon'],
      ],
      Ketu: [['Aries', 'Cancer', 'Libra'], ['Moon']],
    };
    const drishti = rasiDrishti(CHART_4);
    for (const [graha, [signs, grahas]] of Object.entries(answer)) {
      const aspect = drishti[graha as Graha];
      expect([...aspect.signs].sort(), graha).toEqual([...signs].sort());
      expect([...aspect.grahas].sort(), graha).toEqual([...grahas].sort());
    }
    // Houses from the Scorpio Lagna, as the book gives them for the Sun: 9th, 12th, 3rd.
    expect([...drishti.Sun.houses].sort((a, b) => a - b)).toEqual([3, 9, 12]);
    expect([...drishti.Moon.houses].sort((a, b) => a - b)).toEqual([1, 4, 10]);
  });
});

describe('planetary relationships', () => {
  /*
   * The same book, ch. 3, Examples 4 and 5 and Exercise 5, on Lord Rama's chart (its Figure 1): Lagna,
   * Moon and Jupiter in Cancer; Sun Aries; Mercury Taurus; Ketu Gemini; Saturn Libra; Rahu Sagittarius;
   * Mars Capricorn; Venus Pisces.
   */
  const RAMA = chart({
    Aries: ['Sun'],
    Taurus: ['Mercury'],
    Gemini: ['Ketu'],
    Cancer: ['Lagna', 'Moon', 'Jupiter'],
    Libra: ['Saturn'],
    Sagittarius: ['Rahu'],
    Capricorn: ['Mars'],
    Pisces: ['Venus'],
  });

  it('finds the temporary friends and enemies of the Sun and the Moon (Example 4)', () => {
    const r = relationships(RAMA);
    const friends = (g: SevenGraha) =>
      Object.entries(r[g])
        .filter(([, rel]) => rel.temporary === 'Friend')
        .map(([to]) => to)
        .sort();
    expect(friends('Sun')).toEqual(['Jupiter', 'Mars', 'Mercury', 'Moon', 'Venus']);
    expect(friends('Moon')).toEqual(['Mercury', 'Saturn', 'Sun']);
    // Exercise 5: Jupiter's and Venus's temporary friends.
    expect(friends('Jupiter')).toEqual(['Mercury', 'Saturn', 'Sun']);
    expect(friends('Venus')).toEqual(['Mars', 'Mercury', 'Sun']);
  });

  it('compounds natural and temporary relations as the book tabulates them (Example 5)', () => {
    // Rows: of; columns: to, in the order Sun … Saturn (the book's table, Rahu and Ketu left out).
    const names: CompoundRelation[] = ['Great enemy', 'Enemy', 'Neutral', 'Friend', 'Great friend'];
    const table = [
      [null, 4, 4, 3, 4, 2, 0],
      [4, null, 1, 4, 1, 1, 3],
      [4, 2, null, 0, 2, 3, 3],
      [4, 2, 1, null, 3, 4, 1],
      [4, 2, 2, 2, null, 0, 3],
      [2, 0, 3, 4, 1, null, 2],
      [0, 2, 2, 2, 3, 2, null],
    ];
    const seven: SevenGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
    const r = relationships(RAMA);
    seven.forEach((of, i) =>
      seven.forEach((to, j) => {
        const expected = table[i]?.[j];
        if (expected == null) return;
        expect(r[of][to]?.compound, `${of} → ${to}`).toBe(names[expected]);
      }),
    );
  });

  it('casts the aspects of a birth', () => {
    const drishti = computeDrishti({
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
    expect(drishti.graha.Jupiter.signs).toHaveLength(3);
    expect(drishti.rasi.Sun.signs).toHaveLength(3);
    expect(Object.keys(drishti.relationships.Sun)).toHaveLength(6);
  });
});
