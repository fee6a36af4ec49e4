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
 * Heliocentric positions from VSOP87B (ecliptic and equinox J2000), truncated per body (series.ts) and
 * corrected to DE431. The errors allowed, as root-sum-squares of the dropped terms' largest contributions, are
 * set by how much each coordinate can move a geocentric place:
 * - `angle`, arcseconds of longitude and latitude: a planet's moves its place by up to r/Δ times as much at the
 *   closest approach (Mars 3.6, Venus 2.6, Jupiter 1.3, Saturn 1.1, Mercury 0.6); the Earth's moves every place,
 *   Venus's by up to 3.6 times;
 * - `distance`, arcseconds' worth of AU (1″ = 4.8e-6 AU): a radial error shows only where the line of sight
 *   crosses the radius, by up to 2.1 times for Venus, 1.5 for the Earth, 1.2 for Mercury and Mars, and 0.05 and
 *   0.01 for Jupiter and Saturn, which are always seen nearly along their radius;
 * - `rate`, radians (or AU) per millennium: a planet's velocity only carries it over the light time (up to 0.06
 *   day, Saturn), the Earth's makes the aberration, and both the daily motion.
 */
interface HelioBody {
  readonly l: PackedVsop;
  readonly b: PackedVsop;
  readonly r: PackedVsop;
  readonly dl: PackedVsop;
  readonly db: PackedVsop;
  readonly dr: PackedVsop;
  readonly correction: readonly number[];
}

const ARCSEC = Math.PI / 648000;

function pack(
  series: typeof earthSeries,
  errors: { angle: number; distance: number; rate: number },
  correction: readonly number[],
): HelioBody {
  return {
    l: packVsop(series.L, errors.angle * ARCSEC),
    b: packVsop(series.B, errors.angle * ARCSEC),
    r: packVsop(series.R, errors.distance * ARCSEC),
    dl: packVsop(series.L, errors.rate, 'rate'),
    db: packVsop(series.B, errors.rate, 'rate'),
    dr: packVsop(series.R, errors.rate, 'rate'),
    correction,
  };
}

/*
 * VSOP87 was fitted to DE200; over 1800–2200 it drifts from DE431 (the JPL ephemeris Swiss Ephemeris's files
 * carry) by up to 0.6″ (Jupiter), and its frame sits 0.08″ from the one Swiss Ephemeris refers J2000 to.
 * Each body's longitude, latitude and distance get a correction
 *   c0 + c1·t + c2·t² + c3·t³ + (c4 + c6·t)·sin L + (c5 + c7·t)·cos L + c8·sin 2L + c9·cos 2L
 * (arcseconds; the distance's is δr/r in arcseconds, t in Julian centuries from J2000, L the body's own
 * heliocentric longitude): a drift, and the first harmonics of an error in the orbit's shape. The
 * coefficients are least-squares fits to DE431 as Swiss Ephemeris 2.10 reads it, on 1,500 random instants
 * 1800–2200 (test/fixtures/fit-vsop-corrections.mjs, a sample apart from the tests'); they take the truncated
 * series to within 0.1″ of DE431 in heliocentric longitude.
 */
// prettier-ignore
export const CORRECTIONS: Record<'Earth' | HelioPlanet, readonly number[]> = {
  Earth: [
    -0.0696123, 0.0196397, -0.00125264, 0.000391513, 0.0054739, -0.000765106, 0.00118885, 0.000274483, 0.00419326, 0.00277658,
    -0.00162125, 0.00196747, -0.000317203, -0.00101147, -0.00327213, 0.0000373601, -0.000489893, 0.0030744, 0.00144623, 0.00105689,
    -0.00246633, -0.00421651, -0.000315596, 0.00136061, 0.00271779, 0.0113367, -0.00482753, -0.00250141, -0.0027287, -0.00171899,
  ],
  Mercury: [
    -0.0819014, -0.00522671, 0.00278231, -0.00325131, 0.0302793, 0.00878285, 0.0320566, -0.00104186, -0.00393207, -0.00461519,
    0.00781258, 0.00667577, -0.00179362, -0.00200718, 0.00754609, 0.00521555, 0.00418532, 0.00597138, 0.00503351, 0.00376033,
    0.00205858, 0.014558, -0.00313541, -0.00424713, 0.00232301, -0.00918668, 0.00697479, -0.0194165, 0.00482967, -0.00299698,
  ],
  Venus: [
    -0.0743728, 0.0112567, -0.000892578, 0.00346406, -0.00263228, 0.0000833627, -0.00080177, -0.000990979, -0.000888809, -0.0019324,
    0.00207737, 0.00199449, -0.00102914, -0.000336135, 0.000562001, 0.00970478, -0.000691176, 0.00642288, 0.00237601, -0.0017657,
    -0.000147797, 0.00383368, 0.00076612, -0.00119511, -0.00141731, 0.00281594, -0.000218382, 0.00205878, -0.000599244, 0.00149107,
  ],
  Mars: [
    -0.077343, 0.0468109, 0.044639, 0.00408125, -0.000386677, 0.012498, 0.000991262, 0.00175024, 0.000601115, 0.00262004,
    -0.000793928, -0.000619347, 0.000846567, 0.00044076, 0.00115315, 0.00190329, 0.000714304, 0.00367739, -0.000742731, -0.00334382,
    -0.000851218, -0.00385184, 0.00187885, 0.00156413, 0.00991237, 0.000546144, 0.00152681, -0.00411476, -0.00340875, -0.00802733,
  ],
  Jupiter: [
    -0.194421, -0.205974, -0.00345698, 0.00788039, 0.0292161, 0.0145199, -0.0014122, -0.00785976, 0.00456083, 0.00551337,
    0.000671246, 0.00483482, 0.00198489, -0.00287581, -0.0286607, -0.0563249, -0.0118213, 0.00449196, 0.0021612, -0.00065971,
    -0.0309563, -0.00129022, -0.0032959, -0.00584572, 0.0498348, -0.0228606, -0.032941, -0.0279501, -0.0140119, 0.0228849,
  ],
  Saturn: [
    -0.164334, -0.166993, 0.00948336, 0.00953044, 0.078285, 0.0384521, -0.00241845, -0.036701, 0.00259886, -0.0106097,
    0.00369055, 0.0151034, -0.000433358, -0.00356486, 0.0501391, -0.00983312, -0.019943, 0.0168106, 0.0149729, -0.0108661,
    -0.171878, -0.0245653, 0.0639466, 0.00906942, -0.0871799, -0.0865898, -0.0579942, 0.00486042, 0.0519543, 0.0519818,
  ],
};

const EARTH = pack(earthSeries, { angle: 0.03, distance: 0.06, rate: 1 }, CORRECTIONS.Earth);

export type HelioPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

const PLANETS: Record<HelioPlanet, HelioBody> = {
  Mercury: pack(mercurySeries, { angle: 0.15, distance: 0.08, rate: 1 }, CORRECTIONS.Mercury),
  Venus: pack(venusSeries, { angle: 0.04, distance: 0.05, rate: 0.8 }, CORRECTIONS.Venus),
  Mars: pack(marsSeries, { angle: 0.03, distance: 0.08, rate: 0.5 }, CORRECTIONS.Mars),
  Jupiter: pack(jupiterSeries, { angle: 0.08, distance: 2, rate: 0.2 }, CORRECTIONS.Jupiter),
  Saturn: pack(saturnSeries, { angle: 0.09, distance: 8, rate: 0.12 }, CORRECTIONS.Saturn),
};

const DAYS_PER_MILLENNIUM = 365250;
/** Light time for one astronomical unit, in days. */
export const LIGHT_DAYS_PER_AU = 0.005775518331436995;

/** One coordinate's correction (arcseconds) at t centuries, for a body at heliocentric longitude l. */
function correctionAt(
  c: readonly number[],
  offset: number,
  t: number,
  sl: number,
  cl: number,
): number {
  const s2 = 2 * sl * cl;
  const c2 = cl * cl - sl * sl;
  return (
    (c[offset] as number) +
    t *
      ((c[offset + 1] as number) +
        t * ((c[offset + 2] as number) + t * (c[offset + 3] as number))) +
    ((c[offset + 4] as number) + t * (c[offset + 6] as number)) * sl +
    ((c[offset + 5] as number) + t * (c[offset + 7] as number)) * cl +
    (c[offset + 8] as number) * s2 +
    (c[offset + 9] as number) * c2
  );
}

/** Heliocentric J2000 longitude, latitude (radians) and distance (AU) of a body, corrected to DE431. */
function heliocentricPolar(body: HelioBody, tau: number, out: Float64Array): void {
  const l = evalVsop(body.l, tau);
  const sl = Math.sin(l);
  const cl = Math.cos(l);
  const t = tau * 10;
  out[0] = l + correctionAt(body.correction, 0, t, sl, cl) * ARCSEC;
  out[1] = evalVsop(body.b, tau) + correctionAt(body.correction, 10, t, sl, cl) * ARCSEC;
  out[2] = evalVsop(body.r, tau) * (1 + correctionAt(body.correction, 20, t, sl, cl) * ARCSEC);
}

const polar = new Float64Array(3);

/** Position (AU) and velocity (AU/day) from longitude, latitude, distance and their daily rates. */
function toCartesian(lbr: Float64Array, rates: Float64Array, out: Float64Array): void {
  const l = lbr[0] as number;
  const b = lbr[1] as number;
  const r = lbr[2] as number;
  const dl = rates[0] as number;
  const db = rates[1] as number;
  const dr = rates[2] as number;
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

/** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day) at TT Julian day; writes 6 numbers into out. */
function heliocentric(body: HelioBody, jdTt: number, out: Float64Array): void {
  const tau = (jdTt - 2451545) / DAYS_PER_MILLENNIUM;
  heliocentricPolar(body, tau, polar);
  rate3[0] = evalVsopRate(body.dl, tau) / DAYS_PER_MILLENNIUM;
  rate3[1] = evalVsopRate(body.db, tau) / DAYS_PER_MILLENNIUM;
  rate3[2] = evalVsopRate(body.dr, tau) / DAYS_PER_MILLENNIUM;
  toCartesian(polar, rate3, out);
}

/*
 * Venus, Mars, Jupiter and Saturn move smoothly enough to be read from Chebyshev polynomials (degree 14) over
 * segments of 64, 128, 512 and 512 days, fitted on first use to the corrected series at the segment's
 * Chebyshev nodes and kept: each segment costs fifteen evaluations of the series once (at most 0.2 ms), after
 * which the four planets cost a microsecond each instead of two thirds of the chart's positions. The fastest
 * terms kept (Venus 56 days, Mars 98, Jupiter and Saturn 229) leave the polynomial within 0.001″ of the
 * series (the series' own short cosine, series.ts, is good to 0.0003″), and its derivative gives the velocity. All of 1800–2200 would hold 2,283 + 1,141 + 2 × 286 segments,
 * 1.4 MB. Mercury (terms of 9 days) and the Earth (the Moon's pull, 14 days) would need ten times as many.
 */
const CHEBYSHEV_DEGREE = 14;
const NODES = Array.from({ length: CHEBYSHEV_DEGREE + 1 }, (_, j) =>
  Math.cos((Math.PI * (j + 0.5)) / (CHEBYSHEV_DEGREE + 1)),
);

class SegmentedBody {
  private readonly segments = new Map<number, Float64Array>();

  constructor(
    private readonly body: HelioBody,
    private readonly segmentDays: number,
  ) {}

  /** Chebyshev coefficients of l, b and r over one segment, in that order. */
  private segment(index: number): Float64Array {
    let coefficients = this.segments.get(index);
    if (coefficients) return coefficients;
    const n = CHEBYSHEV_DEGREE + 1;
    coefficients = new Float64Array(3 * n);
    const middle = (index + 0.5) * this.segmentDays;
    for (let j = 0; j < n; j++) {
      const x = NODES[j] as number;
      const jd = 2451545 + middle + (x * this.segmentDays) / 2;
      heliocentricPolar(this.body, (jd - 2451545) / DAYS_PER_MILLENNIUM, polar);
      for (let c = 0; c < 3; c++) {
        // T_k(x_j) = cos(k·θ_j): the discrete cosine transform of the values at the nodes.
        const value = polar[c] as number;
        const theta = (Math.PI * (j + 0.5)) / n;
        for (let k = 0; k < n; k++) {
          coefficients[c * n + k] =
            (coefficients[c * n + k] as number) +
            ((k === 0 ? 1 : 2) / n) * value * Math.cos(k * theta);
        }
      }
    }
    this.segments.set(index, coefficients);
    return coefficients;
  }

  /** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day); writes 6 numbers into out. */
  place(jdTt: number, out: Float64Array): void {
    const days = jdTt - 2451545;
    const index = Math.floor(days / this.segmentDays);
    const coefficients = this.segment(index);
    const x = (2 * (days - (index + 0.5) * this.segmentDays)) / this.segmentDays;
    const n = CHEBYSHEV_DEGREE + 1;
    const perDay = 2 / this.segmentDays;
    for (let c = 0; c < 3; c++) {
      // Σ c_k T_k(x) and its derivative Σ k c_k U_{k−1}(x), with T and U by their recurrences.
      let tPrevious = 1;
      let t = x;
      let uPrevious = 1;
      let u = 2 * x;
      let value = (coefficients[c * n] as number) + (coefficients[c * n + 1] as number) * x;
      let rate = coefficients[c * n + 1] as number;
      for (let k = 2; k < n; k++) {
        const tNext = 2 * x * t - tPrevious;
        tPrevious = t;
        t = tNext;
        const ck = coefficients[c * n + k] as number;
        value += ck * t;
        rate += k * ck * u;
        const uNext = 2 * x * u - uPrevious;
        uPrevious = u;
        u = uNext;
      }
      polar[c] = value;
      rate3[c] = rate * perDay;
    }
    toCartesian(polar, rate3, out);
  }
}

const rate3 = new Float64Array(3);

const SEGMENTED = {
  Venus: new SegmentedBody(PLANETS.Venus, 64),
  Mars: new SegmentedBody(PLANETS.Mars, 128),
  Jupiter: new SegmentedBody(PLANETS.Jupiter, 512),
  Saturn: new SegmentedBody(PLANETS.Saturn, 512),
};

/** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day) of a planet; writes 6 numbers into out. */
export function heliocentricVector(body: HelioPlanet, jdTt: number, out: Float64Array): void {
  if (body === 'Mercury') heliocentric(PLANETS.Mercury, jdTt, out);
  else SEGMENTED[body].place(jdTt, out);
}

/**
 * Heliocentric J2000 ecliptic longitude, latitude (degrees) and distance (AU) of the Earth or a planet from
 * the corrected series: what fit-vsop-corrections.mjs compares with DE431.
 */
export function heliocentricPlace(
  body: 'Earth' | HelioPlanet,
  jdTt: number,
): [number, number, number] {
  const out = new Float64Array(3);
  heliocentricPolar(
    body === 'Earth' ? EARTH : PLANETS[body],
    (jdTt - 2451545) / DAYS_PER_MILLENNIUM,
    out,
  );
  return [
    ((out[0] as number) * 180) / Math.PI,
    ((out[1] as number) * 180) / Math.PI,
    out[2] as number,
  ];
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
  else heliocentricVector(body, jdTt, planet);
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
