import reference from '../fixtures/swisseph-lahiri.json';

/*
 * The Swiss Ephemeris reference (fixtures/generate-swisseph-lahiri.mjs): 2,000 moments 1800–2200 at 50 places
 * from 60° S to 60° N, stored as rows of numbers to keep the file small, read here into named fields.
 */
export const REFERENCE_POINTS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'TrueRahu',
  'Ascendant',
] as const;
export type ReferencePoint = (typeof REFERENCE_POINTS)[number];
export const REFERENCE_SPEEDS = [
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'TrueRahu',
] as const;
export type ReferenceSpeed = (typeof REFERENCE_SPEEDS)[number];

export interface ReferenceChart {
  readonly jdUt: number;
  readonly lat: number;
  readonly lon: number;
  /** Sidereal (Lahiri) longitudes, degrees; Rahu is the mean node. */
  readonly longitudes: Record<ReferencePoint, number>;
  /** Daily motion, degrees per day. */
  readonly speeds: Record<ReferenceSpeed, number>;
}

const column = (name: string) => reference.columns.indexOf(name);

export const referenceCharts: readonly ReferenceChart[] = reference.moments.map((row) => {
  const [lat, lon] = reference.places[row[1] as number] as [number, number];
  return {
    jdUt: row[0] as number,
    lat,
    lon,
    longitudes: Object.fromEntries(
      REFERENCE_POINTS.map((point) => [point, row[column(point)] as number]),
    ) as Record<ReferencePoint, number>,
    speeds: Object.fromEntries(
      REFERENCE_SPEEDS.map((body) => [body, row[column(`${body}Speed`)] as number]),
    ) as Record<ReferenceSpeed, number>,
  };
});

export const referencePlaces = reference.places as [number, number][];
export const referenceTransits = reference.transits;

/** Signed difference a − b of two longitudes in arcseconds, within ±648000. */
export function arcsecondsApart(a: number, b: number): number {
  return (((((a - b) % 360) + 540) % 360) - 180) * 3600;
}
