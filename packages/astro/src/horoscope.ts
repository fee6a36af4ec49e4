import { siderealAscendant } from './ascendant.ts';
import { dasaTree, runningPeriods, vimshottariDasa } from './dasa.ts';
import type {
  DasaLevel,
  DasaPeriod,
  DasaSpan,
  DasaSystem,
  DasaTreeNode,
  DasaYearDays,
} from './dasa.ts';
import { signRelation } from './dignity.ts';
import type { SignRelation } from './dignity.ts';
import { GRAHAS, siderealPositions } from './ephemeris/index.ts';
import type { Graha, NodeKind, SiderealPosition } from './ephemeris/index.ts';
import { checkPlace, toUniversalTime } from './input.ts';
import type { LocalDateTime } from './input.ts';
import { epochMsFromJulianDay, toTerrestrialTime } from './time.ts';
import { shodashavarga, VARGAS, vargaSign } from './vargas.ts';
import type { PointVargas, VargaName } from './vargas.ts';
import { SIGNS, nakshatraOf, signIndex, signName } from './zodiac.ts';
import type { NakshatraName, SignName } from './zodiac.ts';

export type ChartPoint = Graha | 'Ascendant';
export const CHART_POINTS: readonly ChartPoint[] = ['Ascendant', ...GRAHAS];

export interface HoroscopeInput extends LocalDateTime {
  /** Decimal degrees, north positive. */
  readonly latitude: number;
  /** Decimal degrees, east positive. */
  readonly longitude: number;
  /** Rahu/Ketu from the mean node (default) or the true (osculating) node. */
  readonly node?: NodeKind;
  /** Days in a dasa year; default 365.256364 (sidereal year, as Jagannatha Hora). */
  readonly dasaYearDays?: DasaYearDays;
}

export interface PlanetDetail {
  /** Sidereal (Lahiri) longitude, decimal degrees in [0, 360). */
  readonly longitude: number;
  /** Decimal degrees within the sign, [0, 30). */
  readonly degree: number;
  readonly zodiacSignOccupiedByPlanet: SignName;
  /** Null for the Ascendant, which has no dignity. */
  readonly signRelation: SignRelation | null;
  /** Whole-sign house counted from the Lagna, 1..12. */
  readonly house: number;
  readonly isRetrograde: boolean;
  readonly nakshatra: NakshatraName;
  readonly pada: number;
}

export interface VargaChart {
  readonly shadVargaPlanetPositions: Record<SignName, ChartPoint[]>;
}

export interface Horoscope {
  readonly planetDetails: Record<ChartPoint, PlanetDetail>;
  readonly shadvargaDetails: Record<VargaName, VargaChart>;
  readonly vimshottariDasaDetails: { readonly dasaData: DasaPeriod[] };
}

// Charts cast for one instant at several places share the positions: keep the last set.
let cached:
  { jdTt: number; node: NodeKind; positions: Record<Graha, SiderealPosition> } | undefined;

function positionsAt(jdTt: number, node: NodeKind): Record<Graha, SiderealPosition> {
  if (cached?.jdTt !== jdTt || cached.node !== node) {
    cached = { jdTt, node, positions: siderealPositions(jdTt, node) };
  }
  return cached.positions;
}

/** The instant of a birth and the sidereal longitudes of its Lagna and nine grahas. */
export interface ChartMoment {
  readonly jdUt: number;
  readonly offsetMinutes: number;
  readonly positions: Record<Graha, SiderealPosition>;
  readonly longitudes: Record<ChartPoint, number>;
}

/** Checks the input and casts the positions every part of the chart starts from. */
export function chartMoment(input: HoroscopeInput): ChartMoment {
  const { jdUt, offsetMinutes } = toUniversalTime(input);
  checkPlace(input.latitude, input.longitude);
  const jdTt = toTerrestrialTime(jdUt);
  const positions = positionsAt(jdTt, input.node ?? 'mean');
  const ascendant = siderealAscendant(jdUt, jdTt, input.latitude, input.longitude);
  const longitudes = { Ascendant: ascendant } as Record<ChartPoint, number>;
  for (const graha of GRAHAS) longitudes[graha] = positions[graha].longitude;
  for (const point of CHART_POINTS) {
    if (!Number.isFinite(longitudes[point])) throw new Error(`non-finite longitude for ${point}`);
  }
  return { jdUt, offsetMinutes, positions, longitudes };
}

/** The sixteen divisional charts of Parashara for the Lagna and the nine grahas. */
export function computeShodashavarga(input: HoroscopeInput): Record<ChartPoint, PointVargas> {
  return shodashavarga(chartMoment(input).longitudes);
}

/** The birth chart: positions, the six vargas and three levels of Vimshottari dasa. */
export function computeHoroscope(input: HoroscopeInput): Horoscope {
  const { jdUt, offsetMinutes, positions, longitudes } = chartMoment(input);
  const ascendant = longitudes.Ascendant;

  const lagnaSign = signIndex(ascendant);
  const planetDetails = {} as Record<ChartPoint, PlanetDetail>;
  for (const point of CHART_POINTS) {
    const longitude = longitudes[point];
    const sign = signIndex(longitude);
    const degree = longitude - sign * 30;
    const { name: nakshatra, pada } = nakshatraOf(longitude);
    planetDetails[point] = {
      longitude,
      degree,
      zodiacSignOccupiedByPlanet: signName(sign),
      signRelation: point === 'Ascendant' ? null : signRelation(point, signName(sign), degree),
      house: ((sign - lagnaSign + 12) % 12) + 1,
      isRetrograde: point === 'Ascendant' ? false : positions[point].speed < 0,
      nakshatra,
      pada,
    };
  }

  const shadvargaDetails = {} as Record<VargaName, VargaChart>;
  for (const varga of VARGAS) {
    const placements = {} as Record<SignName, ChartPoint[]>;
    for (const sign of SIGNS) placements[sign] = [];
    for (const point of CHART_POINTS)
      placements[signName(vargaSign(varga, longitudes[point]))].push(point);
    shadvargaDetails[varga] = { shadVargaPlanetPositions: placements };
  }

  const dasaData = vimshottariDasa(
    positions.Moon.longitude,
    epochMsFromJulianDay(jdUt),
    offsetMinutes,
    input.dasaYearDays,
  );
  return { planetDetails, shadvargaDetails, vimshottariDasaDetails: { dasaData } };
}

export interface DasaInput extends HoroscopeInput {
  /** Default 'vimshottari'. */
  readonly system?: DasaSystem;
  /** How many levels to nest under each mahadasha, 1–5; default 2 (with the antardashas). */
  readonly depth?: DasaLevel;
  /** A local date-time at which to find the running periods, five levels deep. */
  readonly at?: LocalDateTime;
}

export interface Dasas {
  readonly system: DasaSystem;
  readonly periods: readonly DasaTreeNode[];
  /** Mahadasha … prana running at `at`, or null when no `at` was given. */
  readonly running: readonly DasaSpan[] | null;
}

/** Vimshottari, Yogini or Ashtottari dasa of a birth, and the periods running at a date. */
export function computeDasas(input: DasaInput): Dasas {
  const { jdUt, offsetMinutes, positions } = chartMoment(input);
  const system = input.system ?? 'vimshottari';
  const birth = {
    moonLongitude: positions.Moon.longitude,
    birthMs: epochMsFromJulianDay(jdUt),
    offsetMinutes,
    yearDays: input.dasaYearDays,
  };
  const running = input.at
    ? runningPeriods(system, birth, epochMsFromJulianDay(toUniversalTime(input.at).jdUt))
    : null;
  return { system, periods: dasaTree(system, birth, input.depth ?? 2), running };
}
