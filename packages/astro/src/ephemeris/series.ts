/*
 * Truncated evaluation of the VSOP87 and ELP/MPP02 series shipped by astronomia.
 * Terms are dropped when their largest possible contribution over 1800–2200 is below a tolerance chosen
 * per body (see planets.ts and moon.ts); the kept terms are packed into flat arrays for speed.
 */

/** One coordinate of a VSOP87 series: per power of τ, packed [A, B, C] triples for A·cos(B + C·τ). */
export type PackedVsop = Float64Array[];

/** τ in Julian millennia from J2000 stays within ±0.2 for dates 1800..2200. */
const TAU_MAX = 0.2;

export function packVsop(
  powers: Record<string, [number, number, number][]>,
  tolerance: number,
): PackedVsop {
  const packed: Float64Array[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    const scale = TAU_MAX ** k;
    const kept = (powers[String(k)] ?? []).filter(([a]) => Math.abs(a) * scale >= tolerance);
    packed.push(Float64Array.from(kept.flat()));
  }
  return packed;
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
        (terms[i] as number) * Math.cos((terms[i + 1] as number) + (terms[i + 2] as number) * tau);
    }
    value += sum * tauK;
    tauK *= tau;
  }
  return value;
}

/** Derivative per millennium of a packed VSOP87 coordinate at τ (a coarser packing is enough for rates). */
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
      if (k > 0) sum += a * Math.cos(arg);
      dsum -= a * c * Math.sin(arg);
    }
    rate += dsum * tauK + k * sum * tauKm1;
    tauKm1 = tauK;
    tauK *= tau;
  }
  return rate;
}

/** One coordinate of ELP/MPP02: per power of T, packed [A, φ0, φ1, φ2, φ3, φ4] for A·sin(Σ φj·T^j). */
export type PackedElp = Float64Array[];

/** T in Julian centuries from J2000 stays within ±2 for dates 1800..2200. */
const T_MAX = 2;

export function packElp(powers: Record<string, number[][]>, tolerance: number): PackedElp {
  const packed: Float64Array[] = [];
  for (let k = 0; powers[String(k)] !== undefined; k++) {
    const scale = T_MAX ** k;
    const kept = (powers[String(k)] ?? []).filter(
      (row) => Math.abs(row[0] ?? 0) * scale >= tolerance,
    );
    packed.push(
      Float64Array.from(kept.flatMap((row) => [0, 1, 2, 3, 4, 5].map((j) => row[j] ?? 0))),
    );
  }
  return packed;
}

/** Value of a packed ELP/MPP02 coordinate at T. */
export function evalElp(series: PackedElp, t: number): number {
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
      sum += (terms[i] as number) * Math.sin(arg);
    }
    value += sum * tK;
    tK *= t;
  }
  return value;
}

/** Derivative per century of a packed ELP/MPP02 coordinate at T (a coarser packing is enough for rates). */
export function evalElpRate(series: PackedElp, t: number): number {
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
      if (k > 0) sum += a * Math.sin(arg);
      dsum += a * Math.cos(arg) * (f1 + t * (2 * f2 + t * (3 * f3 + t * 4 * f4)));
    }
    rate += dsum * tK + k * sum * tKm1;
    tKm1 = tK;
    tK *= t;
  }
  return rate;
}
