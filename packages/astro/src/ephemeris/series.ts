/*
 * Truncated evaluation of the VSOP87 and ELP/MPP02 series shipped by astronomia.
 * A series is truncated by dropping its smallest terms for as long as the root-sum-square of their largest
 * contributions over 1800–2200 stays within an error chosen per body and coordinate (see planets.ts and
 * moon.ts): dropped terms have unrelated frequencies, so their errors add like random ones, and the measured
 * worst error of the truncated series comes out at two to three times that root-sum-square. The kept terms
 * are packed into flat arrays, and their cosines and sines are taken by a short polynomial (below), which
 * halves the cost of a term.
 */

/** One coordinate of a VSOP87 series: per power of τ, packed [A, B, C] triples for A·cos(B + C·τ). */
export type PackedVsop = Float64Array[];

/** τ in Julian millennia from J2000 stays within ±0.2 for dates 1800..2200. */
const TAU_MAX = 0.2;

/** What a term is worth: its largest contribution to the value, or to the rate, over 1800–2200. */
export type TermWeight = 'value' | 'rate';

/**
 * Indices of the rows to keep: the smallest weights are dropped while the root-sum-square of the dropped ones
 * stays within `error`.
 */
function keptRows(weights: number[], error: number): Set<number> {
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (weights[a] as number) - (weights[b] as number));
  let dropped = 0;
  let first = 0;
  for (; first < order.length; first++) {
    const w = weights[order[first] as number] as number;
    if (dropped + w * w > error * error) break;
    dropped += w * w;
  }
  return new Set(order.slice(first));
}

/**
 * Packs a VSOP87 coordinate, keeping the terms whose dropping would cost more than `error` (root-sum-square
 * of the largest contributions, in the coordinate's unit; for a rate, per millennium).
 */
export function packVsop(
  powers: Record<string, [number, number, number][]>,
  error: number,
  weight: TermWeight = 'value',
): PackedVsop {
  const rows: { k: number; row: [number, number, number] }[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    for (const row of powers[String(k)] ?? []) rows.push({ k, row });
  }
  const weights = rows.map(({ k, row: [a, , c] }) =>
    weight === 'value'
      ? Math.abs(a) * TAU_MAX ** k
      : Math.abs(a) * (Math.abs(c) * TAU_MAX ** k + (k > 0 ? k * TAU_MAX ** (k - 1) : 0)),
  );
  const kept = keptRows(weights, error);
  const packed: Float64Array[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    packed.push(
      Float64Array.from(
        rows.flatMap(({ k: power, row }, i) => (power === k && kept.has(i) ? row : [])),
      ),
    );
  }
  while (packed.length > 1 && (packed.at(-1) as Float64Array).length === 0) packed.pop();
  return packed;
}

const INV_PI = 1 / Math.PI;

/*
 * cos and sin by a Taylor polynomial on [−π/2, π/2] after taking out the multiple of π nearest the argument.
 * The first dropped terms (r¹⁴/14!, r¹⁵/15!) stay under 7e-9 there: on the largest periodic terms, Mars's
 * equation of the centre (0.19 rad) and ELP/MPP02's 22639″, that is under 0.0003″, and the reduction by a
 * double π loses under 1e-12 rad at the series' arguments (below 1e5). The sign of the half-turn is applied
 * by arithmetic, not a branch: taken at random it was mispredicted half the time, which cost as much as the
 * polynomial.
 */
const C1 = -1 / 2;
const C2 = 1 / 24;
const C3 = -1 / 720;
const C4 = 1 / 40320;
const C5 = -1 / 3628800;
const C6 = 1 / 479001600;
const S1 = -1 / 6;
const S2 = 1 / 120;
const S3 = -1 / 5040;
const S4 = 1 / 362880;
const S5 = -1 / 39916800;
const S6 = 1 / 6227020800;

/** cos x, within 7e-9 of Math.cos for |x| < 1e5. */
export function cosine(x: number): number {
  const k = Math.round(x * INV_PI);
  const r = x - k * Math.PI;
  const z = r * r;
  return (1 - 2 * (k & 1)) * (1 + z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6))))));
}

/** sin x, within 7e-9 of Math.sin for |x| < 1e5. */
export function sine(x: number): number {
  const k = Math.round(x * INV_PI);
  const r = x - k * Math.PI;
  const z = r * r;
  return (
    (1 - 2 * (k & 1)) * r * (1 + z * (S1 + z * (S2 + z * (S3 + z * (S4 + z * (S5 + z * S6))))))
  );
}

/** Value of a packed VSOP87 coordinate at τ. */
export function evalVsop(series: PackedVsop, tau: number): number {
  let value = 0;
  let tauK = 1;
  for (let k = 0; k < series.length; k++) {
    const terms = series[k] as Float64Array;
    let sum = 0;
    for (let i = 0; i < terms.length; i += 3) {
      sum +=
        (terms[i] as number) * cosine((terms[i + 1] as number) + (terms[i + 2] as number) * tau);
    }
    value += sum * tauK;
    tauK *= tau;
  }
  return value;
}

/** Derivative per millennium of a packed VSOP87 coordinate at τ (packed by the terms' rates). */
export function evalVsopRate(series: PackedVsop, tau: number): number {
  let rate = 0;
  let tauK = 1;
  let tauKm1 = 0;
  for (let k = 0; k < series.length; k++) {
    const terms = series[k] as Float64Array;
    let sum = 0;
    let dsum = 0;
    for (let i = 0; i < terms.length; i += 3) {
      const a = terms[i] as number;
      const c = terms[i + 2] as number;
      const arg = (terms[i + 1] as number) + c * tau;
      if (k > 0) sum += a * cosine(arg);
      if (c !== 0) dsum -= a * c * sine(arg);
    }
    rate += dsum * tauK + k * sum * tauKm1;
    tauKm1 = tauK;
    tauK *= tau;
  }
  return rate;
}

/**
 * One coordinate of ELP/MPP02. Its rows are A·sin(φ0 + φ1·T + … + φ4·T⁴); for most kept terms the powers of T
 * beyond the first move the term by less than a hundredth of the error over 1800–2200, and those are
 * packed as VSOP87 triples [A, φ0 − π/2, φ1] (A·cos(φ0 − π/2 + φ1·T)), the rest whole, as [A, φ0, …, φ4].
 */
export interface PackedElp {
  readonly linear: PackedVsop;
  readonly curved: Float64Array[];
}

/** T in Julian centuries from J2000 stays within ±2 for dates 1800..2200. */
const T_MAX = 2;

/** Packs an ELP/MPP02 coordinate as packVsop does (error in the coordinate's unit; a rate's per century). */
export function packElp(
  powers: Record<string, number[][]>,
  error: number,
  weight: TermWeight = 'value',
): PackedElp {
  const rows: { k: number; row: number[] }[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    for (const row of powers[String(k)] ?? []) rows.push({ k, row });
  }
  const weights = rows.map(({ k, row }) => {
    const a = Math.abs(row[0] ?? 0);
    if (weight === 'value') return a * T_MAX ** k;
    const frequency = Math.abs(row[2] ?? 0) + 2 * T_MAX * Math.abs(row[3] ?? 0);
    return a * (frequency * T_MAX ** k + (k > 0 ? k * T_MAX ** (k - 1) : 0));
  });
  const kept = keptRows(weights, error);
  // What leaving out φ2…φ4 costs a term: its argument moves by δφ, its rate by φ1·δφ and the rates of δφ.
  const isLinear = (k: number, row: number[]) => {
    const [a, , f1, f2, f3, f4] = [0, 1, 2, 3, 4, 5].map((j) => Math.abs(row[j] ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const shift = T_MAX ** 2 * (f2 + T_MAX * f3 + T_MAX ** 2 * f4);
    const cost =
      weight === 'value'
        ? shift
        : f1 * shift + T_MAX * (2 * f2 + 3 * T_MAX * f3 + 4 * T_MAX ** 2 * f4);
    return a * T_MAX ** k * cost < error / 100;
  };
  const linear: Float64Array[] = [];
  const curved: Float64Array[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    const mine = rows.filter(({ k: power }, i) => power === k && kept.has(i));
    linear.push(
      Float64Array.from(
        mine.flatMap(({ row }) =>
          isLinear(k, row) ? [row[0] ?? 0, (row[1] ?? 0) - Math.PI / 2, row[2] ?? 0] : [],
        ),
      ),
    );
    curved.push(
      Float64Array.from(
        mine.flatMap(({ row }) =>
          isLinear(k, row) ? [] : [0, 1, 2, 3, 4, 5].map((j) => row[j] ?? 0),
        ),
      ),
    );
  }
  return { linear, curved };
}

/** Value of a packed ELP/MPP02 coordinate at T. */
export function evalElp(series: PackedElp, t: number): number {
  return evalVsop(series.linear, t) + evalCurved(series.curved, t);
}

function evalCurved(series: Float64Array[], t: number): number {
  let value = 0;
  let tK = 1;
  for (let k = 0; k < series.length; k++) {
    const terms = series[k] as Float64Array;
    let sum = 0;
    for (let i = 0; i < terms.length; i += 6) {
      const arg =
        (terms[i + 1] as number) +
        t *
          ((terms[i + 2] as number) +
            t *
              ((terms[i + 3] as number) +
                t * ((terms[i + 4] as number) + t * (terms[i + 5] as number))));
      sum += (terms[i] as number) * sine(arg);
    }
    value += sum * tK;
    tK *= t;
  }
  return value;
}

/** Derivative per century of a packed ELP/MPP02 coordinate at T (packed by the terms' rates). */
export function evalElpRate(series: PackedElp, t: number): number {
  return evalVsopRate(series.linear, t) + evalCurvedRate(series.curved, t);
}

function evalCurvedRate(series: Float64Array[], t: number): number {
  let rate = 0;
  let tK = 1;
  let tKm1 = 0;
  for (let k = 0; k < series.length; k++) {
    const terms = series[k] as Float64Array;
    let sum = 0;
    let dsum = 0;
    for (let i = 0; i < terms.length; i += 6) {
      const a = terms[i] as number;
      const f1 = terms[i + 2] as number;
      const f2 = terms[i + 3] as number;
      const f3 = terms[i + 4] as number;
      const f4 = terms[i + 5] as number;
      const arg = (terms[i + 1] as number) + t * (f1 + t * (f2 + t * (f3 + t * f4)));
      if (k > 0) sum += a * sine(arg);
      dsum += a * cosine(arg) * (f1 + t * (2 * f2 + t * (3 * f3 + t * 4 * f4)));
    }
    rate += dsum * tK + k * sum * tKm1;
    tKm1 = tK;
    tK *= t;
  }
  return rate;
}
