import type { DasaPeriod } from './dasa.ts';
import { SIGN_LORDS } from './dignity.ts';
import type { Graha } from './ephemeris/index.ts';
import { SIGNS, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

/** The graha ruling each sign; Rahu and Ketu rule none. */
export { SIGN_LORDS };
export type SignLord = (typeof SIGN_LORDS)[SignName];

/** The sign on a whole-sign house (1..12) counted from the Lagna's sign. */
export function houseSign(lagna: SignName, house: number): SignName {
  return signName(SIGNS.indexOf(lagna) + house - 1);
}

/** The lord of a whole-sign house counted from the Lagna's sign. */
export function houseLord(lagna: SignName, house: number): SignLord {
  return SIGN_LORDS[houseSign(lagna, house)];
}

/*
 * Full graha drishti (BPHS ch. 26): every graha aspects the 7th house from itself; Mars also the 4th
 * and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. The nodes' aspects are disputed among the
 * commentators, so Rahu and Ketu are given none.
 */
const ASPECT_DISTANCES: Record<Graha, readonly number[]> = {
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [],
  Ketu: [],
};

/** The houses a graha in `fromHouse` aspects with full sight, in counting order. */
export function aspectedHouses(graha: Graha, fromHouse: number): number[] {
  return ASPECT_DISTANCES[graha].map((distance) => ((fromHouse + distance - 2) % 12) + 1);
}

/**
 * The mahadasha, antardasha and pratyantardasha running at `atMs` (epoch milliseconds), or null
 * when the moment is outside the listed periods.
 */
export function runningDasa(
  periods: readonly DasaPeriod[],
  atMs: number,
): [DasaPeriod, DasaPeriod, DasaPeriod] | null {
  const running = (level: 1 | 2 | 3, parentId: number | null) =>
    periods.find(
      (p) =>
        p.level === level &&
        (level === 1 || p.parentId === parentId) &&
        Date.parse(p.startingTime) <= atMs &&
        atMs < Date.parse(p.endingTime),
    );
  const maha = running(1, null);
  const antar = maha && running(2, maha.id);
  const pratyantar = antar && running(3, antar.id);
  return maha && antar && pratyantar ? [maha, antar, pratyantar] : null;
}
