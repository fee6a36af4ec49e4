// astronomia ships no types: the reference carries its declarations into every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./ephemeris/astronomia.d.ts" />
import { nutation } from 'astronomia/nutation';
import { lahiriAyanamsa } from './ayanamsa.ts';
import { normalizeDegrees } from './ephemeris/index.ts';
import { longitudeOfDate, precessionAt } from './ephemeris/precession.ts';
import type { Precession } from './ephemeris/precession.ts';
import { centuriesSinceJ2000 } from './time.ts';

const DEG = Math.PI / 180;
const ARCSEC = DEG / 3600;

/** Mean obliquity of the ecliptic, IAU 2006 (radians). */
export function meanObliquity(t: number): number {
  return (
    (84381.406 +
      t *
        (-46.836769 +
          t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))) *
    ARCSEC
  );
}

/** Greenwich mean sidereal time (radians) from the Earth rotation angle, IAU 2006 (IERS Conventions 2010, eq. 5.32). */
export function greenwichMeanSiderealTime(jdUt: number, t: number): number {
  const era = 2 * Math.PI * (0.779057273264 + 0.00273781191135448 * (jdUt - 2451545) + (jdUt % 1));
  return (
    era +
    (0.014506 +
      t *
        (4612.156534 +
          t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - t * 0.0000000368))))) *
      ARCSEC
  );
}

/*
 * Before 1850 and from 2050 on, Swiss Ephemeris (SEMOD_SIDT_LONGTERM, its default) takes the sidereal time
 * from the mean Sun instead of the IERS polynomial: the hour angle of the day plus the longitude of date of a
 * point moving on the J2000 ecliptic at the Earth's mean motion (Simon et al. 1994), less the light time, minus
 * a constant that joins it to the IERS formula at the switch. The two part by up to 0.6″ in 1800; matching it
 * keeps our Lagna on the one users compare with.
 */
const LONG_TERM_BEFORE = 2396758.5; // 1850-01-01
const LONG_TERM_FROM = 2469807.5; // 2050-01-01
/** Degrees taken off the long-term sidereal time before 1850 and from 2050 on. */
const LONG_TERM_OFFSET_EARLY = 0.000378172;
const LONG_TERM_OFFSET_LATE = 0.001385646;
const LIGHT_TIME_DEGREES = (0.005775518331436995 * 360) / 365.2425;

function longTermMeanSiderealTime(jdUt: number, jdTt: number, prec: Precession): number {
  const u = (jdTt - 2451545) / 365250;
  const meanLongitude =
    (100.46645683 +
      (1295977422.83429 * u - 2.04411 * u * u - 0.00523 * u * u * u) / 3600 -
      LIGHT_TIME_DEGREES) *
    DEG;
  const ofDate = longitudeOfDate(prec, Math.cos(meanLongitude), Math.sin(meanLongitude), 0);
  const offset = jdUt < LONG_TERM_BEFORE ? LONG_TERM_OFFSET_EARLY : LONG_TERM_OFFSET_LATE;
  return ofDate + (((jdUt - 0.5) % 1) * 360 - offset) * DEG;
}

/** Greenwich mean sidereal time (radians) as Swiss Ephemeris gives it. */
function meanSiderealTime(jdUt: number, jdTt: number, t: number): number {
  return jdUt < LONG_TERM_BEFORE || jdUt >= LONG_TERM_FROM
    ? longTermMeanSiderealTime(jdUt, jdTt, precessionAt(t))
    : greenwichMeanSiderealTime(jdUt, t);
}

/**
 * Sidereal longitude of the Lagna (rising point of the ecliptic) in degrees. The horizon is placed with the
 * true equator (apparent sidereal time, true obliquity); the point found is then measured from the mean
 * equinox, as the planets are, before the ayanamsa is taken off.
 */
export function siderealAscendant(
  jdUt: number,
  jdTt: number,
  latitude: number,
  longitude: number,
): number {
  const t = centuriesSinceJ2000(jdTt);
  const [dPsi, dEps] = nutation(jdTt);
  const eps = meanObliquity(t) + dEps;
  const ramc = meanSiderealTime(jdUt, jdTt, t) + dPsi * Math.cos(eps) + longitude * DEG;
  const phi = Math.max(Math.min(latitude, 89.999), -89.999) * DEG;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)),
  );
  return normalizeDegrees(asc / DEG - dPsi / DEG - lahiriAyanamsa(jdTt));
}
