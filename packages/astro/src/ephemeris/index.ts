import { lahiriAyanamsa } from '../ayanamsa.ts';
import { centuriesSinceJ2000 } from '../time.ts';
import { apparentMoon } from './moon.ts';
import { meanNodeLongitude, trueNodeLongitude } from './nodes.ts';
import { apparentGeocentric } from './planets.ts';
import type { HelioPlanet } from './planets.ts';
import { longitudeOfDate, precessionAt } from './precession.ts';

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
  return (((x * (v[4] as number) - y * (v[3] as number)) / (x * x + y * y)) * RAD) as number;
}

/** Sidereal positions of the nine grahas for a TT Julian day. */
export function siderealPositions(
  jdTt: number,
  node: NodeKind = 'mean',
): Record<Graha, SiderealPosition> {
  const t = centuriesSinceJ2000(jdTt);
  const prec = precessionAt(t);
  const ayanamsa = lahiriAyanamsa(jdTt);
  const sidereal = (tropicalDeg: number) => normalizeDegrees(tropicalDeg - ayanamsa);
  const fromVector = (): SiderealPosition => ({
    longitude: sidereal(
      longitudeOfDate(prec, vec[0] as number, vec[1] as number, vec[2] as number) * RAD,
    ),
    speed: longitudeRate(vec),
  });

  const result = {} as Record<Graha, SiderealPosition>;
  apparentGeocentric('Sun', jdTt, vec);
  result.Sun = fromVector();
  apparentMoon(jdTt, vec);
  result.Moon = fromVector();
  const moonNode = node === 'true' ? sidereal(trueNodeLongitude(prec, vec) * RAD) : 0;
  for (const planet of [
    'Mars',
    'Mercury',
    'Jupiter',
    'Venus',
    'Saturn',
  ] as const satisfies HelioPlanet[]) {
    apparentGeocentric(planet, jdTt, vec);
    result[planet] = fromVector();
  }
  // The mean node regresses uniformly; the true node's speed is taken from the mean one (−0.053°/day) as its
  // only use is the retrograde flag, which is always set for the nodes.
  const rahu = node === 'true' ? moonNode : sidereal(meanNodeLongitude(t));
  const nodeSpeed = -1934.1362891 / 36525;
  result.Rahu = { longitude: rahu, speed: nodeSpeed };
  result.Ketu = { longitude: normalizeDegrees(rahu + 180), speed: nodeSpeed };
  return result;
}
