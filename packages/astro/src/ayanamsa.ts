import { generalPrecession } from './ephemeris/precession.ts';
import { centuriesSinceJ2000 } from './time.ts';

/*
 * Lahiri (Chitrapaksha) ayanamsa as Swiss Ephemeris defines SE_SIDM_LAHIRI: its value at the epoch
 * t0 = JD 2435553.5 (1956-03-21), carried to other dates by the general precession in longitude.
 * The value is referred to the mean equinox, so sidereal longitudes leave nutation out.
 */
const LAHIRI_T0 = 2435553.5;
const LAHIRI_AT_T0 = 23.250182778 - 0.004658035;
const PRECESSION_AT_T0 = generalPrecession(centuriesSinceJ2000(LAHIRI_T0));

/** Mean Lahiri ayanamsa in degrees for a TT Julian day. */
export function lahiriAyanamsa(jdTt: number): number {
  return LAHIRI_AT_T0 + (generalPrecession(centuriesSinceJ2000(jdTt)) - PRECESSION_AT_T0) / 3600;
}
