import { shodashavargas } from '@kusp/contracts';
import { signIndex, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

/*
 * The sixteen divisional charts (shodashavarga) of Parashara, BPHS ch. 6 (Santhanam's translation, vol. 1).
 * Each cuts a sign into n equal parts (the trimsamsa into five unequal ones) and gives each part a sign:
 *   D1  rasi           the sign itself
 *   D2  hora           first 15° of an odd sign the Sun's hora (Leo), second the Moon's (Cancer); even signs reverse
 *   D3  drekkana       the sign, the 5th and the 9th from it
 *   D4  chaturthamsa   the sign, the 4th, the 7th and the 10th from it
 *   D7  saptamsa       odd signs count from the sign, even signs from the 7th
 *   D9  navamsa        movable signs count from the sign, fixed from the 9th, dual from the 5th
 *   D10 dasamsa        odd signs count from the sign, even signs from the 9th
 *   D12 dwadasamsa     counted from the sign
 *   D16 shodasamsa     movable signs from Aries, fixed from Leo, dual from Sagittarius
 *   D20 vimsamsa       movable signs from Aries, fixed from Sagittarius, dual from Leo
 *   D24 chaturvimsamsa odd signs from Leo, even signs from Cancer
 *   D27 saptavimsamsa  fiery signs from Aries, earthy from Cancer, airy from Libra, watery from Capricorn
 *   D30 trimsamsa      odd signs Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5° (Aries, Aquarius,
 *                      Sagittarius, Gemini, Libra); even signs the reverse (Taurus, Virgo, Pisces, Capricorn, Scorpio)
 *   D40 khavedamsa     odd signs from Aries, even signs from Libra
 *   D45 akshavedamsa   movable signs from Aries, fixed from Leo, dual from Sagittarius
 *   D60 shashtiamsa    counted from the sign
 * A part counted on through the signs also has a degree: the advance within the part scaled to 30°. The
 * hora and the trimsamsa give their parts to fixed signs, not to a count, so they define none.
 */
export const SHODASHAVARGAS = shodashavargas;
export type Varga = (typeof SHODASHAVARGAS)[number];

export const VARGA_NAMES: Record<Varga, string> = {
  D1: 'Rasi',
  D2: 'Hora',
  D3: 'Drekkana',
  D4: 'Chaturthamsa',
  D7: 'Saptamsa',
  D9: 'Navamsa',
  D10: 'Dasamsa',
  D12: 'Dwadasamsa',
  D16: 'Shodasamsa',
  D20: 'Vimsamsa',
  D24: 'Chaturvimsamsa',
  D27: 'Saptavimsamsa',
  D30: 'Trimsamsa',
  D40: 'Khavedamsa',
  D45: 'Akshavedamsa',
  D60: 'Shashtiamsa',
};

/** The six shadvarga charts the horoscope screens show, by the names the server and web read. */
export const VARGAS = ['RASI', 'HORA', 'DREKKANA', 'NAVAMSA', 'DWADASAMSA', 'TRIMSAMSA'] as const;
export type VargaName = (typeof VARGAS)[number];
const SHADVARGA_CODES: Record<VargaName, Varga> = {
  RASI: 'D1',
  HORA: 'D2',
  DREKKANA: 'D3',
  NAVAMSA: 'D9',
  DWADASAMSA: 'D12',
  TRIMSAMSA: 'D30',
};

const ARIES = 0;
const CANCER = 3;
const LEO = 4;
const LIBRA = 6;
const SAGITTARIUS = 8;
const CAPRICORN = 9;

/** The sign the first part of a sign's division starts counting from, for the counted vargas. */
type FirstPart = (sign: number) => number;
const byQuality = (movable: number, fixed: number, dual: number): FirstPart => {
  const first = [movable, fixed, dual];
  return (sign) => first[sign % 3] as number;
};
const byParity =
  (odd: (sign: number) => number, even: (sign: number) => number): FirstPart =>
  (sign) =>
    sign % 2 === 0 ? odd(sign) : even(sign);
const fromItself = (offset: number) => (sign: number) => sign + offset;
/** The navamsa of a movable sign starts from the sign itself, of a fixed one from its 9th, of a dual from its 5th. */
const NAVAMSA_START = [0, 8, 4];
/** Fiery signs count their saptavimsamsas from Aries, earthy from Cancer, airy from Libra, watery from Capricorn. */
const BY_ELEMENT = [ARIES, CANCER, LIBRA, CAPRICORN];

const COUNTED: Partial<Record<Varga, { parts: number; first: FirstPart; step?: number }>> = {
  D1: { parts: 1, first: fromItself(0) },
  D3: { parts: 3, first: fromItself(0), step: 4 },
  D4: { parts: 4, first: fromItself(0), step: 3 },
  D7: { parts: 7, first: byParity(fromItself(0), fromItself(6)) },
  D9: { parts: 9, first: (sign) => sign + (NAVAMSA_START[sign % 3] as number) },
  D10: { parts: 10, first: byParity(fromItself(0), fromItself(8)) },
  D12: { parts: 12, first: fromItself(0) },
  D16: { parts: 16, first: byQuality(ARIES, LEO, SAGITTARIUS) },
  D20: { parts: 20, first: byQuality(ARIES, SAGITTARIUS, LEO) },
  D24: {
    parts: 24,
    first: byParity(
      () => LEO,
      () => CANCER,
    ),
  },
  D27: { parts: 27, first: (sign) => BY_ELEMENT[sign % 4] as number },
  D40: {
    parts: 40,
    first: byParity(
      () => ARIES,
      () => LIBRA,
    ),
  },
  D45: { parts: 45, first: byQuality(ARIES, LEO, SAGITTARIUS) },
  D60: { parts: 60, first: fromItself(0) },
};

// Odd signs: Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5°; even signs the reverse order.
const ODD_TRIMSAMSA: readonly [number, number][] = [
  [5, 0], // Aries (Mars)
  [10, 10], // Aquarius (Saturn)
  [18, 8], // Sagittarius (Jupiter)
  [25, 2], // Gemini (Mercury)
  [30, 6], // Libra (Venus)
];
const EVEN_TRIMSAMSA: readonly [number, number][] = [
  [5, 1], // Taurus (Venus)
  [12, 5], // Virgo (Mercury)
  [20, 11], // Pisces (Jupiter)
  [25, 9], // Capricorn (Saturn)
  [30, 7], // Scorpio (Mars)
];

function trimsamsaSign(oddSign: boolean, degree: number): number {
  for (const [end, sign] of oddSign ? ODD_TRIMSAMSA : EVEN_TRIMSAMSA) {
    if (degree < end) return sign;
  }
  return oddSign ? 6 : 7;
}

/** Sign index (Aries = 0) and degree within it (null where the varga defines none) of a longitude. */
export function vargaPosition(
  varga: Varga,
  longitude: number,
): { sign: number; degree: number | null } {
  const sign = signIndex(longitude);
  const degree = longitude - sign * 30;
  // Aries, Gemini, … have even indices and are the odd (masculine) signs.
  const oddSign = sign % 2 === 0;
  if (varga === 'D2') return { sign: degree < 15 === oddSign ? LEO : CANCER, degree: null };
  if (varga === 'D30') return { sign: trimsamsaSign(oddSign, degree), degree: null };
  const rule = COUNTED[varga] as { parts: number; first: FirstPart; step?: number };
  const scaled = (degree * rule.parts) / 30;
  const part = Math.min(Math.floor(scaled), rule.parts - 1);
  return {
    sign: (rule.first(sign) + part * (rule.step ?? 1)) % 12,
    degree: (scaled - part) * 30,
  };
}

/** Sign index 0..11 occupied in one of the six shadvarga charts by a sidereal longitude. */
export function vargaSign(varga: VargaName, longitude: number): number {
  return vargaPosition(SHADVARGA_CODES[varga], longitude).sign;
}

export interface VargaPlacement {
  readonly sign: SignName;
  /** Degrees within the varga sign, [0, 30); null for the hora and the trimsamsa. */
  readonly degree: number | null;
  /** In the same sign as in the rasi chart. */
  readonly sameAsRasi: boolean;
}

export interface PointVargas {
  readonly placements: Record<Varga, VargaPlacement>;
  /** Vargottama: the same sign in the rasi and the navamsa. */
  readonly vargottama: boolean;
}

/** The sixteen placements of each point from its sidereal longitude. */
export function shodashavarga<P extends string>(
  longitudes: Record<P, number>,
): Record<P, PointVargas> {
  const result = {} as Record<P, PointVargas>;
  for (const point of Object.keys(longitudes) as P[]) {
    const longitude = longitudes[point];
    const rasi = signIndex(longitude);
    const placements = {} as Record<Varga, VargaPlacement>;
    for (const varga of SHODASHAVARGAS) {
      const { sign, degree } = vargaPosition(varga, longitude);
      placements[varga] = { sign: signName(sign), degree, sameAsRasi: sign === rasi };
    }
    result[point] = { placements, vargottama: placements.D9.sameAsRasi };
  }
  return result;
}
