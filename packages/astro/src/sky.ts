// astronomia ships no types: the reference carries its declarations into every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./ephemeris/astronomia.d.ts" />
import { nutation } from 'astronomia/nutation';
import { meanObliquity } from './ascendant.ts';
import { lahiriAyanamsa } from './ayanamsa.ts';
import { apparentMoon } from './ephemeris/moon.ts';
import { apparentGeocentric } from './ephemeris/planets.ts';
import { precessionAt } from './ephemeris/precession.ts';
import type { Precession } from './ephemeris/precession.ts';
import { centuriesSinceJ2000, toTerrestrialTime } from './time.ts';

/*
 * The Sun and the Moon over a few days, for the panchanga and for rising and setting. Their real positions
 * (the same VSOP87 / ELP series as the chart, light time and aberration included) are computed at
 * Chebyshev–Lobatto nodes of the window and read in between by barycentric interpolation. Over a window of
 * four days the interpolant stays within 0.001″ of the series (test/sky.test.ts measures it), far below
 * the series' own error, while a day's panchanga needs a dozen evaluations of the series instead of hundreds.
 */

export type SkyBody = 'Sun' | 'Moon';

/** What is sampled for each body, in this order: see `Sky` for the meaning of each. */
const CHANNELS = 6;
const SUN = 0;
const MOON = CHANNELS;
/** The equation of the equinoxes follows the bodies, shared by both. */
const EQUATION_OF_EQUINOXES = 2 * CHANNELS;
const WIDTH = 2 * CHANNELS + 1;
/** Channels holding angles that run on past 360°: they are unwrapped across the nodes. */
const ANGLES = [0, 1, 4];

const RAD = 180 / Math.PI;
const KM_PER_AU = 149597870.7;

/** The place of a body at one instant, as the interpolant gives it. */
export interface BodyPlace {
  /** Sidereal (Lahiri) longitude, degrees, unwrapped: it may run past 360 within one window. */
  readonly siderealLongitude: number;
  /** Apparent right ascension and declination of date (true equator and equinox), degrees. */
  readonly rightAscension: number;
  readonly declination: number;
  /** Geocentric distance, km. */
  readonly distance: number;
  /** Right ascension and declination of the ecliptic point at the body's longitude (latitude set to 0). */
  readonly eclipticRightAscension: number;
  readonly eclipticDeclination: number;
}

const vector = new Float64Array(6);

/** Ecliptic longitude, latitude (radians) and distance of date from a J2000-ecliptic vector (Meeus eq. 21.7). */
function eclipticOfDate(prec: Precession, x: number, y: number, z: number): [number, number] {
  const c = Math.cos(prec.node);
  const s = Math.sin(prec.node);
  const x1 = c * x + s * y;
  const y1 = -s * x + c * y;
  const y2 = prec.cosPi * y1 + prec.sinPi * z;
  const z2 = -prec.sinPi * y1 + prec.cosPi * z;
  return [Math.atan2(y2, x1) + prec.node + prec.p, Math.atan2(z2, Math.hypot(x1, y2))];
}

function toEquator(lambda: number, beta: number, eps: number): [number, number] {
  const sl = Math.sin(lambda);
  const ra = Math.atan2(sl * Math.cos(eps) - Math.tan(beta) * Math.sin(eps), Math.cos(lambda));
  const dec = Math.asin(Math.sin(beta) * Math.cos(eps) + Math.cos(beta) * Math.sin(eps) * sl);
  return [ra * RAD, dec * RAD];
}

/** Writes the six channels of a body into row at offset. */
function sampleBody(
  body: SkyBody,
  jdTt: number,
  prec: Precession,
  ayanamsa: number,
  dPsi: number,
  eps: number,
  row: Float64Array,
  offset: number,
): void {
  if (body === 'Sun') apparentGeocentric('Sun', jdTt, vector);
  else apparentMoon(jdTt, vector);
  const x = vector[0] as number;
  const y = vector[1] as number;
  const z = vector[2] as number;
  const [lambda, beta] = eclipticOfDate(prec, x, y, z);
  const [ra, dec] = toEquator(lambda + dPsi, beta, eps);
  const [eclipticRa, eclipticDec] = toEquator(lambda + dPsi, 0, eps);
  const r = Math.hypot(x, y, z);
  row[offset] = lambda * RAD - ayanamsa;
  row[offset + 1] = ra;
  row[offset + 2] = dec;
  row[offset + 3] = body === 'Sun' ? r * KM_PER_AU : r;
  row[offset + 4] = eclipticRa;
  row[offset + 5] = eclipticDec;
}

function unwrap(previous: number, next: number): number {
  return next - 360 * Math.round((next - previous) / 360);
}

/** Interpolated Sun and Moon between two UT Julian days. */
export class Sky {
  readonly start: number;
  readonly end: number;
  private readonly nodes: Float64Array;
  private readonly weights: Float64Array;
  private readonly values: Float64Array;
  private readonly coefficients: Float64Array;
  private lastJd = Number.NaN;

  /** `degree` + 1 evaluations of the series; the default keeps the Moon within 0.001″ (8 for four days). */
  constructor(
    startJdUt: number,
    endJdUt: number,
    degree = Math.max(6, Math.ceil((endJdUt - startJdUt) * 2.1)),
  ) {
    this.start = startJdUt;
    this.end = endJdUt;
    const n = degree;
    this.nodes = new Float64Array(n + 1);
    this.weights = new Float64Array(n + 1);
    this.values = new Float64Array((n + 1) * WIDTH);
    this.coefficients = new Float64Array(n + 1);
    const row = new Float64Array(WIDTH);
    // Nutation moves by well under 0.1″ a day apart from its 18.6-year term: the ends of the window carry it.
    const [psiA, epsA] = nutation(toTerrestrialTime(startJdUt));
    const [psiB, epsB] = nutation(toTerrestrialTime(endJdUt));
    for (let j = 0; j <= n; j++) {
      const jdUt =
        (startJdUt + endJdUt) / 2 - ((endJdUt - startJdUt) / 2) * Math.cos((Math.PI * j) / n);
      this.nodes[j] = jdUt;
      this.weights[j] = (j % 2 === 0 ? 1 : -1) * (j === 0 || j === n ? 0.5 : 1);
      const jdTt = toTerrestrialTime(jdUt);
      const t = centuriesSinceJ2000(jdTt);
      const prec = precessionAt(t);
      const ayanamsa = lahiriAyanamsa(jdTt);
      const f = (jdUt - startJdUt) / (endJdUt - startJdUt || 1);
      const dPsi = psiA + f * (psiB - psiA);
      const dEps = epsA + f * (epsB - epsA);
      const eps = meanObliquity(t) + dEps;
      sampleBody('Sun', jdTt, prec, ayanamsa, dPsi, eps, row, SUN);
      sampleBody('Moon', jdTt, prec, ayanamsa, dPsi, eps, row, MOON);
      row[EQUATION_OF_EQUINOXES] = dPsi * Math.cos(eps) * RAD;
      for (let c = 0; c < WIDTH; c++) {
        let value = row[c] as number;
        const isAngle = ANGLES.includes(c % CHANNELS) && c < EQUATION_OF_EQUINOXES;
        if (isAngle && j > 0) value = unwrap(this.values[(j - 1) * WIDTH + c] as number, value);
        this.values[j * WIDTH + c] = value;
      }
    }
  }

  /**
   * Sets the barycentric coefficients for a UT Julian day; a channel is then Σ q_j·value_j. A node hit exactly
   * gets coefficient 1 and the others 0.
   */
  private prepare(jdUt: number): void {
    if (jdUt === this.lastJd) return;
    const n = this.nodes.length;
    const q = this.coefficients;
    let denominator = 0;
    for (let j = 0; j < n; j++) {
      const dx = jdUt - (this.nodes[j] as number);
      if (dx === 0) {
        q.fill(0);
        q[j] = 1;
        this.lastJd = jdUt;
        return;
      }
      q[j] = (this.weights[j] as number) / dx;
      denominator += q[j] as number;
    }
    for (let j = 0; j < n; j++) q[j] = (q[j] as number) / denominator;
    this.lastJd = jdUt;
  }

  private channel(jdUt: number, c: number): number {
    this.prepare(jdUt);
    const q = this.coefficients;
    let sum = 0;
    for (let j = 0; j < q.length; j++)
      sum += (q[j] as number) * (this.values[j * WIDTH + c] as number);
    return sum;
  }

  contains(jdUt: number): boolean {
    return jdUt >= this.start && jdUt <= this.end;
  }

  /** A body's place at a UT Julian day within the window. */
  place(body: SkyBody, jdUt: number): BodyPlace {
    const o = body === 'Sun' ? SUN : MOON;
    return {
      siderealLongitude: this.channel(jdUt, o),
      rightAscension: this.channel(jdUt, o + 1),
      declination: this.channel(jdUt, o + 2),
      distance: this.channel(jdUt, o + 3),
      eclipticRightAscension: this.channel(jdUt, o + 4),
      eclipticDeclination: this.channel(jdUt, o + 5),
    };
  }

  /** Sidereal longitude (unwrapped, degrees) of the Sun or the Moon. */
  longitude(body: SkyBody, jdUt: number): number {
    return this.channel(jdUt, body === 'Sun' ? SUN : MOON);
  }

  /** Nutation in right ascension Δψ·cos ε (degrees): apparent minus mean sidereal time. */
  equationOfEquinoxes(jdUt: number): number {
    return this.channel(jdUt, EQUATION_OF_EQUINOXES);
  }
}
