import { lahiriAyanamsa } from '../ayanamsa.ts';
import { centuriesSinceJ2000 } from '../time.ts';
import { apparentMoon } from './moon.ts';
import { meanNodeLongitude, trueNodeLongitude } from './nodes.ts';
import { apparentGeocentric } from './planets.ts';
import { longitudeOfDate, precessionAt } from './precession.ts';
import type { Precession } from './precession.ts';

export type Graha =
  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
export const GRAHAS: readonly Graha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
];

export type NodeKind = 'mean' | 'true';

export interface SiderealPosition {
  /** Sidereal (Lahiri) longitude, degrees in [0, 360). */
  readonly longitude: number;
  /** Daily motion in longitude, degrees per day (negative when retrograde). */
  readonly speed: number;
}

const RAD = 180 / Math.PI;
const vec = new Float64Array(6);

export function normalizeDegrees(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

function longitudeRate(v: Float64Array): number {
  const x = v[0] as number;
  const y = v[1] as number;
  return ((x * (v[4] as number) - y * (v[3] as number)) / (x * x + y * y)) * RAD;
}

function fromVector(prec: Precession, ayanamsa: number): SiderealPosition {
  const tropical =
    longitudeOfDate(prec, vec[0] as number, vec[1] as number, vec[2] as number) * RAD;
  return { longitude: normalizeDegrees(tropical - ayanamsa), speed: longitudeRate(vec) };
}

/** Mean daily motion of the lunar node, degrees per day. */
const NODE_SPEED = -1934.1362891 / 36525;

/** Sidereal position of one graha for a TT Julian day. */
export function siderealPosition(
  graha: Graha,
  jdTt: number,
  node: NodeKind = 'mean',
): SiderealPosition {
  const t = centuriesSinceJ2000(jdTt);
  const prec = precessionAt(t);
  const ayanamsa = lahiriAyanamsa(jdTt);
  switch (graha) {
    case 'Sun':
    case 'Mars':
    case 'Mercury':
    case 'Jupiter':
    case 'Venus':
    case 'Saturn':
      apparentGeocentric(graha, jdTt, vec);
      return fromVector(prec, ayanamsa);
    case 'Moon':
      apparentMoon(jdTt, vec);
      return fromVector(prec, ayanamsa);
    case 'Rahu':
    case 'Ketu': {
      let tropical = meanNodeLongitude(t);
      if (node === 'true') {
        apparentMoon(jdTt, vec, true);
        tropical = trueNodeLongitude(prec, vec) * RAD;
      }
      // The true node's speed is taken as the mean one: it only sets the retrograde flag, always on for nodes.
      const rahu = normalizeDegrees(tropical - ayanamsa);
      return {
        longitude: graha === 'Rahu' ? rahu : normalizeDegrees(rahu + 180),
        speed: NODE_SPEED,
      };
    }
  }
}

/** Sidereal positions of the nine grahas for a TT Julian day. */
export function siderealPositions(
  jdTt: number,
  node: NodeKind = 'mean',
): Record<Graha, SiderealPosition> {
  const result = {} as Record<Graha, SiderealPosition>;
  for (const graha of GRAHAS) result[graha] = siderealPosition(graha, jdTt, node);
  return result;
}
