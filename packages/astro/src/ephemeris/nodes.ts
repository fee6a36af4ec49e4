import type { Precession } from './precession.ts';

/*
 * Lunar nodes on the mean ecliptic and equinox of date (tropical, degrees).
 * Mean node: the Moon's mean longitude less its mean argument of latitude, from S. Moshier's mean lunar
 * elements fitted to DE404, as Swiss Ephemeris computes its mean node (swemmoon.c, mean_elements; its
 * corrections for dates beyond years 0–3000 do not apply here). Chapront's polynomial (Meeus eq. 47.7) drifts
 * 0.2″ from it by 1800 and 2200.
 * True node: the osculating node, the line where the Moon's instantaneous orbital plane r × v meets the ecliptic.
 */
/** Mean longitude of the Moon, arcseconds, for T Julian centuries of TT. */
const meanLongitude = (t: number) =>
  785939.95571 +
  t *
    (1732564372.1541486 + t * (-5.663161722088 + t * (5.722859298199e-3 + t * -8.466472828815e-5)));
/** Mean argument of latitude of the Moon, arcseconds. */
const meanArgumentOfLatitude = (t: number) =>
  335779.55755 +
  t *
    (1739527262.890358 + t * (-13.12045233711 + t * (-1.13821591258e-3 + t * -9.646018347184e-6)));

export function meanNodeLongitude(t: number): number {
  return (meanLongitude(t) - meanArgumentOfLatitude(t)) / 3600;
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
