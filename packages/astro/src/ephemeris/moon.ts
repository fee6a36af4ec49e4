// astronomia ships no types: the reference carries its declarations into every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./astronomia.d.ts" />
import elp from 'astronomia/data/elpMppDe';
import elpFull from 'astronomia/data/elpMppDeFull';
import { LIGHT_DAYS_PER_AU } from './planets.ts';
import { evalElp, evalElpRate, packElp } from './series.ts';
import type { PackedElp } from './series.ts';

/*
 * Geocentric Moon from ELP/MPP02 (Chapront & Francou 2003) in its version fitted to DE405, truncated
 * (series.ts): the errors are root-sum-squares of the dropped terms, in arcseconds (km for the distance, and
 * per century for rates). The chart's longitude keeps 0.05″ (the series then stays within 0.2″ of DE431; its
 * own error is 0.1″); latitude and distance move the sidereal longitude only through light time and the
 * ecliptic's slow turn, and the rates only feed light time (0.7″) and the daily motion.
 * The osculating (true) node is another matter: it is where the orbit's plane, spanned by the position and
 * the velocity, crosses the ecliptic, 5° away, so an error in latitude or in its rate moves it eleven times as
 * much, and an error in the longitude's rate (along the ecliptic, so 5° out of the orbit's plane) by its
 * fraction of the Moon's motion, in radians: 0.4″ for 3000″ a century. It takes its own, much finer packing,
 * built on first use, and its latitude from astronomia's whole ELP/MPP02 (elpMppDeFull): the abridged file
 * (elpMppDe) keeps only latitude terms of 0.001″ or more, and the 6,591 it leaves out add up to 0.08″ of
 * latitude and 0.2″ of its rate (per radian of the Moon's motion), most near perigee (figures in
 * docs/astrology.md).
 */
interface MoonSeries {
  readonly l: PackedElp;
  readonly b: PackedElp;
  readonly r: PackedElp;
  readonly dl: PackedElp;
  readonly db: PackedElp;
  readonly dr: PackedElp;
}

function pack(
  errors: {
    l: number;
    b: number;
    r: number;
    rate: number;
    latitudeRate: number;
    distanceRate: number;
  },
  latitude: Record<string, number[][]> = elp.B,
): MoonSeries {
  return {
    l: packElp(elp.L, errors.l),
    b: packElp(latitude, errors.b),
    r: packElp(elp.R, errors.r),
    dl: packElp(elp.L, errors.rate, 'rate'),
    db: packElp(latitude, errors.latitudeRate, 'rate'),
    dr: packElp(elp.R, errors.distanceRate, 'rate'),
  };
}

const CHART = pack({
  l: 0.1,
  b: 1,
  r: 5,
  rate: 1e6,
  latitudeRate: 1e6,
  distanceRate: 1e6,
});
let node: MoonSeries | undefined;
const nodeSeries = () =>
  (node ??= pack(
    { l: 0.02, b: 0.002, r: 1, rate: 300, latitudeRate: 30, distanceRate: 30 },
    elpFull.B,
  ));
const W1 = elp.W1;

const ARCSEC = Math.PI / 648000;
const DAYS_PER_CENTURY = 36525;
const KM_PER_AU = 149597870.7;

const xyz = new Float64Array(6);

/** Geometric geocentric Moon on the ELP inertial ecliptic: km and km/day. */
function geometric(t: number, precise: boolean): void {
  const series = precise ? nodeSeries() : CHART;
  const w = W1;
  const w1 = w[1] ?? 0;
  const w2 = w[2] ?? 0;
  const w3 = w[3] ?? 0;
  const w4 = w[4] ?? 0;
  const l = (w[0] ?? 0) + t * (w1 + t * (w2 + t * (w3 + t * w4))) + evalElp(series.l, t) * ARCSEC;
  const dl =
    (w1 + t * (2 * w2 + t * (3 * w3 + t * 4 * w4)) + evalElpRate(series.dl, t) * ARCSEC) /
    DAYS_PER_CENTURY;
  const b = evalElp(series.b, t) * ARCSEC;
  const db = (evalElpRate(series.db, t) * ARCSEC) / DAYS_PER_CENTURY;
  const r = evalElp(series.r, t);
  const dr = evalElpRate(series.dr, t) / DAYS_PER_CENTURY;
  const cl = Math.cos(l);
  const sl = Math.sin(l);
  const cb = Math.cos(b);
  const sb = Math.sin(b);
  xyz[0] = r * cb * cl;
  xyz[1] = r * cb * sl;
  xyz[2] = r * sb;
  xyz[3] = dr * cb * cl - r * sb * db * cl - r * cb * sl * dl;
  xyz[4] = dr * cb * sl - r * sb * db * sl + r * cb * cl * dl;
  xyz[5] = dr * sb + r * cb * db;
}

/** Laskar's P and Q rotate the ELP inertial ecliptic onto the mean ecliptic of J2000 (ELP/MPP02 notice). */
function rotateToJ2000(t: number, v: Float64Array, offset: number, out: Float64Array): void {
  const p =
    t *
    (0.10180391e-4 +
      t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q =
    t *
    (-0.113469002e-3 +
      t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  const x = v[offset] as number;
  const y = v[offset + 1] as number;
  const z = v[offset + 2] as number;
  out[offset] = (1 - 2 * p * p) * x + 2 * p * q * y + 2 * p * sq * z;
  out[offset + 1] = 2 * p * q * x + (1 - 2 * q * q) * y - 2 * q * sq * z;
  out[offset + 2] = -2 * p * sq * x + 2 * q * sq * y + (1 - 2 * p * p - 2 * q * q) * z;
}

/**
 * Apparent geocentric Moon on the J2000 ecliptic: [x, y, z] in km and velocity in km/day. Seen from the
 * Earth, the annual aberration cancels the Earth's own motion during the light time, leaving the Moon's
 * geocentric motion over the light time (about 0.7″). `precise` takes the velocity from a much finer
 * packing, which the osculating (true) node needs: its direction hangs on the small out-of-plane velocity.
 */
export function apparentMoon(jdTt: number, out: Float64Array, precise = false): void {
  const t = (jdTt - 2451545) / DAYS_PER_CENTURY;
  geometric(t, precise);
  rotateToJ2000(t, xyz, 0, out);
  rotateToJ2000(t, xyz, 3, out);
  const tau =
    (Math.hypot(xyz[0] as number, xyz[1] as number, xyz[2] as number) / KM_PER_AU) *
    LIGHT_DAYS_PER_AU;
  out[0] = (out[0] as number) - tau * (out[3] as number);
  out[1] = (out[1] as number) - tau * (out[4] as number);
  out[2] = (out[2] as number) - tau * (out[5] as number);
}
