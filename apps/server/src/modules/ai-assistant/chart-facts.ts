import {
  aspectedHouses,
  computeTransits,
  GRAHAS,
  houseLord,
  houseSign,
  runningDasa,
  type Graha,
  type SignLord,
  type SignName,
} from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';

/** A graha's placement as the engine computed it. */
export interface GrahaFact {
  graha: Graha;
  sign: SignName;
  house: number;
  dignity: string;
  degree: number;
  retrograde: boolean;
  nakshatra: string;
}

export interface HouseFact {
  house: number;
  sign: SignName;
  lord: SignLord;
  /** The grahas in the house and those aspecting it (full Parashari aspects). */
  occupants: Graha[];
  aspectedBy: Graha[];
}

export interface DasaFact {
  lord: Graha;
  /** The engine's own ISO times, at the birth's UTC offset. */
  start: string;
  end: string;
}

export interface SignChangeFact {
  graha: Graha;
  sign: SignName;
  retrograde: boolean;
  /** ISO time (UTC) of the graha's next change of sign. */
  nextChange: string;
}

/**
 * What the engine says about one horoscope at one moment: the only ground either provider answers
 * from, so the model and the offline reader speak of the same chart.
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
  slowTransits: SignChangeFact[];
  asOf: string;
}

/** The grahas whose sign changes shape years rather than days. */
const SLOW_GRAHAS: readonly Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];

const toDasa = (p: { planetName: string; startingTime: string; endingTime: string }) => ({
  lord: p.planetName as Graha,
  start: p.startingTime,
  end: p.endingTime,
});

/** The facts of `chart` as at `now` (the running dasa and the coming sign changes depend on it). */
export function chartFacts(chart: HoroscopeData, now: Date): ChartFacts {
  const points = chart.planetDetails;
  const lagna = points.Ascendant;
  const grahas = GRAHAS.map((graha): GrahaFact => {
    const p = points[graha];
    return {
      graha,
      sign: p.zodiacSignOccupiedByPlanet,
      house: p.house,
      dignity: p.signRelation ?? 'Neutral',
      degree: p.degree,
      retrograde: p.isRetrograde,
      nakshatra: p.nakshatra,
    };
  });
  const houses = Array.from({ length: 12 }, (_, i): HouseFact => {
    const house = i + 1;
    return {
      house,
      sign: houseSign(lagna.zodiacSignOccupiedByPlanet, house),
      lord: houseLord(lagna.zodiacSignOccupiedByPlanet, house),
      occupants: grahas.filter((g) => g.house === house).map((g) => g.graha),
      aspectedBy: grahas
        .filter((g) => aspectedHouses(g.graha, g.house).includes(house))
        .map((g) => g.graha),
    };
  });

  const periods = chart.vimshottariDasaDetails.dasaData.map((p) => ({
    ...p,
    level: p.level as 1 | 2 | 3,
    planetName: p.planetName as Graha,
  }));
  const running = runningDasa(periods, now.getTime());
  if (!running) throw new Error('no running dasa for this chart at this moment');
  const [maha, antar, pratyantar] = running;
  const antardashas = periods.filter((p) => p.level === 2);
  const from = antardashas.findIndex((p) => p.id === antar.id);
  const nextMahaId = periods.find((p) => p.level === 1 && p.id > maha.id)?.id;
  const coming = antardashas
    .slice(from)
    .filter((p) => p.parentId === maha.id || p.parentId === nextMahaId);

  const utc = {
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
    day: now.getUTCDate(),
    hour: now.getUTCHours(),
    minute: now.getUTCMinutes(),
    second: now.getUTCSeconds(),
    utcOffset: '+00:00' as const,
  };
  const slowTransits = computeTransits(utc)
    .transitData.filter((t) => SLOW_GRAHAS.includes(t.planetName))
    .map((t) => ({
      graha: t.planetName,
      sign: t.fromZodiac,
      retrograde: t.isRetrograde,
      nextChange: t.transitTime,
    }));

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
    slowTransits,
    asOf: now.toISOString(),
  };
}

/** '2031-04-07T…' → '07-04-2031', the product's d-m-y, from the date the engine wrote. */
export function dayOf(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');

/** The facts as the plain lines the model is given. */
export function factsText(facts: ChartFacts): string {
  const { dasa } = facts;
  return [
    `Facts as of ${dayOf(facts.asOf)} (sidereal zodiac, Lahiri ayanamsa, whole-sign houses):`,
    `Lagna (ascendant): ${facts.lagna.sign} ${facts.lagna.degree.toFixed(2)}°, nakshatra ${facts.lagna.nakshatra}.`,
    `Moon sign: ${facts.moon.sign}, nakshatra ${facts.moon.nakshatra} pada ${facts.moon.pada}.`,
    'Grahas:',
    ...facts.grahas.map(
      (g) =>
        `- ${g.graha}: ${g.sign} ${g.degree.toFixed(2)}°, ${ordinal(g.house)} house, ${g.dignity}${g.retrograde ? ', retrograde' : ''}, nakshatra ${g.nakshatra}.`,
    ),
    'Houses:',
    ...facts.houses.map(
      (h) =>
        `- ${ordinal(h.house)} house: ${h.sign}, lord ${h.lord}; occupants: ${list(h.occupants)}; aspected by: ${list(h.aspectedBy)}.`,
    ),
    `Running Vimshottari dasa: ${dasa.maha.lord} mahadasha until ${dayOf(dasa.maha.end)}, ${dasa.antar.lord} antardasha until ${dayOf(dasa.antar.end)}, ${dasa.pratyantar.lord} pratyantardasha until ${dayOf(dasa.pratyantar.end)}.`,
    ...(dasa.nextAntar
      ? [
          `Next antardasha: ${dasa.nextAntar.lord} from ${dayOf(dasa.nextAntar.start)} to ${dayOf(dasa.nextAntar.end)}.`,
        ]
      : []),
    'Next sign changes of the slow grahas:',
    ...facts.slowTransits.map(
      (t) =>
        `- ${t.graha}: now in ${t.sign}${t.retrograde ? ' (retrograde)' : ''}, leaves it on ${dayOf(t.nextChange)}.`,
    ),
  ].join('\n');
}
