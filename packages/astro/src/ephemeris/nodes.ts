import type { Precession } from './precession.ts';

/*
 * Lunar nodes on the mean ecliptic and equinox of date (tropical, degrees).
 * Mean node: Chapront-Touzé & Chapront's mean longitude of the node (Meeus, eq. 47.7).
 * True node: the osculating node, the line where the Moon's instantaneous orbital plane r × v meets the ecliptic.
 */
export function meanNodeLongitude(t: number): number {
  return (
    125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 + t * (-1 / 60616000))))
  );
}

/** Longitude (radians, unnormalised) of the osculating ascending node from a J2000-ecliptic position and velocity. */
export function trueNodeLongitude(prec: Precession, moon: Float64Array): number {
  const [x, y, z, vx, vy, vz] = [0, 1, 2, 3, 4, 5].map((i) => moon[i] as number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Orbit normal h = r × v; the ascending node points along k × h.
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  const hz = x * vy - y * vx;
  // Rotate h into the ecliptic of date, then the node direction is (−h_y, h_x, 0).
  const c = Math.cos(prec.node);
  const s = Math.sin(prec.node);
  const x1 = c * hx + s * hy;
  const y1 = -s * hx + c * hy;
  const y2 = prec.cosPi * y1 + prec.sinPi * hz;
  return Math.atan2(x1, -y2) + prec.node + prec.p;
}
