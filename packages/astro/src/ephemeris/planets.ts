import earthSeries from 'astronomia/data/vsop87Bearth';
import jupiterSeries from 'astronomia/data/vsop87Bjupiter';
import marsSeries from 'astronomia/data/vsop87Bmars';
import mercurySeries from 'astronomia/data/vsop87Bmercury';
import saturnSeries from 'astronomia/data/vsop87Bsaturn';
import venusSeries from 'astronomia/data/vsop87Bvenus';
import { evalVsop, packVsop } from './series.ts';
import type { PackedVsop } from './series.ts';

/*
 * Heliocentric positions from VSOP87B (ecliptic and equinox J2000), truncated per body. The tolerance is
 * the largest dropped term in radians (AU for the radius); it is tighter for the Earth, whose error enters
 * every geocentric position, and for Venus and Mars, which come within 0.27 and 0.37 AU of the Earth.
 */
interface HelioBody {
  readonly l: PackedVsop;
  readonly b: PackedVsop;
  readonly r: PackedVsop;
}

function pack(series: typeof earthSeries, tolerance: number): HelioBody {
  return {
    l: packVsop(series.L, tolerance),
    b: packVsop(series.B, tolerance),
    r: packVsop(series.R, tolerance),
  };
}

export const VSOP_TOLERANCE = {
  earth: 2e-8,
  mercury: 5e-8,
  venus: 2e-8,
  mars: 2e-8,
  jupiter: 1e-7,
  saturn: 1e-7,
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

const lv = new Float64Array(2);
const bv = new Float64Array(2);
const rv = new Float64Array(2);

/** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day) at TT Julian day; writes 6 numbers into out. */
function heliocentric(body: HelioBody, jdTt: number, out: Float64Array): void {
  const tau = (jdTt - 2451545) / DAYS_PER_MILLENNIUM;
  evalVsop(body.l, tau, lv);
  evalVsop(body.b, tau, bv);
  evalVsop(body.r, tau, rv);
  const [l, dl] = [lv[0] as number, (lv[1] as number) / DAYS_PER_MILLENNIUM];
  const [b, db] = [bv[0] as number, (bv[1] as number) / DAYS_PER_MILLENNIUM];
  const [r, dr] = [rv[0] as number, (rv[1] as number) / DAYS_PER_MILLENNIUM];
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

const earth = new Float64Array(6);
const planet = new Float64Array(6);

/**
 * Apparent geocentric direction (J2000 ecliptic, light time and annual aberration applied, no nutation)
 * and geometric geocentric velocity of the Sun or a planet; writes [x, y, z, vx, vy, vz] into out.
 */
export function apparentGeocentric(
  body: HelioPlanet | 'Sun',
  jdTt: number,
  out: Float64Array,
): void {
  heliocentric(EARTH, jdTt, earth);
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
  const ax = dx - tau * pvx;
  const ay = dy - tau * pvy;
  const az = dz - tau * pvz;
  // Annual aberration (first order): add the Earth's velocity over c, scaled to the distance.
  const k = Math.hypot(ax, ay, az) * LIGHT_DAYS_PER_AU;
  out[0] = ax + k * evx;
  out[1] = ay + k * evy;
  out[2] = az + k * evz;
  out[3] = pvx - evx;
  out[4] = pvy - evy;
  out[5] = pvz - evz;
}
