import { siderealPosition } from './ephemeris/index.ts';
import { deltaTSeconds, epochMsFromJulianDay, toTerrestrialTime } from './time.ts';
import { signIndex, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

/*
 * The lunar calendar around a moment: the new moons that open and close the running month, the month's name
 * with adhika (intercalary) months, the Vikram and Shaka years, the ritu and the ayana.
 *
 * A lunar month runs from one new moon to the next (amanta). It is named after the sidereal sign the Sun
 * enters during it, i.e. one past the Sun's sign at the new moon that opens it: the month in which the Sun
 * enters Mesha (Aries) is Chaitra. A month in which the Sun enters no sign (the same sign at both new moons)
 * is adhika and takes the name of the month that follows it; one in which it enters two is kshaya, and the
 * second month it would have named is skipped (Surya Siddhanta ch. 14; the rule of the Indian Calendar
 * Reform Committee, 1955, used by every drik panchanga). In the purnimanta reckoning of North India the
 * month ends at the full moon: its dark half takes the next month's name, an adhika month keeps its own.
 */

export const MASAS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export type MasaName = (typeof MASAS)[number];

/** The six seasons, two lunar months each from Chaitra (Vasanta = Chaitra and Vaishakha). */
export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;
export type RituName = (typeof RITUS)[number];

export type Ayana = 'Uttarayana' | 'Dakshinayana';

const DEG = Math.PI / 180;
const SYNODIC_MONTH = 29.530588861;
const TEN_MINUTES = 10 / 1440;

/*
 * Mean new moon number k and its instant with the largest periodic terms, after Meeus, Astronomical
 * Algorithms (2nd ed.) ch. 49: good to about a minute, which one Newton step on the real Sun and Moon
 * then brings under a second.
 */
function approximateNewMoon(k: number): number {
  const t = k / 1236.85;
  const e = 1 - 0.002516 * t;
  const m = (2.5534 + 29.1053567 * k) * DEG;
  const mp = (201.5643 + 385.81693528 * k + 0.0107582 * t * t) * DEG;
  const f = (160.7108 + 390.67050284 * k - 0.0016118 * t * t) * DEG;
  const omega = (124.7746 - 1.56375588 * k) * DEG;
  const jde =
    2451550.09766 +
    SYNODIC_MONTH * k +
    0.00015437 * t * t -
    0.4072 * Math.sin(mp) +
    0.17241 * e * Math.sin(m) +
    0.01608 * Math.sin(2 * mp) +
    0.01039 * Math.sin(2 * f) +
    0.00739 * e * Math.sin(mp - m) -
    0.00514 * e * Math.sin(mp + m) +
    0.00208 * e * e * Math.sin(2 * m) -
    0.00111 * Math.sin(mp - 2 * f) -
    0.00057 * Math.sin(mp + 2 * f) +
    0.00056 * e * Math.sin(2 * mp + m) -
    0.00042 * Math.sin(3 * mp) +
    0.00042 * e * Math.sin(m + 2 * f) +
    0.00038 * e * Math.sin(m - 2 * f) -
    0.00024 * e * Math.sin(2 * mp - m) -
    0.00017 * Math.sin(omega);
  return jde - deltaTSeconds(jde) / 86400;
}

function wrap180(degrees: number): number {
  return degrees - 360 * Math.round(degrees / 360);
}

export interface NewMoon {
  /** UT Julian day of the conjunction (Moon − Sun = 0 in longitude). */
  readonly jdUt: number;
  /** The Sun's sidereal longitude then, degrees. */
  readonly sunLongitude: number;
}

/**
 * Refines a guess to the conjunction by Newton steps on the real positions. From a guess within ten minutes
 * one step is enough: the elongation's curvature (under 0.5°/day² against a rate over 10°/day) leaves
 * under a millisecond.
 */
function conjunctionNear(guess: number): NewMoon {
  let t = guess;
  for (let i = 0; i < 8; i++) {
    const jdTt = toTerrestrialTime(t);
    const sun = siderealPosition('Sun', jdTt);
    const moon = siderealPosition('Moon', jdTt);
    const step = -wrap180(moon.longitude - sun.longitude) / (moon.speed - sun.speed);
    t += step;
    if (Math.abs(step) < TEN_MINUTES)
      return { jdUt: t, sunLongitude: sun.longitude + sun.speed * step };
  }
  return { jdUt: t, sunLongitude: siderealPosition('Sun', toTerrestrialTime(t)).longitude };
}

/** The new moon at or before `jdUt` (`direction` −1) or after it (+1), given the elongation then. */
export function newMoonFrom(jdUt: number, elongation: number, direction: -1 | 1): NewMoon {
  const e = ((elongation % 360) + 360) % 360;
  const estimate = direction < 0 ? jdUt - e / 12.19 : jdUt + (360 - e) / 12.19;
  const k = Math.round((estimate - 2451550.09766) / SYNODIC_MONTH);
  const found = conjunctionNear(approximateNewMoon(k));
  // The estimate can fall a month off near the edges; the conjunction must lie on the asked side.
  if (direction < 0 && found.jdUt > jdUt) return conjunctionNear(approximateNewMoon(k - 1));
  if (direction > 0 && found.jdUt <= jdUt) return conjunctionNear(approximateNewMoon(k + 1));
  return found;
}

export interface LunarMonth {
  readonly name: MasaName;
  /** 1 for Chaitra … 12 for Phalguna. */
  readonly number: number;
  readonly adhika: boolean;
}

export interface LunarCalendar {
  /** The month from new moon to new moon (South and West India, and the rule that names every month). */
  readonly amanta: LunarMonth & {
    /** True when the Sun enters two signs in this month, so that the next month's name is skipped. */
    readonly kshaya: boolean;
  };
  /** The month from full moon to full moon (North India). */
  readonly purnimanta: LunarMonth;
  /** UT Julian days of the new moons that open and close the amanta month. */
  readonly monthStart: number;
  readonly monthEnd: number;
  /** Chaitradi years: both begin with the new moon that opens Chaitra. */
  readonly shakaSamvat: number;
  readonly vikramSamvat: number;
  readonly ritu: RituName;
  readonly ayana: Ayana;
  /** The Sun's sidereal sign at the moment (its solar month). */
  readonly solarSign: SignName;
}

function month(index: number, adhika: boolean): LunarMonth {
  return { name: MASAS[index % 12] as MasaName, number: (index % 12) + 1, adhika };
}

/**
 * The lunar calendar at a moment, given the Sun's sidereal longitude and the Moon − Sun elongation then
 * (degrees), as the panchanga already knows them.
 */
export function lunarCalendarAt(
  jdUt: number,
  sunLongitude: number,
  elongation: number,
): LunarCalendar {
  const opening = newMoonFrom(jdUt, elongation, -1);
  const closing = newMoonFrom(jdUt, elongation, 1);
  const startSign = signIndex(((opening.sunLongitude % 360) + 360) % 360);
  const endSign = signIndex(((closing.sunLongitude % 360) + 360) % 360);
  const crossed = (endSign - startSign + 12) % 12;
  const index = (startSign + 1) % 12;
  const adhika = crossed === 0;
  const waning = ((elongation % 360) + 360) % 360 >= 180;
  // The year began at the new moon opening Chaitra, about `index` months before this one (March or April).
  const yearStart = new Date(
    epochMsFromJulianDay(opening.jdUt - index * SYNODIC_MONTH),
  ).getUTCFullYear();
  const solarSign = signIndex(((sunLongitude % 360) + 360) % 360);
  return {
    amanta: { ...month(index, adhika), kshaya: crossed === 2 },
    purnimanta: adhika || !waning ? month(index, adhika) : month(index + 1, false),
    monthStart: opening.jdUt,
    monthEnd: closing.jdUt,
    shakaSamvat: yearStart - 78,
    vikramSamvat: yearStart + 57,
    ritu: RITUS[Math.floor(index / 2)] as RituName,
    // From Makara Sankranti (the Sun entering sidereal Capricorn) to Karka Sankranti.
    ayana: solarSign >= 9 || solarSign <= 2 ? 'Uttarayana' : 'Dakshinayana',
    solarSign: signName(solarSign),
  };
}
