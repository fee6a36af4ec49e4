import type { Graha } from './ephemeris/index.ts';
import { formatIsoTime, formatOffset } from './time.ts';
import { NAKSHATRA_SPAN } from './zodiac.ts';

/*
 * Vimshottari dasa (BPHS ch. 46): the Moon's nakshatra gives the first mahadasha lord, and the unelapsed
 * part of the nakshatra the balance of that dasa at birth. Every period divides into nine sub-periods in
 * the same order, starting with its own lord, each in proportion to its lord's years out of 120.
 */
export const DASA_ORDER = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
] as const satisfies readonly Graha[];

const DASA_YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];

/** Year lengths in use for dasas; the default is the sidereal year, as in Jagannatha Hora. */
export const DASA_YEAR_DAYS = {
  sidereal: 365.256364,
  julian: 365.25,
  savana: 360,
  gregorian: 365.2425,
} as const;
export type DasaYearDays = (typeof DASA_YEAR_DAYS)[keyof typeof DASA_YEAR_DAYS];

export interface DasaPeriod {
  readonly id: number;
  readonly parentId: number | null;
  /** 1 mahadasha, 2 antardasha, 3 pratyantardasha. */
  readonly level: 1 | 2 | 3;
  readonly planetName: Graha;
  readonly startingTime: string;
  readonly endingTime: string;
}

const MS_PER_DAY = 86_400_000;

/** Starts of the nine sub-periods of [start, end) ruled from `lord`, followed by `end`. */
function subdivide(start: number, end: number, lord: number, into: number[]): void {
  let cumulative = 0;
  for (let k = 0; k < 9; k++) {
    into.push(start + ((end - start) * cumulative) / 120);
    cumulative += DASA_YEARS[(lord + k) % 9] as number;
  }
}

/**
 * Mahadashas from the one running at birth (its true start, before birth) until 120 dasa years after
 * birth are covered, each with its antardashas and pratyantardashas, flattened depth first.
 */
export function vimshottariDasa(
  moonLongitude: number,
  birthMs: number,
  offsetMinutes: number,
  yearDays: DasaYearDays = DASA_YEAR_DAYS.sidereal,
): DasaPeriod[] {
  const yearMs = yearDays * MS_PER_DAY;
  const nakshatra = Math.floor(moonLongitude / NAKSHATRA_SPAN);
  const firstLord = nakshatra % 9;
  const elapsed = moonLongitude / NAKSHATRA_SPAN - nakshatra;
  const horizon = birthMs + 120 * yearMs;

  const mdStarts = [birthMs - elapsed * (DASA_YEARS[firstLord] as number) * yearMs];
  for (let j = 0; (mdStarts[j] as number) < horizon; j++) {
    mdStarts.push((mdStarts[j] as number) + (DASA_YEARS[(firstLord + j) % 9] as number) * yearMs);
  }
  const mdCount = mdStarts.length - 1;

  // All pratyantardasha boundaries in time order; the coarser periods start and end on the same instants.
  const boundaries: number[] = [];
  const adStarts: number[] = [];
  for (let j = 0; j < mdCount; j++) {
    adStarts.length = 0;
    const mdEnd = mdStarts[j + 1] as number;
    subdivide(mdStarts[j] as number, mdEnd, (firstLord + j) % 9, adStarts);
    adStarts.push(mdEnd);
    for (let k = 0; k < 9; k++) {
      subdivide(
        adStarts[k] as number,
        adStarts[k + 1] as number,
        (firstLord + j + k) % 9,
        boundaries,
      );
    }
  }
  boundaries.push(mdStarts[mdCount] as number);

  const offsetText = formatOffset(offsetMinutes);
  const times = boundaries.map((ms) => formatIsoTime(ms, offsetMinutes, offsetText));
  const at = (i: number) => times[i] as string;
  const periods: DasaPeriod[] = [];
  let id = 0;
  for (let j = 0; j < mdCount; j++) {
    const mdLord = (firstLord + j) % 9;
    const mdId = ++id;
    periods.push({
      id: mdId,
      parentId: null,
      level: 1,
      planetName: DASA_ORDER[mdLord] as Graha,
      startingTime: at(j * 81),
      endingTime: at(j * 81 + 81),
    });
    for (let k = 0; k < 9; k++) {
      const adLord = (mdLord + k) % 9;
      const adId = ++id;
      const base = j * 81 + k * 9;
      periods.push({
        id: adId,
        parentId: mdId,
        level: 2,
        planetName: DASA_ORDER[adLord] as Graha,
        startingTime: at(base),
        endingTime: at(base + 9),
      });
      for (let p = 0; p < 9; p++) {
        periods.push({
          id: ++id,
          parentId: adId,
          level: 3,
          planetName: DASA_ORDER[(adLord + p) % 9] as Graha,
          startingTime: at(base + p),
          endingTime: at(base + p + 1),
        });
      }
    }
  }
  return periods;
}
