import { describe, expect, it } from 'vitest';
import { signRelation } from '../src/dignity.ts';

describe('signRelation (BPHS dignities)', () => {
  it.each([
    ['Sun', 'Aries', 10, 'Exalted'],
    ['Sun', 'Libra', 10, 'Debilitated'],
    ['Sun', 'Leo', 19.9, 'Moolatrikona'],
    ['Sun', 'Leo', 20, 'Own'],
    ['Moon', 'Taurus', 2, 'Exalted'],
    ['Moon', 'Cancer', 2, 'Own'],
    ['Mars', 'Aries', 11, 'Moolatrikona'],
    ['Mars', 'Scorpio', 11, 'Own'],
    ['Mercury', 'Virgo', 14, 'Exalted'],
    ['Mercury', 'Virgo', 16, 'Moolatrikona'],
    ['Mercury', 'Virgo', 25, 'Own'],
    ['Moon', 'Taurus', 10, 'Moolatrikona'],
    ['Mercury', 'Gemini', 16, 'Own'],
    ['Jupiter', 'Sagittarius', 5, 'Moolatrikona'],
    ['Jupiter', 'Pisces', 5, 'Own'],
    ['Jupiter', 'Capricorn', 5, 'Debilitated'],
    ['Venus', 'Libra', 14, 'Moolatrikona'],
    ['Venus', 'Libra', 16, 'Own'],
    ['Saturn', 'Aquarius', 21, 'Own'],
    ['Saturn', 'Aries', 21, 'Debilitated'],
    ['Rahu', 'Taurus', 1, 'Exalted'],
    ['Ketu', 'Taurus', 1, 'Debilitated'],
  ] as const)('%s in %s at %s° is %s', (graha, sign, degree, expected) => {
    expect(signRelation(graha, sign, degree)).toBe(expected);
  });

  it.each([
    ['Sun', 'Cancer', 'Friendly'],
    ['Sun', 'Gemini', 'Neutral'],
    ['Sun', 'Taurus', 'Enemy'],
    ['Moon', 'Leo', 'Friendly'],
    ['Moon', 'Capricorn', 'Neutral'],
    ['Mars', 'Gemini', 'Enemy'],
    ['Mercury', 'Cancer', 'Enemy'],
    ['Jupiter', 'Gemini', 'Enemy'],
    ['Venus', 'Capricorn', 'Friendly'],
    ['Saturn', 'Leo', 'Enemy'],
    ['Saturn', 'Sagittarius', 'Neutral'],
    ['Rahu', 'Virgo', 'Friendly'],
    ['Ketu', 'Leo', 'Enemy'],
  ] as const)(
    '%s in %s is %s by natural friendship with the sign lord',
    (graha, sign, expected) => {
      expect(signRelation(graha, sign, 15)).toBe(expected);
    },
  );
});
