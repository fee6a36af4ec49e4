import { monthNames, type DasaPeriodData, type HoroscopeData } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { chartOf } from '../horoscopes/chart.ts';
import { listProfiles } from '../horoscopes/repository.ts';

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
 * What the demo astrologer reads in the demo customer's chart, taken from the engine's own cast of
 * their SELF horoscope, so the seeded chat and answer say what the chart screens show.
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
}

const monthOf = (iso: string) => `${monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The period of this level running at `at` (the periods' own offsets make them comparable). */
function runningAt(periods: DasaPeriodData[], at: Date) {
  const index = periods.findIndex(
    (p) => Date.parse(p.startingTime) <= at.getTime() && at.getTime() < Date.parse(p.endingTime),
  );
  return index < 0 ? undefined : { period: periods[index]!, next: periods[index + 1] };
}

function readChart(chart: HoroscopeData, at: Date): DemoReading | undefined {
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
  return {
    mahadasha: maha.period.planetName,
    mahadashaEnds: Number(maha.period.endingTime.slice(0, 4)),
    antardasha: antar.period.planetName,
    antardashaEnds: monthOf(antar.period.endingTime),
    nextAntardasha: antar.next.planetName,
    rahuHouse: ordinals[chart.planetDetails.Rahu.house - 1]!,
    inTenthHouse: placements.filter(([, p]) => p.house === 10).map(([name]) => name),
  };
}

/** The reading of this customer's SELF horoscope at `at`; none without one. */
export async function demoReading(
  db: Db,
  customerId: string,
  at: Date,
): Promise<DemoReading | undefined> {
  const [self] = await listProfiles(db, customerId, 'SELF');
  return self && readChart(await chartOf(db, self), at);
}
