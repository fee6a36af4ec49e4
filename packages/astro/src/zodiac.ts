import { zodiacSigns, type ZodiacSign } from '@kusp/contracts';

/** The twelve signs, the 27 nakshatras and their lords, in the product's words. */

export const SIGNS = zodiacSigns;
export type SignName = ZodiacSign;

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type NakshatraName = (typeof NAKSHATRAS)[number];

/** Each nakshatra spans 13°20′, each pada a quarter of it. */
export const NAKSHATRA_SPAN = 40 / 3;

/** Sign index 0..11 (Aries = 0) of a sidereal longitude. */
export function signIndex(longitude: number): number {
  return Math.floor(longitude / 30) % 12;
}

export function signName(index: number): SignName {
  return SIGNS[((index % 12) + 12) % 12] as SignName;
}

export function nakshatraOf(longitude: number): {
  index: number;
  name: NakshatraName;
  pada: number;
} {
  const index = Math.floor(longitude / NAKSHATRA_SPAN) % 27;
  const pada = Math.min(Math.floor(((longitude % NAKSHATRA_SPAN) / NAKSHATRA_SPAN) * 4), 3) + 1;
  return { index, name: NAKSHATRAS[index] as NakshatraName, pada };
}
