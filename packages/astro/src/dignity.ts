import type { Graha } from './ephemeris/index.ts';
import type { SignName } from './zodiac.ts';

/*
 * A graha's relation to the sign it occupies, after Brihat Parashara Hora Shastra: exaltation and
 * debilitation first (the Moon is exalted in Taurus up to 3°, Mercury in Virgo up to 15°), then the moolatrikona degrees, own sign, and otherwise the natural (naisargika)
 * friendship of the graha with the sign's lord. Rahu and Ketu follow the common reading of BPHS
 * (exalted in Taurus and Scorpio, moolatrikona Gemini and Sagittarius, own Aquarius and Scorpio)
 * and take Saturn's friendships, as most software does.
 */
export const SIGN_RELATIONS = [
  'Exalted',
  'Debilitated',
  'Moolatrikona',
  'Own',
  'Friendly',
  'Neutral',
  'Enemy',
] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

type Ruler = Exclude<Graha, 'Rahu' | 'Ketu'>;

export const SIGN_LORDS: Record<SignName, Ruler> = {
  Aries: 'Mars',
  Taurus: 'Venus',
  Gemini: 'Mercury',
  Cancer: 'Moon',
  Leo: 'Sun',
  Virgo: 'Mercury',
  Libra: 'Venus',
  Scorpio: 'Mars',
  Sagittarius: 'Jupiter',
  Capricorn: 'Saturn',
  Aquarius: 'Saturn',
  Pisces: 'Jupiter',
};

interface Dignities {
  /** Exaltation sign and the degree up to which it holds (the Moon and Mercury share it with moolatrikona). */
  readonly exalted: readonly [SignName, number];
  readonly debilitated: SignName;
  /** Moolatrikona sign and its degree range [from, to) within the sign. */
  readonly moolatrikona: readonly [SignName, number, number];
  readonly own: readonly SignName[];
  readonly friends: readonly Ruler[];
  readonly enemies: readonly Ruler[];
}

const SATURN_FRIENDS: Pick<Dignities, 'friends' | 'enemies'> = {
  friends: ['Mercury', 'Venus'],
  enemies: ['Sun', 'Moon', 'Mars'],
};

const DIGNITIES: Record<Graha, Dignities> = {
  Sun: {
    exalted: ['Aries', 30],
    debilitated: 'Libra',
    moolatrikona: ['Leo', 0, 20],
    own: ['Leo'],
    friends: ['Moon', 'Mars', 'Jupiter'],
    enemies: ['Venus', 'Saturn'],
  },
  Moon: {
    exalted: ['Taurus', 3],
    debilitated: 'Scorpio',
    moolatrikona: ['Taurus', 3, 30],
    own: ['Cancer'],
    friends: ['Sun', 'Mercury'],
    enemies: [],
  },
  Mars: {
    exalted: ['Capricorn', 30],
    debilitated: 'Cancer',
    moolatrikona: ['Aries', 0, 12],
    own: ['Aries', 'Scorpio'],
    friends: ['Sun', 'Moon', 'Jupiter'],
    enemies: ['Mercury'],
  },
  Mercury: {
    exalted: ['Virgo', 15],
    debilitated: 'Pisces',
    moolatrikona: ['Virgo', 15, 20],
    own: ['Gemini', 'Virgo'],
    friends: ['Sun', 'Venus'],
    enemies: ['Moon'],
  },
  Jupiter: {
    exalted: ['Cancer', 30],
    debilitated: 'Capricorn',
    moolatrikona: ['Sagittarius', 0, 10],
    own: ['Sagittarius', 'Pisces'],
    friends: ['Sun', 'Moon', 'Mars'],
    enemies: ['Mercury', 'Venus'],
  },
  Venus: {
    exalted: ['Pisces', 30],
    debilitated: 'Virgo',
    moolatrikona: ['Libra', 0, 15],
    own: ['Taurus', 'Libra'],
    friends: ['Mercury', 'Saturn'],
    enemies: ['Sun', 'Moon'],
  },
  Saturn: {
    exalted: ['Libra', 30],
    debilitated: 'Aries',
    moolatrikona: ['Aquarius', 0, 20],
    own: ['Capricorn', 'Aquarius'],
    ...SATURN_FRIENDS,
  },
  Rahu: {
    exalted: ['Taurus', 30],
    debilitated: 'Scorpio',
    moolatrikona: ['Gemini', 0, 30],
    own: ['Aquarius'],
    ...SATURN_FRIENDS,
  },
  Ketu: {
    exalted: ['Scorpio', 30],
    debilitated: 'Taurus',
    moolatrikona: ['Sagittarius', 0, 30],
    own: ['Scorpio'],
    ...SATURN_FRIENDS,
  },
};

/** Relation of a graha to its sign, given the sign and the degree within it. */
export function signRelation(graha: Graha, sign: SignName, degree: number): SignRelation {
  const d = DIGNITIES[graha];
  const [exaltedSign, exaltedTo] = d.exalted;
  if (sign === exaltedSign && degree < exaltedTo) return 'Exalted';
  if (sign === d.debilitated) return 'Debilitated';
  const [mtSign, from, to] = d.moolatrikona;
  if (sign === mtSign && degree >= from && degree < to) return 'Moolatrikona';
  if (d.own.includes(sign)) return 'Own';
  const lord = SIGN_LORDS[sign];
  if (lord === graha) return 'Own';
  if (d.friends.includes(lord)) return 'Friendly';
  if (d.enemies.includes(lord)) return 'Enemy';
  return 'Neutral';
}

export type NaturalRelation = 'Friend' | 'Neutral' | 'Enemy';

/** The natural (naisargika) relation of one of the seven grahas to another (BPHS ch. 3). */
export function naturalRelation(of: Ruler, to: Ruler): NaturalRelation {
  const d = DIGNITIES[of];
  if (d.friends.includes(to)) return 'Friend';
  if (d.enemies.includes(to)) return 'Enemy';
  return 'Neutral';
}
