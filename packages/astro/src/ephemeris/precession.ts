/*
 * Precession of the ecliptic and equinox from J2000.0 to the mean ecliptic and equinox of date,
 * with the IAU 2006 angles (Capitaine, Wallace & Chapront 2003; IERS Conventions 2010, eq. 5.39/5.40),
 * applied as in Meeus, Astronomical Algorithms, eq. 21.7.
 */

const ARCSEC = Math.PI / 648000;

/** General precession in longitude p_A since J2000.0, in arcseconds, for T Julian centuries of TT. */
export function generalPrecession(t: number): number {
  return (
    t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))))
  );
}

/** Rotation angles for T: [cos π, sin π, Π, p] with π the ecliptic tilt and Π its node on the J2000 ecliptic. */
export interface Precession {
  readonly cosPi: number;
  readonly sinPi: number;
  readonly node: number;
  readonly p: number;
}

export function precessionAt(t: number): Precession {
  const pi =
    t * (46.998973 + t * (-0.0334926 + t * (-0.00012559 + t * (0.000000113 + t * -0.0000000022))));
  const node =
    629546.7936 +
    t * (-867.95758 + t * (0.157992 + t * (-0.0005371 + t * (-0.00004797 + t * 0.000000072))));
  return {
    cosPi: Math.cos(pi * ARCSEC),
    sinPi: Math.sin(pi * ARCSEC),
    node: node * ARCSEC,
    p: generalPrecession(t) * ARCSEC,
  };
}

/** Longitude (radians, unnormalised) on the mean ecliptic of date of a J2000-ecliptic direction (x, y, z). */
export function longitudeOfDate(prec: Precession, x: number, y: number, z: number): number {
  const c = Math.cos(prec.node);
  const s = Math.sin(prec.node);
  const x1 = c * x + s * y;
  const y1 = -s * x + c * y;
  return Math.atan2(prec.cosPi * y1 + prec.sinPi * z, x1) + prec.node + prec.p;
}
