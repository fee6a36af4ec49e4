import { generalPrecession } from './ephemeris/precession.ts';
import { centuriesSinceJ2000 } from './time.ts';

/*
 * Lahiri (Chitrapaksha) ayanamsa as Swiss Ephemeris defines SE_SIDM_LAHIRI: its value at the epoch
 * t0 = JD 2435553.5 (1956-03-21), carried to other dates by the general precession in longitude.
 * The definition dates from the IAU 1976 precession, so that model (Lieske et al. 1977) carries it from t0
 * to J2000 and IAU 2006 from there on, as Swiss Ephemeris does (dropping this shifts every body by 0.13″).
 * The value is referred to the mean equinox, so sidereal longitudes leave nutation out.
 */
const LAHIRI_T0 = 2435553.5;
const LAHIRI_AT_T0 = 23.250182778 - 0.004658035;
const T0 = centuriesSinceJ2000(LAHIRI_T0);
/** IAU 1976 general precession from J2000 to t0, arcseconds. */
const PRECESSION_AT_T0 = T0 * (5029.0966 + T0 * (1.11113 - T0 * 0.000006));

/** Mean Lahiri ayanamsa in degrees for a TT Julian day. */
export function lahiriAyanamsa(jdTt: number): number {
  return LAHIRI_AT_T0 + (generalPrecession(centuriesSinceJ2000(jdTt)) - PRECESSION_AT_T0) / 3600;
}
