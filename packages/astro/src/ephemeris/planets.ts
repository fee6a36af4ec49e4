// astronomia ships no types: the reference carries its declarations into every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./astronomia.d.ts" />
import earthSeries from 'astronomia/data/vsop87Bearth';
import jupiterSeries from 'astronomia/data/vsop87Bjupiter';
import marsSeries from 'astronomia/data/vsop87Bmars';
import mercurySeries from 'astronomia/data/vsop87Bmercury';
import saturnSeries from 'astronomia/data/vsop87Bsaturn';
import venusSeries from 'astronomia/data/vsop87Bvenus';
import { evalVsop, evalVsopRate, packVsop } from './series.ts';
import type { PackedVsop } from './series.ts';

/*
 * Heliocentric positions from VSOP87B (ecliptic and equinox J2000), truncated per body: `angle` is the
 * largest dropped longitude/latitude term (radians), `radius` the largest dropped distance term (AU).
 * The Earth's error enters every geocentric position and Venus and Mars come within 0.27 and 0.37 AU,
 * so those are kept tighter; a radius error matters only divided by the geocentric distance.
 * Rates come from a much coarser packing: they only feed light time, aberration and daily motion.
 */
interface HelioBody {
  readonly l: PackedVsop;
  readonly b: PackedVsop;
  readonly r: PackedVsop;
  readonly dl: PackedVsop;
  readonly db: PackedVsop;
  readonly dr: PackedVsop;
}

const RATE_TOLERANCE = 1e-6;

function pack(series: typeof earthSeries, tolerance: { angle: number; radius: number }): HelioBody {
  return {
    l: packVsop(series.L, tolerance.angle),
    b: packVsop(series.B, tolerance.angle),
    r: packVsop(series.R, tolerance.radius),
    dl: packVsop(series.L, RATE_TOLERANCE),
    db: packVsop(series.B, RATE_TOLERANCE),
    dr: packVsop(series.R, RATE_TOLERANCE),
  };
}

const VSOP_TOLERANCE = {
  earth: { angle: 5e-8, radius: 5e-8 },
  mercury: { angle: 1e-7, radius: 1e-7 },
  venus: { angle: 5e-8, radius: 5e-8 },
  mars: { angle: 5e-8, radius: 5e-8 },
  jupiter: { angle: 2e-7, radius: 8e-7 },
  saturn: { angle: 2e-7, radius: 1.6e-6 },
};

const EARTH = pack(earthSeries, VSOP_TOLERANCE.earth);

export type HelioPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

const PLANETS: Record<HelioPlanet, HelioBody> = {
  Mercury: pack(mercurySeries, VSOP_TOLERANCE.mercury),
  Venus: pack(venusSeries, VSOP_TOLERANCE.venus),
  Mars: pack(marsSeries, VSOP_TOLERANCE.mars),
  Jupiter: pack(jupiterSeries, VSOP_TOLERANCE.jupiter),
  Saturn: pack(saturnSeries, VSOP_TOLERANCE.saturn),
};

const DAYS_PER_MILLENNIUM = 365250;
/** Light time for one astronomical unit, in days. */
export const LIGHT_DAYS_PER_AU = 0.005775518331436995;

/** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day) at TT Julian day; writes 6 numbers into out. */
function heliocentric(body: HelioBody, jdTt: number, out: Float64Array): void {
  const tau = (jdTt - 2451545) / DAYS_PER_MILLENNIUM;
  const l = evalVsop(body.l, tau);
  const b = evalVsop(body.b, tau);
  const r = evalVsop(body.r, tau);
  const dl = evalVsopRate(body.dl, tau) / DAYS_PER_MILLENNIUM;
  const db = evalVsopRate(body.db, tau) / DAYS_PER_MILLENNIUM;
  const dr = evalVsopRate(body.dr, tau) / DAYS_PER_MILLENNIUM;
  const cl = Math.cos(l);
  const sl = Math.sin(l);
  const cb = Math.cos(b);
  const sb = Math.sin(b);
  out[0] = r * cb * cl;
  out[1] = r * cb * sl;
  out[2] = r * sb;
  out[3] = dr * cb * cl - r * sb * db * cl - r * cb * sl * dl;
  out[4] = dr * cb * sl - r * sb * db * sl + r * cb * cl * dl;
  out[5] = dr * sb + r * cb * db;
}

/** Twice the Sun's gravitational radius, 2GM/c², in AU. */
const SUN_SCHWARZSCHILD_RADIUS = 1.97412574336e-8;

/*
 * Light bending by the Sun's gravity (IERS Conventions 2010, eq. 7.5; SOFA iauLd), which Swiss Ephemeris
 * applies too: up to 1.75″ at the limb, about 2″ of difference for a planet within a degree of the Sun.
 * (dx, dy, dz) is the observer-to-body vector, (bx, by, bz) the body and (ex, ey, ez) the observer, both
 * heliocentric. Returns the deflected vector, keeping its length.
 */
function deflectedBySun(
  dx: number,
  dy: number,
  dz: number,
  bx: number,
  by: number,
  bz: number,
  ex: number,
  ey: number,
  ez: number,
): [number, number, number] {
  const d = Math.hypot(dx, dy, dz);
  const b = Math.hypot(bx, by, bz);
  const em = Math.hypot(ex, ey, ez);
  const [px, py, pz] = [dx / d, dy / d, dz / d];
  const [qx, qy, qz] = [bx / b, by / b, bz / b];
  const [ux, uy, uz] = [ex / em, ey / em, ez / em];
  const w =
    SUN_SCHWARZSCHILD_RADIUS /
    em /
    Math.max(qx * (qx + ux) + qy * (qy + uy) + qz * (qz + uz), 1e-9);
  // p + w · p × (e × q)
  const cx = uy * qz - uz * qy;
  const cy = uz * qx - ux * qz;
  const cz = ux * qy - uy * qx;
  return [
    d * (px + w * (py * cz - pz * cy)),
    d * (py + w * (pz * cx - px * cz)),
    d * (pz + w * (px * cy - py * cx)),
  ];
}

const earth = new Float64Array(6);
const planet = new Float64Array(6);
// The Earth is shared by the Sun and the five planets of one chart: keep its last evaluation.
let earthJd = Number.NaN;

/**
 * Apparent geocentric direction (J2000 ecliptic, light time and annual aberration applied, no nutation)
 * and geometric geocentric velocity of the Sun or a planet; writes [x, y, z, vx, vy, vz] into out.
 */
export function apparentGeocentric(
  body: HelioPlanet | 'Sun',
  jdTt: number,
  out: Float64Array,
): void {
  if (jdTt !== earthJd) {
    heliocentric(EARTH, jdTt, earth);
    earthJd = jdTt;
  }
  if (body === 'Sun') planet.fill(0);
  else heliocentric(PLANETS[body], jdTt, planet);
  const ex = earth[0] as number;
  const ey = earth[1] as number;
  const ez = earth[2] as number;
  const evx = earth[3] as number;
  const evy = earth[4] as number;
  const evz = earth[5] as number;
  const pvx = planet[3] as number;
  const pvy = planet[4] as number;
  const pvz = planet[5] as number;
  // Light time: where the planet was when the light left it (its motion over τ is close enough to linear).
  const dx = (planet[0] as number) - ex;
  const dy = (planet[1] as number) - ey;
  const dz = (planet[2] as number) - ez;
  const tau = Math.hypot(dx, dy, dz) * LIGHT_DAYS_PER_AU;
  let ax = dx - tau * pvx;
  let ay = dy - tau * pvy;
  let az = dz - tau * pvz;
  if (body !== 'Sun')
    [ax, ay, az] = deflectedBySun(ax, ay, az, ax + ex, ay + ey, az + ez, ex, ey, ez);
  // Annual aberration (first order): add the Earth's velocity over c, scaled to the distance.
  const k = Math.hypot(ax, ay, az) * LIGHT_DAYS_PER_AU;
  out[0] = ax + k * evx;
  out[1] = ay + k * evy;
  out[2] = az + k * evz;
  out[3] = pvx - evx;
  out[4] = pvy - evy;
  out[5] = pvz - evz;
}
