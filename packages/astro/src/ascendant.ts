// astronomia ships no types: the reference carries its declarations into every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./ephemeris/astronomia.d.ts" />
import { nutation } from 'astronomia/nutation';
import { lahiriAyanamsa } from './ayanamsa.ts';
import { normalizeDegrees } from './ephemeris/index.ts';
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
 * From 2050 on Swiss Ephemeris switches to a long-term sidereal time built from its precession model, which
 * runs 1.9″ behind the IERS formula at the switch. This cubic (arcseconds, fitted to its output 2050–2200
 * to 0.02″) keeps our Lagna on the values users compare with; before 2050 the two agree to 0.01″.
 */
const LONG_TERM_START = 2469807.5;
function longTermSiderealOffset(jdUt: number): number {
  if (jdUt < LONG_TERM_START) return 0;
  const u = (jdUt - LONG_TERM_START) / 36525;
  return (-1.91519 + u * (0.07755 + u * (0.23575 + u * 0.17257))) * ARCSEC;
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
  const ramc =
    greenwichMeanSiderealTime(jdUt, t) +
    longTermSiderealOffset(jdUt) +
    dPsi * Math.cos(eps) +
    longitude * DEG;
  const phi = Math.max(Math.min(latitude, 89.999), -89.999) * DEG;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)),
  );
  return normalizeDegrees(asc / DEG - dPsi / DEG - lahiriAyanamsa(jdTt));
}
