import { computeTransits, parseUtcOffset, SIGNS, type SignName } from '@kusp/astro';
import { monthNames, type DasaPeriodData, type HoroscopeData } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { chartOf } from '../horoscopes/chart.ts';
import { listProfiles, type ProfileRow } from '../horoscopes/repository.ts';

const ordinals = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
] as const;

/**
 * What the demo astrologer reads in a demo person's chart, taken from the engine's own cast of
 * their horoscope and its transit search, so the seeded chats and answers say what the chart
 * screens (planets, dasa periods, transit table) show.
 */
export interface DemoReading {
  mahadasha: string;
  /** The year the mahadasha ends. */
  mahadashaEnds: number;
  antardasha: string;
  /** 'March 2027': the month the antardasha ends. */
  antardashaEnds: string;
  /** The antardasha that follows (of the same or the next mahadasha). */
  nextAntardasha: string;
  /** 'seventh'. */
  rahuHouse: string;
  /** The planets in the tenth house, the house of career (may be none). */
  inTenthHouse: string[];
  /** The rising sign. */
  ascendant: SignName;
  /** Saturn's transit: its sign now, that sign's house counted from the ascendant ('fourth'). */
  saturn: {
    sign: SignName;
    house: string;
    houseNumber: number;
    retrograde: boolean;
    leavesIn: string;
  };
}

/** The transit table's time zone for the demo: India's, where the demo people live. */
export const DEMO_TRANSIT_OFFSET = '+05:30';

/** Saturn's sign, retrograde flag and next change of sign at `at`, from the engine. */
export function saturnTransitAt(at: Date) {
  const local = new Date(at.getTime() + parseUtcOffset(DEMO_TRANSIT_OFFSET) * 60_000);
  const { transitData } = computeTransits({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    utcOffset: DEMO_TRANSIT_OFFSET,
  });
  return transitData.find((t) => t.planetName === 'Saturn')!;
}

/** The house (1–12) a sign is, counted from the rising sign (whole signs). */
export const houseFrom = (ascendant: SignName, sign: SignName) =>
  ((SIGNS.indexOf(sign) - SIGNS.indexOf(ascendant) + 12) % 12) + 1;

const monthOf = (iso: string) => `${monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The period of this level running at `at` (the periods' own offsets make them comparable). */
function runningAt(periods: DasaPeriodData[], at: Date) {
  const index = periods.findIndex(
    (p) => Date.parse(p.startingTime) <= at.getTime() && at.getTime() < Date.parse(p.endingTime),
  );
  return index < 0 ? undefined : { period: periods[index]!, next: periods[index + 1] };
}

export function readChart(chart: HoroscopeData, at: Date): DemoReading | undefined {
  const dasas = chart.vimshottariDasaDetails.dasaData;
  const maha = runningAt(
    dasas.filter((p) => p.level === 1),
    at,
  );
  const antar = runningAt(
    dasas.filter((p) => p.level === 2),
    at,
  );
  if (!maha || !antar?.next) return undefined;
  const placements = Object.entries(chart.planetDetails);
  const ascendant = chart.planetDetails.Ascendant.zodiacSignOccupiedByPlanet as SignName;
  const saturn = saturnTransitAt(at);
  const saturnHouse = houseFrom(ascendant, saturn.fromZodiac);
  return {
    mahadasha: maha.period.planetName,
    mahadashaEnds: Number(maha.period.endingTime.slice(0, 4)),
    antardasha: antar.period.planetName,
    antardashaEnds: monthOf(antar.period.endingTime),
    nextAntardasha: antar.next.planetName,
    rahuHouse: ordinals[chart.planetDetails.Rahu.house - 1]!,
    inTenthHouse: placements.filter(([, p]) => p.house === 10).map(([name]) => name),
    ascendant,
    saturn: {
      sign: saturn.fromZodiac,
      house: ordinals[saturnHouse - 1]!,
      houseNumber: saturnHouse,
      retrograde: saturn.isRetrograde,
      leavesIn: monthOf(saturn.transitTime),
    },
  };
}

/** The reading of one horoscope profile at `at`. */
export async function readingOf(db: Db, profile: ProfileRow, at: Date) {
  return readChart(await chartOf(db, profile), at);
}

/** The reading of this customer's SELF horoscope at `at`; none without one. */
export async function demoReading(
  db: Db,
  customerId: string,
  at: Date,
): Promise<DemoReading | undefined> {
  const [self] = await listProfiles(db, customerId, 'SELF');
  return self && readingOf(db, self, at);
}
