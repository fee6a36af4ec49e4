import { GRAHAS, siderealPosition } from './ephemeris/index.ts';
import type { Graha, NodeKind } from './ephemeris/index.ts';
import { toUniversalTime } from './input.ts';
import type { LocalDateTime } from './input.ts';
import { epochMsFromJulianDay, formatIsoTime, toTerrestrialTime } from './time.ts';
import { signIndex, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

export interface TransitInput extends LocalDateTime {
  readonly node?: NodeKind;
}

export interface TransitItem {
  readonly planetName: Graha;
  /** The sign the graha is in at the given moment. */
  readonly fromZodiac: SignName;
  readonly isRetrograde: boolean;
  /** ISO 8601 time (at the input's offset) of the graha's next change of sign. */
  readonly transitTime: string;
}

/*
 * Upper bounds of each graha's sidereal daily motion (degrees/day), with a margin. A graha that is d degrees
 * from both edges of its sign cannot leave it within d / bound days, so stepping by that never skips a change.
 */
const MAX_SPEED: Record<Graha, number> = {
  Sun: 1.1,
  Moon: 16,
  Mars: 0.9,
  Mercury: 2.3,
  Jupiter: 0.3,
  Venus: 1.3,
  Saturn: 0.15,
  Rahu: 0.5,
  Ketu: 0.5,
};
const MIN_STEP_DAYS = 1 / 48;
const SECOND = 1 / 86400;
/** No graha stays longer than about three years in one sign. */
const SEARCH_DAYS = 3660;

function longitudeAt(graha: Graha, jdUt: number, node: NodeKind): number {
  return siderealPosition(graha, toTerrestrialTime(jdUt), node).longitude;
}

/** UT Julian day of the first sign change of a graha after jdUt. */
export function nextSignChange(graha: Graha, jdUt: number, node: NodeKind = 'mean'): number {
  const start = signIndex(longitudeAt(graha, jdUt, node));
  let before = jdUt;
  let t = jdUt;
  while (t - jdUt < SEARCH_DAYS) {
    const lon = longitudeAt(graha, t, node);
    if (signIndex(lon) !== start) {
      // Bisect between the last instant still in the sign and the first one past it.
      let lo = before;
      let hi = t;
      while (hi - lo > SECOND) {
        const mid = (lo + hi) / 2;
        if (signIndex(longitudeAt(graha, mid, node)) === start) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    const inSign = lon - start * 30;
    before = t;
    t += Math.max(Math.min(inSign, 30 - inSign) / MAX_SPEED[graha], MIN_STEP_DAYS);
  }
  throw new Error(`no sign change of ${graha} found within ${SEARCH_DAYS} days`);
}

/** Each graha's sign, retrograde flag and next change of sign at a local date-time. */
export function computeTransits(input: TransitInput): { transitData: TransitItem[] } {
  const { jdUt, offsetMinutes } = toUniversalTime(input);
  const node = input.node ?? 'mean';
  const jdTt = toTerrestrialTime(jdUt);
  const transitData = GRAHAS.map((graha): TransitItem => {
    const position = siderealPosition(graha, jdTt, node);
    const change = nextSignChange(graha, jdUt, node);
    return {
      planetName: graha,
      fromZodiac: signName(signIndex(position.longitude)),
      isRetrograde: position.speed < 0,
      transitTime: formatIsoTime(epochMsFromJulianDay(change), offsetMinutes),
    };
  });
  return { transitData };
}
