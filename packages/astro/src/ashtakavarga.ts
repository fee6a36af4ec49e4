import { chartMoment } from './horoscope.ts';
import type { ChartPoint, HoroscopeInput } from './horoscope.ts';
import { signIndex } from './zodiac.ts';

/*
 * Ashtakavarga, BPHS ch. 66 (Santhanam's translation, vol. 2): each of the seven grahas and the Lagna
 * receives a bindu (benefic point) in the houses counted from each of the eight contributors (the seven
 * grahas and the Lagna) that the tables below list. The bhinnashtakavarga of a graha gives its bindus per
 * sign; their fixed totals are Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39 and
 * the Lagna's 49, whatever the chart. The sarvashtakavarga adds the seven grahas' bindus sign by sign: 337.
 *
 * The texts are read two ways in four rows. B.V. Raman ("Ashtakavarga System of Prediction") and most
 * printed tables give the Moon bindus in the 1, 3, 6, 7, 10, 11th from itself, the 2, 3, 5, 6, 9, 10, 11th
 * from Mars and the 1, 4, 7, 8, 10, 11, 12th from Jupiter, and Venus in the 3, 5, 6, 9, 11, 12th from Mars
 * ('raman', the default). P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated Approach", ch. 12) and
 * Jagannatha Hora give the Moon the 9th from itself instead of the 9th from Mars and the 2nd from Jupiter
 * instead of the 12th, and Venus the 4th from Mars instead of the 5th ('narasimha-rao'). The totals agree.
 */
export const ASHTAKAVARGA_CONTRIBUTORS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Lagna',
] as const;
export type AshtakavargaContributor = (typeof ASHTAKAVARGA_CONTRIBUTORS)[number];
/** The seven grahas with a bhinnashtakavarga of their own; the Lagna has one too. */
export type AshtakavargaOwner = AshtakavargaContributor;

export type AshtakavargaReading = 'raman' | 'narasimha-rao';

type Table = Record<AshtakavargaContributor, readonly number[]>;

const TABLES: Record<AshtakavargaOwner, Table> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 10, 11],
    Mars: [2, 3, 5, 6, 9, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 4, 7, 8, 10, 11, 12],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Lagna: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 5, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Lagna: [1, 3, 4, 6, 10, 11],
  },
  Lagna: {
    Sun: [3, 4, 6, 10, 11, 12],
    Moon: [3, 6, 10, 11, 12],
    Mars: [1, 3, 6, 10, 11],
    Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9],
    Saturn: [1, 3, 4, 6, 10, 11],
    Lagna: [3, 6, 10, 11],
  },
};

const NARASIMHA_RAO: Partial<Record<AshtakavargaOwner, Partial<Table>>> = {
  Moon: {
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
  },
  Venus: { Mars: [3, 4, 6, 9, 11, 12] },
};

/** The houses, counted from a contributor, where it gives the owner a bindu. */
export function binduHouses(
  owner: AshtakavargaOwner,
  contributor: AshtakavargaContributor,
  reading: AshtakavargaReading = 'raman',
): readonly number[] {
  const variant = reading === 'narasimha-rao' ? NARASIMHA_RAO[owner]?.[contributor] : undefined;
  return variant ?? TABLES[owner][contributor];
}

export interface Bhinnashtakavarga {
  /** Bindus in each sign, Aries first. */
  readonly bindus: readonly number[];
  readonly total: number;
  /** Per contributor, the signs (Aries = 0) it gave a bindu to (the prastara rows). */
  readonly contributions: Record<AshtakavargaContributor, readonly number[]>;
}

export interface Ashtakavarga {
  readonly reading: AshtakavargaReading;
  readonly bhinna: Record<AshtakavargaOwner, Bhinnashtakavarga>;
  /** Sarvashtakavarga: the seven grahas' bindus added sign by sign (the Lagna's left out), Aries first. */
  readonly sarva: readonly number[];
  readonly sarvaTotal: number;
}

/** Ashtakavarga from the sign (Aries = 0) of each graha and of the Lagna. */
export function ashtakavarga(
  signs: Record<AshtakavargaContributor, number>,
  reading: AshtakavargaReading = 'raman',
): Ashtakavarga {
  const bhinna = {} as Record<AshtakavargaOwner, Bhinnashtakavarga>;
  const sarva = new Array<number>(12).fill(0);
  for (const owner of ASHTAKAVARGA_CONTRIBUTORS) {
    const bindus = new Array<number>(12).fill(0);
    const contributions = {} as Record<AshtakavargaContributor, number[]>;
    for (const contributor of ASHTAKAVARGA_CONTRIBUTORS) {
      const from = signs[contributor];
      contributions[contributor] = binduHouses(owner, contributor, reading).map(
        (house) => (from + house - 1) % 12,
      );
      for (const sign of contributions[contributor]) bindus[sign] = (bindus[sign] as number) + 1;
    }
    if (owner !== 'Lagna') bindus.forEach((b, s) => (sarva[s] = (sarva[s] as number) + b));
    bhinna[owner] = { bindus, total: bindus.reduce((a, b) => a + b, 0), contributions };
  }
  return { reading, bhinna, sarva, sarvaTotal: sarva.reduce((a, b) => a + b, 0) };
}

/** Ashtakavarga of a chart from the sidereal longitudes of its points. */
export function ashtakavargaOfChart(
  longitudes: Record<ChartPoint, number>,
  reading: AshtakavargaReading = 'raman',
): Ashtakavarga {
  const signs = {} as Record<AshtakavargaContributor, number>;
  for (const contributor of ASHTAKAVARGA_CONTRIBUTORS) {
    signs[contributor] = signIndex(longitudes[contributor === 'Lagna' ? 'Ascendant' : contributor]);
  }
  return ashtakavarga(signs, reading);
}

/** Ashtakavarga of a birth. */
export function computeAshtakavarga(
  input: HoroscopeInput,
  reading: AshtakavargaReading = 'raman',
): Ashtakavarga {
  return ashtakavargaOfChart(chartMoment(input).longitudes, reading);
}
