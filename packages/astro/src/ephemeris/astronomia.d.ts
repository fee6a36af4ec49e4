// astronomia ships JavaScript without type declarations; these cover the parts the engine reads.
declare module 'astronomia/data/vsop87B*' {
  /** VSOP87B series: per coordinate (L, B, R), per power of time, rows of [A, B, C] for A·cos(B + C·τ). */
  const series: Record<'L' | 'B' | 'R', Record<string, [number, number, number][]>>;
  export default series;
}

declare module 'astronomia/data/elpMppDe*' {
  /** ELP/MPP02 series fitted to DE405, abridged (elpMppDe) or whole (elpMppDeFull): rows of [A, φ0..φ4] for A·sin(φ0 + φ1·T + … + φ4·T⁴). */
  const series: {
    W1: number[];
    L: Record<string, number[][]>;
    B: Record<string, number[][]>;
    R: Record<string, number[][]>;
  };
  export default series;
}

declare module 'astronomia/nutation' {
  /** Nutation in longitude and obliquity (IAU 1980 theory, Meeus table 22.A), radians. */
  export function nutation(jde: number): [number, number];
}
