import { GRAHAS, runningDasa, type Graha, type SignName, type UtcOffset } from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';
import {
  birthInstant,
  houseFacts,
  placementOf,
  sharedChart,
  type HouseFact,
  type SharedChart,
  type SharedGraha,
  type SignChangeFact,
} from './shared-facts.ts';
import { slowTransitsAt } from './transit-facts.ts';

/** A graha's placement as the engine computed it. */
export interface GrahaFact extends SharedGraha {
  degree: number;
}

export interface DasaFact {
  lord: Graha;
  /** The lords of the periods it runs within: none for a mahadasha, its lord for an antardasha… */
  within: Graha[];
  /** The engine's own ISO times, at the birth's UTC offset. */
  start: string;
  end: string;
}

/**
 * What the engine says about one horoscope at one moment: what the offline reader answers from, and
 * (as `shared`, coarsened) what a model answers from, so both speak of the same chart.
 */
export interface ChartFacts {
  lagna: { sign: SignName; degree: number; nakshatra: string };
  moon: { sign: SignName; nakshatra: string; pada: number };
  grahas: GrahaFact[];
  houses: HouseFact[];
  /** Mahadasha, antardasha, pratyantardasha running at `asOf`; then the next antardasha. */
  dasa: { maha: DasaFact; antar: DasaFact; pratyantar: DasaFact; nextAntar: DasaFact | null };
  /** Antardashas from the running one to the end of the next mahadasha, for timing questions. */
  comingAntardashas: DasaFact[];
  /** Every mahadasha, antardasha and pratyantardasha the engine lists, in order. */
  periods: DasaFact[];
  slowTransits: SignChangeFact[];
  asOf: string;
  /** The birth's UTC offset: the customer's calendar, in which the engine writes the dasa dates. */
  utcOffset: UtcOffset;
  /** The birth instant (ISO), never sent anywhere. */
  born: string;
  /** The coarse facts, the only ones a model outside the server may receive. */
  shared: SharedChart;
}

/** A chart with no dasa running now: a birth in the future or more than 120 years ago. */
export class UnreadableChart extends Error {
  constructor() {
    super('no dasa of this chart runs now');
  }
}

/** The facts of `chart` as at `now` (the running dasa and the coming sign changes depend on it). */
export function chartFacts(chart: HoroscopeData, now: Date): ChartFacts {
  const points = chart.planetDetails;
  const lagna = points.Ascendant;
  const grahas = GRAHAS.map((graha): GrahaFact => ({
    ...placementOf(points, graha),
    degree: points[graha].degree,
  }));
  const houses = houseFacts(lagna.zodiacSignOccupiedByPlanet, grahas);

  const periods = chart.vimshottariDasaDetails.dasaData.map((p) => ({
    ...p,
    level: p.level as 1 | 2 | 3,
    planetName: p.planetName as Graha,
  }));
  const byId = new Map(periods.map((p) => [p.id, p]));
  const toDasa = (p: (typeof periods)[number]): DasaFact => {
    const within: Graha[] = [];
    for (let up = byId.get(p.parentId ?? -1); up; up = byId.get(up.parentId ?? -1))
      within.unshift(up.planetName);
    return { lord: p.planetName, within, start: p.startingTime, end: p.endingTime };
  };
  const running = runningDasa(periods, now.getTime());
  if (!running) throw new UnreadableChart();
  const [maha, antar, pratyantar] = running;
  const antardashas = periods.filter((p) => p.level === 2);
  const from = antardashas.findIndex((p) => p.id === antar.id);
  const nextMahaId = periods.find((p) => p.level === 1 && p.id > maha.id)?.id;
  const coming = antardashas
    .slice(from)
    .filter((p) => p.parentId === maha.id || p.parentId === nextMahaId);

  const utcOffset = periods[0]!.startingTime.slice(19) as UtcOffset;
  return {
    lagna: {
      sign: lagna.zodiacSignOccupiedByPlanet,
      degree: lagna.degree,
      nakshatra: lagna.nakshatra,
    },
    moon: {
      sign: points.Moon.zodiacSignOccupiedByPlanet,
      nakshatra: points.Moon.nakshatra,
      pada: points.Moon.pada,
    },
    grahas,
    houses,
    dasa: {
      maha: toDasa(maha),
      antar: toDasa(antar),
      pratyantar: toDasa(pratyantar),
      nextAntar: coming[1] ? toDasa(coming[1]) : null,
    },
    comingAntardashas: coming.map(toDasa),
    periods: periods.map(toDasa),
    slowTransits: slowTransitsAt(now.getTime(), utcOffset),
    asOf: now.toISOString(),
    utcOffset,
    born: new Date(birthInstant(chart)).toISOString(),
    shared: sharedChart(chart),
  };
}
