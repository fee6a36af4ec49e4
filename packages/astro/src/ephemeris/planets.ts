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
 * corrected to DE431. `error` is the root-sum-square of the dropped terms' largest contributions, in radians
 * of longitude or latitude; a distance term counts by the angle it makes at the body's closest approach to
 * the Earth (Venus 0.27 AU, so the Earth's and Venus's distances are kept finest). The Earth's error enters
 * every geocentric position, multiplied by up to 3.7 near an inferior conjunction of Venus, so it is kept
 * tightest. Rates come from a coarser packing, by the size of each term's rate: they only feed light time
 * (a planet moves at most 0.05″ in a millisecond of light time), aberration and daily motion.
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
  error: number,
  closest: number,
  correction: readonly number[],
): HelioBody {
  return {
    l: packVsop(series.L, error * ARCSEC),
    b: packVsop(series.B, error * ARCSEC),
    r: packVsop(series.R, error * ARCSEC * closest),
    dl: packVsop(series.L, RATE_ERROR, 'rate'),
    db: packVsop(series.B, RATE_ERROR, 'rate'),
    dr: packVsop(series.R, RATE_ERROR, 'rate'),
    correction,
  };
}

/** Root-sum-square of the dropped rates' contributions, radians (or AU) per millennium. */
const RATE_ERROR = 0.02;

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
    0.000157829, 0.000604915, -0.00058396, -0.000206689, -0.00034726, -0.000672936, -0.000528096, -0.000750103, 0.00179462, -0.000916439,
  ],
  Mercury: [
    -0.088986, -0.017304, 0.00251478, -0.00242308, -0.000702098, -0.0108346, -0.00553443, -0.00614497, 0.00605314, -0.0079925,
    0.0040125, -0.00369105, -0.000892843, 0.00277426, 0.00419852, 0.00385819, 0.00280258, 0.00432977, -0.00251814, -0.000105179,
    0.000886433, 0.0136297, -0.00180122, -0.00387903, 0.00689935, -0.00718449, 0.00720777, -0.0158524, 0.00910944, -0.00332589,
  ],
  Venus: [
    -0.0749448, 0.00771526, -0.000889413, 0.00465955, -0.00349631, -0.000603219, -0.00101132, -0.00182921, -0.000529557, -0.00213495,
    0.00318954, 0.00213255, 0.00234196, -0.00047284, 0.00259105, 0.00876753, -0.00274693, 0.00689284, 0.00192932, -0.00349811,
    -0.00072941, 0.00262418, 0.00112564, -0.00139579, -0.000121295, 0.0006572, -0.000337627, -0.000702976, 0.0000366047, 0.000444565,
  ],
  Mars: [
    -0.074523, 0.0357148, 0.0459889, 0.00771631, -0.00147311, 0.0170298, 0.00480414, -0.00412697, 0.0116942, -0.00151248,
    0.00654153, -0.000037698, -0.00134241, 0.000518536, -0.000840023, -0.00347581, 0.00319528, -0.00135499, 0.00459866, -0.00580054,
    -0.000164695, -0.00137761, 0.000541972, 0.000394846, 0.00607652, 0.00142944, 0.00120623, -0.00106588, 0.00121424, 0.000271735,
  ],
  Jupiter: [
    -0.211111, -0.250363, -0.00381227, 0.0186968, 0.0234472, -0.01912, 0.0057708, -0.00390561, 0.00651291, 0.00435054,
    -0.000728323, -0.0394641, -0.00179383, 0.00730158, -0.0260984, -0.0721202, -0.0206157, 0.00336212, 0.000842581, 0.000439989,
    0.024275, 0.00935073, -0.00940341, -0.00454448, -0.0247515, -0.0137579, 0.00680276, -0.000620849, 0.00295246, -0.00957767,
  ],
  Saturn: [
    -0.238499, -0.158224, 0.0328868, 0.00778098, 0.0992823, 0.0507113, -0.0248304, -0.0631518, 0.00654953, -0.004669,
    0.00106135, 0.0194449, 0.00268489, -0.00419082, 0.0850216, -0.0019189, -0.0652963, 0.03063, 0.0311436, 0.0191257,
    -0.00703801, -0.0139089, 0.00270452, 0.00800011, 0.0379972, -0.0998271, -0.0427385, -0.0127696, -0.00214182, 0.00387848,
  ],
};

const EARTH = pack(earthSeries, 0.03, 0.27, CORRECTIONS.Earth);

export type HelioPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

const PLANETS: Record<HelioPlanet, HelioBody> = {
  Mercury: pack(mercurySeries, 0.1, 0.55, CORRECTIONS.Mercury),
  Venus: pack(venusSeries, 0.06, 0.27, CORRECTIONS.Venus),
  Mars: pack(marsSeries, 0.06, 0.37, CORRECTIONS.Mars),
  Jupiter: pack(jupiterSeries, 0.15, 3.9, CORRECTIONS.Jupiter),
  Saturn: pack(saturnSeries, 0.2, 8, CORRECTIONS.Saturn),
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

/** Heliocentric J2000-ecliptic position (AU) and velocity (AU/day) at TT Julian day; writes 6 numbers into out. */
function heliocentric(body: HelioBody, jdTt: number, out: Float64Array): void {
  const tau = (jdTt - 2451545) / DAYS_PER_MILLENNIUM;
  heliocentricPolar(body, tau, polar);
  const l = polar[0] as number;
  const b = polar[1] as number;
  const r = polar[2] as number;
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

/**
 * Heliocentric J2000 ecliptic longitude, latitude (degrees) and distance (AU) of the Earth or a planet as the
 * engine computes it: what fit-vsop-corrections.mjs compares with DE431.
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
