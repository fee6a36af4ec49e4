import { naturalRelation } from './dignity.ts';
import type { NaturalRelation } from './dignity.ts';
import type { Graha } from './ephemeris/index.ts';
import { GRAHAS } from './ephemeris/index.ts';
import { chartMoment } from './horoscope.ts';
import type { ChartPoint, HoroscopeInput } from './horoscope.ts';
import { aspectedHouses } from './houses.ts';
import { signIndex, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

/*
 * Aspects and planetary relationships of a chart given by the sign (Aries = 0) of each graha and the Lagna.
 *
 * Graha drishti (BPHS ch. 26): every graha aspects the 7th sign from itself with full sight; Mars also the
 * 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th (houses.ts); the nodes are given none.
 * Rasi drishti (Jaimini Upadesa Sutras 1.1.2–4; BPHS ch. 8): a movable sign aspects the three fixed signs
 * but the one next to it, a fixed sign the three movable signs but the one next to it, a dual sign the
 * other three dual signs; a graha aspects what its sign aspects.
 */
export interface Aspect {
  readonly signs: readonly SignName[];
  /** Houses counted from the Lagna, 1..12. */
  readonly houses: readonly number[];
  readonly grahas: readonly Graha[];
}

export type ChartSigns = Record<Graha | 'Lagna', number>;

function aspectOf(targetSigns: readonly number[], chart: ChartSigns, self: Graha): Aspect {
  const lagna = chart.Lagna;
  return {
    signs: targetSigns.map((s) => signName(s)),
    houses: targetSigns.map((s) => ((s - lagna + 12) % 12) + 1),
    grahas: GRAHAS.filter((g) => g !== self && targetSigns.includes(chart[g])),
  };
}

/** The signs a sign aspects by rasi (Jaimini) drishti, in zodiacal order from it. */
export function rasiAspectedSigns(sign: number): number[] {
  const quality = sign % 3; // 0 movable, 1 fixed, 2 dual
  const aspected: number[] = [];
  for (let k = 1; k < 12; k++) {
    const other = (sign + k) % 12;
    const otherQuality = other % 3;
    if (quality === 2 ? otherQuality === 2 : otherQuality === 1 - quality && k !== 1 && k !== 11) {
      aspected.push(other);
    }
  }
  return aspected;
}

/** Graha drishti of each graha: the signs, houses and grahas it aspects with full sight. */
export function grahaDrishti(chart: ChartSigns): Record<Graha, Aspect> {
  const result = {} as Record<Graha, Aspect>;
  for (const graha of GRAHAS) {
    const targets = aspectedHouses(graha, 1).map((h) => (chart[graha] + h - 1) % 12);
    result[graha] = aspectOf(targets, chart, graha);
  }
  return result;
}

/** Rasi drishti of each graha: the signs its sign aspects, with the houses and grahas in them. */
export function rasiDrishti(chart: ChartSigns): Record<Graha, Aspect> {
  const result = {} as Record<Graha, Aspect>;
  for (const graha of GRAHAS)
    result[graha] = aspectOf(rasiAspectedSigns(chart[graha]), chart, graha);
  return result;
}

/*
 * Planetary relationships (BPHS ch. 3): the natural (naisargika) ones of dignity.ts; the temporary
 * (tatkalika) ones of a chart — a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th from another is its
 * temporary friend, anywhere else its temporary enemy —; and the compound (panchadha) relationship that
 * adds them: friend and friend a great friend, friend and enemy neutral, neutral and friend a friend,
 * neutral and enemy an enemy, enemy and enemy a great enemy. The seven grahas only, as in the text.
 */
export type SevenGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const SEVEN_GRAHAS: readonly SevenGraha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];
export type TemporaryRelation = 'Friend' | 'Enemy';
export type CompoundRelation = 'Great friend' | 'Friend' | 'Neutral' | 'Enemy' | 'Great enemy';

const TEMPORARY_FRIEND_HOUSES = [2, 3, 4, 10, 11, 12];

export function temporaryRelation(chart: ChartSigns, of: Graha, to: Graha): TemporaryRelation {
  const house = ((chart[to] - chart[of] + 12) % 12) + 1;
  return TEMPORARY_FRIEND_HOUSES.includes(house) ? 'Friend' : 'Enemy';
}

const COMPOUND: Record<NaturalRelation, Record<TemporaryRelation, CompoundRelation>> = {
  Friend: { Friend: 'Great friend', Enemy: 'Neutral' },
  Neutral: { Friend: 'Friend', Enemy: 'Enemy' },
  Enemy: { Friend: 'Neutral', Enemy: 'Great enemy' },
};

export interface Relationship {
  readonly natural: NaturalRelation;
  readonly temporary: TemporaryRelation;
  readonly compound: CompoundRelation;
}

/** How each of the seven grahas regards each of the others in a chart. */
export function relationships(
  chart: ChartSigns,
): Record<SevenGraha, Partial<Record<SevenGraha, Relationship>>> {
  const result = {} as Record<SevenGraha, Partial<Record<SevenGraha, Relationship>>>;
  for (const of of SEVEN_GRAHAS) {
    result[of] = {};
    for (const to of SEVEN_GRAHAS) {
      if (to === of) continue;
      const natural = naturalRelation(of, to);
      const temporary = temporaryRelation(chart, of, to);
      result[of][to] = { natural, temporary, compound: COMPOUND[natural][temporary] };
    }
  }
  return result;
}

/** The signs of a chart's grahas and Lagna, and the grahas' degrees within their signs. */
export function chartSigns(longitudes: Record<ChartPoint, number>): {
  chart: ChartSigns;
  degrees: Record<Graha, number>;
} {
  const chart = { Lagna: signIndex(longitudes.Ascendant) } as ChartSigns;
  const degrees = {} as Record<Graha, number>;
  for (const graha of GRAHAS) {
    chart[graha] = signIndex(longitudes[graha]);
    degrees[graha] = longitudes[graha] - chart[graha] * 30;
  }
  return { chart, degrees };
}

export interface Drishti {
  readonly graha: Record<Graha, Aspect>;
  readonly rasi: Record<Graha, Aspect>;
  readonly relationships: Record<SevenGraha, Partial<Record<SevenGraha, Relationship>>>;
}

/** Graha and rasi drishti and the planetary relationships of a birth. */
export function computeDrishti(input: HoroscopeInput): Drishti {
  const { chart } = chartSigns(chartMoment(input).longitudes);
  return {
    graha: grahaDrishti(chart),
    rasi: rasiDrishti(chart),
    relationships: relationships(chart),
  };
}
