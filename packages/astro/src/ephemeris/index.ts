import { lahiriAyanamsa } from '../ayanamsa.ts';
import { centuriesSinceJ2000 } from '../time.ts';
import { apparentMoon } from './moon.ts';
import { meanNodeLongitude, trueNodeLongitude } from './nodes.ts';
import { planetNames, type PlanetName } from '@kusp/contracts';
import { apparentGeocentric } from './planets.ts';
import { longitudeOfDate, precessionAt } from './precession.ts';
import type { Precession } from './precession.ts';

export type Graha = PlanetName;
export const GRAHAS: readonly Graha[] = planetNames;

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

// Precession and ayanamsa depend only on the instant: the nine grahas of a chart share them.
let frame: { jdTt: number; t: number; prec: Precession; ayanamsa: number } | undefined;
function frameAt(jdTt: number) {
  if (frame?.jdTt !== jdTt) {
    const t = centuriesSinceJ2000(jdTt);
    frame = { jdTt, t, prec: precessionAt(t), ayanamsa: lahiriAyanamsa(jdTt) };
  }
  return frame;
}

/** Sidereal position of one graha for a TT Julian day. */
export function siderealPosition(
  graha: Graha,
  jdTt: number,
  node: NodeKind = 'mean',
): SiderealPosition {
  const { t, prec, ayanamsa } = frameAt(jdTt);
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
      const mean = node === 'mean';
      const rahu = normalizeDegrees(
        (mean ? meanNodeLongitude(t) : trueNodeAt(jdTt, prec)) - ayanamsa,
      );
      return {
        longitude: graha === 'Rahu' ? rahu : normalizeDegrees(rahu + 180),
        speed: mean ? NODE_SPEED : trueNodeSpeed(jdTt),
      };
    }
  }
}

/** Tropical longitude (degrees) of the osculating node. */
function trueNodeAt(jdTt: number, prec: Precession): number {
  apparentMoon(jdTt, vec, true);
  return trueNodeLongitude(prec, vec) * RAD;
}

/** The true node wobbles and is briefly direct twice a month: its speed by a central difference over ±1 hour. */
function trueNodeSpeed(jdTt: number): number {
  const h = 1 / 24;
  const ahead = trueNodeAt(jdTt + h, precessionAt(centuriesSinceJ2000(jdTt + h)));
  const behind = trueNodeAt(jdTt - h, precessionAt(centuriesSinceJ2000(jdTt - h)));
  return (((((ahead - behind) % 360) + 540) % 360) - 180) / (2 * h);
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
