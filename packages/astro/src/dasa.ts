import type { Graha } from './ephemeris/index.ts';
import { parseUtcOffset } from './input.ts';
import { formatIsoTime } from './time.ts';
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

/** Writes the starts of the nine sub-periods of [start, end) ruled from `lord` into `into` from `at`. */
function subdivide(start: number, end: number, lord: number, into: Float64Array, at: number): void {
  let cumulative = 0;
  for (let k = 0; k < 9; k++) {
    into[at + k] = start + ((end - start) * cumulative) / 120;
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
  const boundaries = new Float64Array(mdCount * 81 + 1);
  const adStarts = new Float64Array(10);
  for (let j = 0; j < mdCount; j++) {
    const mdEnd = mdStarts[j + 1] as number;
    subdivide(mdStarts[j] as number, mdEnd, (firstLord + j) % 9, adStarts, 0);
    adStarts[9] = mdEnd;
    for (let k = 0; k < 9; k++) {
      subdivide(
        adStarts[k] as number,
        adStarts[k + 1] as number,
        (firstLord + j + k) % 9,
        boundaries,
        j * 81 + k * 9,
      );
    }
  }
  boundaries[mdCount * 81] = mdStarts[mdCount] as number;

  const times = new Array<string>(boundaries.length);
  for (let i = 0; i < boundaries.length; i++) {
    times[i] = formatIsoTime(boundaries[i] as number, offsetMinutes);
  }
  const periods = new Array<DasaPeriod>(mdCount * 91);
  let id = 0;
  for (let j = 0; j < mdCount; j++) {
    const mdLord = (firstLord + j) % 9;
    const mdId = ++id;
    periods[mdId - 1] = {
      id: mdId,
      parentId: null,
      level: 1,
      planetName: DASA_ORDER[mdLord] as Graha,
      startingTime: times[j * 81] as string,
      endingTime: times[j * 81 + 81] as string,
    };
    for (let k = 0; k < 9; k++) {
      const adLord = (mdLord + k) % 9;
      const adId = ++id;
      const base = j * 81 + k * 9;
      periods[adId - 1] = {
        id: adId,
        parentId: mdId,
        level: 2,
        planetName: DASA_ORDER[adLord] as Graha,
        startingTime: times[base] as string,
        endingTime: times[base + 9] as string,
      };
      for (let p = 0; p < 9; p++) {
        periods[id] = {
          id: ++id,
          parentId: adId,
          level: 3,
          planetName: DASA_ORDER[(adLord + p) % 9] as Graha,
          startingTime: times[base + p] as string,
          endingTime: times[base + p + 1] as string,
        };
      }
    }
  }
  return periods;
}

/*
 * Three systems to five levels (mahadasha, antardasha, pratyantardasha, sookshma, prana), BPHS ch. 46–47:
 * every period divides into as many sub-periods as the system has lords, in the system's order starting
 * with its own lord, each in proportion to its lord's years.
 * - Vimshottari: 120 years, from the lord of the Moon's nakshatra (above).
 * - Yogini: 36 years among eight yoginis — Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari
 *   (Mars) 4, Bhadrika (Mercury) 5, Ulka (Saturn) 6, Siddha (Venus) 7, Sankata (Rahu) 8 —, the first being
 *   the (n + 3)th counted from Mangala for the Moon's nakshatra n (Ashwini = 1), with the nakshatra's
 *   unelapsed part as balance; the cycle repeats.
 * - Ashtottari: 108 years — Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 —,
 *   each lord ruling a group of nakshatras from Ardra (Sun: Ardra–Ashlesha, Moon: Magha–Uttara Phalguni,
 *   Mars: Hasta–Vishakha, Mercury: Anuradha–Mula, Saturn: Purva Ashadha–Shravana, Jupiter:
 *   Dhanishta–Purva Bhadrapada, Rahu: Uttara Bhadrapada–Bharani, Venus: Krittika–Mrigashira); the balance
 *   is the unelapsed part of the whole group. This is the 27-nakshatra reckoning of Jagannatha Hora and
 *   P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated Approach", ch. 17), which leaves Abhijit out.
 */
export const DASA_SYSTEMS = ['vimshottari', 'yogini', 'ashtottari'] as const;
export type DasaSystem = (typeof DASA_SYSTEMS)[number];

export const YOGINIS = [
  'Mangala',
  'Pingala',
  'Dhanya',
  'Bhramari',
  'Bhadrika',
  'Ulka',
  'Siddha',
  'Sankata',
] as const;
export type YoginiName = (typeof YOGINIS)[number];

export const DASA_LEVELS = [
  'Mahadasha',
  'Antardasha',
  'Pratyantardasha',
  'Sookshma',
  'Prana',
] as const;
export type DasaLevel = 1 | 2 | 3 | 4 | 5;

interface System {
  readonly lords: readonly Graha[];
  readonly years: readonly number[];
  readonly total: number;
  /** The first lord (index) and the part of its period already run at birth. */
  readonly start: (moonLongitude: number) => { index: number; elapsed: number };
}

const nakshatraAt = (moonLongitude: number) => {
  const index = Math.floor(moonLongitude / NAKSHATRA_SPAN);
  return { index, elapsed: moonLongitude / NAKSHATRA_SPAN - index };
};

// Ashtottari groups: the first nakshatra (0-based) and the number of nakshatras of each lord, in order.
const ASHTOTTARI_GROUPS = [
  [5, 4],
  [9, 3],
  [12, 4],
  [16, 3],
  [19, 3],
  [22, 3],
  [25, 4],
  [2, 3],
] as const;

const SYSTEMS: Record<DasaSystem, System> = {
  vimshottari: {
    lords: DASA_ORDER,
    years: DASA_YEARS,
    total: 120,
    start: (moon) => {
      const { index, elapsed } = nakshatraAt(moon);
      return { index: index % 9, elapsed };
    },
  },
  yogini: {
    lords: ['Moon', 'Sun', 'Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu'],
    years: [1, 2, 3, 4, 5, 6, 7, 8],
    total: 36,
    start: (moon) => {
      const { index, elapsed } = nakshatraAt(moon);
      return { index: (index + 3) % 8, elapsed };
    },
  },
  ashtottari: {
    lords: ['Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Jupiter', 'Rahu', 'Venus'],
    years: [6, 15, 8, 17, 10, 19, 12, 21],
    total: 108,
    start: (moon) => {
      const nakshatra = Math.floor(moon / NAKSHATRA_SPAN);
      const index = ASHTOTTARI_GROUPS.findIndex(
        ([first, count]) => (nakshatra - first + 27) % 27 < count,
      );
      const [first, count] = ASHTOTTARI_GROUPS[index] as readonly [number, number];
      const into = (moon - first * NAKSHATRA_SPAN + 360) % 360;
      return { index, elapsed: into / (count * NAKSHATRA_SPAN) };
    },
  },
};

/** One period of a dasa system at any level, with its local ISO times and epoch milliseconds. */
export interface DasaSpan {
  readonly system: DasaSystem;
  readonly level: DasaLevel;
  readonly lord: Graha;
  /** The yogini ruling the period (Yogini dasa only). */
  readonly yogini?: YoginiName;
  readonly start: string;
  readonly end: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** The birth a dasa is reckoned from. */
export interface DasaBirth {
  /** The Moon's sidereal longitude at birth, degrees. */
  readonly moonLongitude: number;
  readonly birthMs: number;
  readonly offsetMinutes: number;
  readonly yearDays?: DasaYearDays;
}

function span(
  system: DasaSystem,
  level: DasaLevel,
  index: number,
  startMs: number,
  endMs: number,
  offsetMinutes: number,
): DasaSpan {
  const lord = SYSTEMS[system].lords[index] as Graha;
  return {
    system,
    level,
    lord,
    ...(system === 'yogini' ? { yogini: YOGINIS[index] as YoginiName } : {}),
    start: formatIsoTime(startMs, offsetMinutes),
    end: formatIsoTime(endMs, offsetMinutes),
    startMs,
    endMs,
  };
}

/**
 * The mahadashas of a system from the one running at birth (its true start, before birth) until
 * `coverYears` dasa years after birth are covered (120 by default; the Yogini cycle repeats).
 */
export function mahadashas(system: DasaSystem, birth: DasaBirth, coverYears = 120): DasaSpan[] {
  const s = SYSTEMS[system];
  const yearMs = (birth.yearDays ?? DASA_YEAR_DAYS.sidereal) * MS_PER_DAY;
  const first = s.start(birth.moonLongitude);
  let start = birth.birthMs - first.elapsed * (s.years[first.index] as number) * yearMs;
  const horizon = birth.birthMs + coverYears * yearMs;
  const periods: DasaSpan[] = [];
  for (let k = 0; start < horizon; k++) {
    const index = (first.index + k) % s.lords.length;
    const end = start + (s.years[index] as number) * yearMs;
    periods.push(span(system, 1, index, start, end, birth.offsetMinutes));
    start = end;
  }
  return periods;
}

/** The sub-periods of any period above the fifth level, in order from its own lord. */
export function subPeriods(period: DasaSpan, offsetMinutes: number): DasaSpan[] {
  if (period.level >= 5) return [];
  const s = SYSTEMS[period.system];
  const first =
    period.system === 'yogini'
      ? YOGINIS.indexOf(period.yogini as YoginiName)
      : s.lords.indexOf(period.lord);
  const length = period.endMs - period.startMs;
  const result: DasaSpan[] = [];
  let start = period.startMs;
  for (let k = 0; k < s.lords.length; k++) {
    const index = (first + k) % s.lords.length;
    const end =
      k === s.lords.length - 1
        ? period.endMs
        : start + (length * (s.years[index] as number)) / s.total;
    result.push(
      span(period.system, (period.level + 1) as DasaLevel, index, start, end, offsetMinutes),
    );
    start = end;
  }
  return result;
}

/**
 * The sub-periods of a Vimshottari period as a chart carries it (its lord, level and local ISO
 * times), at the offset of those times: the screens open a pratyantardasha down to the prana with
 * it (the charts hold three levels; five would be 66,000 periods).
 */
export function vimshottariSubPeriods(period: {
  level: number;
  lord: string;
  start: string;
  end: string;
}): DasaSpan[] {
  const offsetMinutes = parseUtcOffset(period.start.slice(-6));
  return subPeriods(
    {
      system: 'vimshottari',
      level: period.level as DasaLevel,
      lord: period.lord as Graha,
      start: period.start,
      end: period.end,
      startMs: Date.parse(period.start),
      endMs: Date.parse(period.end),
    },
    offsetMinutes,
  );
}

/** The chain of periods running at a moment, from the mahadasha down to `depth` levels (5 at most). */
export function runningPeriods(
  system: DasaSystem,
  birth: DasaBirth,
  atMs: number,
  depth: DasaLevel = 5,
): DasaSpan[] {
  const years = Math.max(120, (atMs - birth.birthMs) / MS_PER_DAY / 365 + 1);
  let level = mahadashas(system, birth, years);
  const chain: DasaSpan[] = [];
  for (let d = 1; d <= depth; d++) {
    const running = level.find((p) => p.startMs <= atMs && atMs < p.endMs);
    if (!running) return [];
    chain.push(running);
    level = subPeriods(running, birth.offsetMinutes);
  }
  return chain;
}

export interface DasaTreeNode extends DasaSpan {
  readonly subPeriods?: readonly DasaTreeNode[];
}

/** The mahadashas of a system with their sub-periods nested `depth` levels deep (2 = with antardashas). */
export function dasaTree(
  system: DasaSystem,
  birth: DasaBirth,
  depth: DasaLevel = 2,
): DasaTreeNode[] {
  const grow = (period: DasaSpan): DasaTreeNode =>
    period.level >= depth
      ? period
      : { ...period, subPeriods: subPeriods(period, birth.offsetMinutes).map(grow) };
  return mahadashas(system, birth).map(grow);
}
