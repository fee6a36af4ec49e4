import { signIndex } from './zodiac.ts';

/*
 * The six shadvarga divisional charts by Parashara's rules (BPHS ch. 6). Each maps a sidereal
 * longitude to the sign index (Aries = 0) the point occupies in that chart.
 */
export const VARGAS = ['RASI', 'HORA', 'DREKKANA', 'NAVAMSA', 'DWADASAMSA', 'TRIMSAMSA'] as const;
export type VargaName = (typeof VARGAS)[number];

const CANCER = 3;
const LEO = 4;

/** Sign index 0..11 occupied in a varga by a sidereal longitude (degrees, 0 ≤ λ < 360). */
export function vargaSign(varga: VargaName, longitude: number): number {
  const sign = signIndex(longitude);
  const degree = longitude - sign * 30;
  // Aries, Gemini, … have even indices and are the odd (masculine) signs.
  const oddSign = sign % 2 === 0;
  switch (varga) {
    case 'RASI':
      return sign;
    case 'HORA':
      // First half of an odd sign is the Sun's hora (Leo), of an even sign the Moon's (Cancer).
      return degree < 15 === oddSign ? LEO : CANCER;
    case 'DREKKANA':
      // Thirds go to the sign itself, the 5th and the 9th from it.
      return (sign + 4 * Math.floor(degree / 10)) % 12;
    case 'NAVAMSA':
      // Ninths of 3°20′ counted on from Aries without break: movable signs start from themselves,
      // fixed signs from the 9th, dual signs from the 5th.
      return Math.floor((longitude * 9) / 30) % 12;
    case 'DWADASAMSA':
      // Twelfths of 2°30′ counted from the sign itself.
      return (sign + Math.floor(degree / 2.5)) % 12;
    case 'TRIMSAMSA':
      return trimsamsaSign(oddSign, degree);
  }
}

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
