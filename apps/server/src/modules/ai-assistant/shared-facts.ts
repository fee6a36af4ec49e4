import {
  aspectedHouses,
  computeHoroscope,
  GRAHAS,
  houseLord,
  houseSign,
  parseUtcOffset,
  type Graha,
  type SignLord,
  type SignName,
  type UtcOffset,
} from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';
import type { TransitCourse } from './transit-facts.ts';
import { dayOf, monthOf, ordinal } from './words.ts';

/*
 * What a configured model may receive about a chart: facts coarse enough that the birth time and
 * place cannot be worked back from them (docs/ai-assistant.md, "What a model receives", has the
 * measured figures). Everything here changes only at rare moments, except the Moon, which is given
 * to a quarter of a pada (50′, about an hour and a half of its motion): its "cell". The dasa dates
 * are not the chart's own but the range each change of period can fall in for a birth anywhere in
 * that cell, so they tell nothing the Moon's cell does not. Left out on purpose: every degree but
 * the Moon's cell (whole degrees of the faster grahas each date the birth to within hours), the
 * Lagna's degree and nakshatra (with a guess of the birthplace, the Lagna's degree gives the birth
 * time to about four minutes), pratyantardashas, and any date of a birth-dependent event.
 */

/** The Moon's cell: a quarter of a pada, so the cells never straddle a pada, nakshatra or sign. */
export const MOON_CELL_MINUTES = 50;

export interface HouseFact {
  house: number;
  sign: SignName;
  lord: SignLord;
  /** The grahas in the house and those aspecting it (full Parashari aspects). */
  occupants: Graha[];
  aspectedBy: Graha[];
}

/** The twelve whole-sign houses from the Lagna's sign, with their occupants and aspects. */
export function houseFacts(
  lagna: SignName,
  grahas: readonly { graha: Graha; house: number }[],
): HouseFact[] {
  return Array.from({ length: 12 }, (_, i): HouseFact => {
    const house = i + 1;
    return {
      house,
      sign: houseSign(lagna, house),
      lord: houseLord(lagna, house),
      occupants: grahas.filter((g) => g.house === house).map((g) => g.graha),
      aspectedBy: grahas
        .filter((g) => aspectedHouses(g.graha, g.house).includes(house))
        .map((g) => g.graha),
    };
  });
}

export interface SharedGraha {
  graha: Graha;
  sign: SignName;
  house: number;
  dignity: string;
  retrograde: boolean;
  nakshatra: string;
}

/** A graha's sign, house, dignity, motion and nakshatra as the engine computed them (no degree). */
export function placementOf(points: HoroscopeData['planetDetails'], graha: Graha): SharedGraha {
  const p = points[graha];
  return {
    graha,
    sign: p.zodiacSignOccupiedByPlanet,
    house: p.house,
    dignity: p.signRelation ?? 'Neutral',
    retrograde: p.isRetrograde,
    nakshatra: p.nakshatra,
  };
}

/** A month as 'YYYY-MM', at the birth's UTC offset (as the chart page shows dasa dates). */
export type Month = string;

/** A mahadasha (one lord) or an antardasha (its mahadasha's lord, then its own). */
export interface SharedPeriod {
  lords: [Graha] | [Graha, Graha];
  /** The first and last month the period's start can fall in; likewise its end. */
  start: [Month, Month];
  end: [Month, Month];
}

export interface SharedChart {
  lagna: SignName;
  moon: { sign: SignName; nakshatra: string; pada: number; from: number; to: number };
  grahas: SharedGraha[];
  houses: HouseFact[];
  periods: SharedPeriod[];
}

function chartAt(ms: number, utcOffset: UtcOffset) {
  const local = new Date(ms + parseUtcOffset(utcOffset) * 60_000);
  return computeHoroscope({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    utcOffset,
    // The Moon and the dasa do not depend on the place.
    latitude: 0,
    longitude: 0,
  });
}

/**
 * The first whole second (epoch ms) at which the Moon has reached `longitude`, within a few hours
 * of `near`. The answer depends only on `longitude`, never on where the birth was: every birth in
 * the same cell finds the same second.
 */
function moonReaches(longitude: number, near: number, utcOffset: UtcOffset): number {
  // Degrees the Moon is past `longitude` at second `s` (negative before it).
  const past = (s: number) =>
    ((chartAt(s * 1000, utcOffset).planetDetails.Moon.longitude - longitude + 540) % 360) - 180;
  // Secant steps to within a second or so of the crossing, then whole seconds to its first one.
  let [a, b] = [Math.round(near / 1000), Math.round(near / 1000) - 3600];
  let [pa, pb] = [past(a), past(b)];
  for (let step = 0; step < 8; step++) {
    const next = Math.round(a - (pa * (a - b)) / (pa - pb));
    if (next === a) break;
    [b, pb] = [a, pa];
    [a, pa] = [next, past(next)];
  }
  while (pa < 0) pa = past(++a);
  while (past(a - 1) >= 0) a -= 1;
  return a * 1000;
}

/** The birth instant the chart was cast for, read back from its first mahadasha and the Moon. */
export function birthInstant(chart: HoroscopeData): number {
  const first = chart.vimshottariDasaDetails.dasaData[0]!;
  const span = 40 / 3;
  const moon = chart.planetDetails.Moon.longitude;
  const elapsed = moon / span - Math.floor(moon / span);
  const start = Date.parse(first.startingTime);
  return start + elapsed * (Date.parse(first.endingTime) - start);
}

/** The coarse facts of `chart`; the same for every birth moment in the Moon's cell. */
export function sharedChart(chart: HoroscopeData): SharedChart {
  const points = chart.planetDetails;
  const moon = points.Moon;
  const cell = Math.floor((moon.longitude * 60) / MOON_CELL_MINUTES);
  const utcOffset = chart.vimshottariDasaDetails.dasaData[0]!.startingTime.slice(19) as UtcOffset;
  const birth = birthInstant(chart);
  const enters = moonReaches((cell * MOON_CELL_MINUTES) / 60, birth, utcOffset);
  const leaves = moonReaches(((cell + 1) * MOON_CELL_MINUTES) / 60, birth, utcOffset);
  // A birth at the cell's first second has every change of period at its latest, at its last
  // second at its earliest (the later the birth, the more of the Moon's nakshatra has elapsed).
  const latest = chartAt(enters, utcOffset).vimshottariDasaDetails.dasaData;
  const earliest = chartAt(leaves - 1000, utcOffset).vimshottariDasaDetails.dasaData;
  const month = (iso: string): Month => iso.slice(0, 7);
  const lateByIndex = latest.filter((p) => p.level < 3);
  // Both lists run in the same order from the same lord; the later birth's may end a mahadasha short.
  const periods = earliest
    .filter((p) => p.level < 3)
    .slice(0, lateByIndex.length)
    .map((p, i): SharedPeriod => {
      const late = lateByIndex[i]!;
      const parent = earliest.find((q) => q.id === p.parentId);
      return {
        lords: parent ? [parent.planetName, p.planetName] : [p.planetName],
        start: [month(p.startingTime), month(late.startingTime)],
        end: [month(p.endingTime), month(late.endingTime)],
      };
    });

  const inSign = ((cell * MOON_CELL_MINUTES) % (30 * 60)) / 60;
  const grahas = GRAHAS.map((graha) => placementOf(points, graha));
  return {
    lagna: points.Ascendant.zodiacSignOccupiedByPlanet,
    moon: {
      sign: moon.zodiacSignOccupiedByPlanet,
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      from: inSign,
      to: inSign + MOON_CELL_MINUTES / 60,
    },
    grahas,
    houses: houseFacts(points.Ascendant.zodiacSignOccupiedByPlanet, grahas),
    periods,
  };
}

/** A slow graha's sign at a moment and its next change of sign (nothing of the birth in it). */
export interface SignChangeFact {
  graha: Graha;
  sign: SignName;
  retrograde: boolean;
  /** ISO time of the graha's next change of sign, at the birth's UTC offset. */
  nextChange: string;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');

const arcminutes = (degrees: number) => {
  const minutes = Math.round(degrees * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
};

const months = ([first, last]: [Month, Month]) =>
  first === last ? `in ${monthOf(first)}` : `between ${monthOf(first)} and ${monthOf(last)}`;

const periodName = (p: SharedPeriod) =>
  p.lords.length === 1 ? `${p.lords[0]} mahadasha` : `${p.lords[0]}–${p.lords[1]} antardasha`;

/** Whether the period can run at some time in [from, to] (months, inclusive). */
export const canRun = (p: SharedPeriod, from: Month, to: Month) =>
  p.start[0] <= to && p.end[1] >= from;

/** The periods of one level that can run in the month `at`, as 'X' or 'X or Y'. */
function runningAt(shared: SharedChart, level: 1 | 2, at: Month): string {
  const running = shared.periods.filter((p) => p.lords.length === level && canRun(p, at, at));
  return running.map(periodName).join(' or ');
}

/** A period the question names, as the model is told of it. */
export interface SharedWindow {
  label: string;
  /** Its first and last month, at the birth's UTC offset. */
  months: [Month, Month];
  transits: readonly TransitCourse[] | null;
}

function periodLines(shared: SharedChart, [from, to]: [Month, Month]): string[] {
  return shared.periods
    .filter((p) => canRun(p, from, to))
    .map((p) => `- ${periodName(p)}: starts ${months(p.start)}; ends ${months(p.end)}.`);
}

/**
 * The chart and the periods asked about as the model reads them: coarse facts only, as plain
 * lines. Nothing in `context` depends on the birth but the Lagna's sign the houses are counted from.
 */
export function sharedFactsText(
  shared: SharedChart,
  context: { asOf: Date; slowTransits: readonly SignChangeFact[]; asked: readonly SharedWindow[] },
): string {
  const today = context.asOf.toISOString();
  const from = today.slice(0, 7);
  const to = `${Number(from.slice(0, 4)) + 3}${from.slice(4)}`;
  const inHouse = (sign: SignName) =>
    `${sign}, your ${ordinal(shared.houses.find((h) => h.sign === sign)!.house)} house`;
  return [
    `Chart facts as of ${dayOf(today)} (sidereal zodiac, Lahiri ayanamsa, whole-sign houses). For privacy they are coarse: the birth date, time and place are not given, no degree is given except the Moon's to within 50′, and each change of dasa period is given as the range of months in which it falls.`,
    `Lagna (ascendant): ${shared.lagna}.`,
    `Moon: ${shared.moon.sign} ${arcminutes(shared.moon.from)} to ${arcminutes(shared.moon.to)}, nakshatra ${shared.moon.nakshatra} pada ${shared.moon.pada}.`,
    'Grahas:',
    ...shared.grahas.map(
      (g) =>
        `- ${g.graha}: ${g.sign}, ${ordinal(g.house)} house, ${g.dignity}${g.retrograde ? ', retrograde' : ''}, nakshatra ${g.nakshatra}.`,
    ),
    'Houses:',
    ...shared.houses.map(
      (h) =>
        `- ${ordinal(h.house)} house: ${h.sign}, lord ${h.lord}; occupants: ${list(h.occupants)}; aspected by: ${list(h.aspectedBy)}.`,
    ),
    `Vimshottari dasa today: ${runningAt(shared, 1, from)}; ${runningAt(shared, 2, from)}.`,
    ...(context.asked.length
      ? []
      : [
          `Vimshottari periods that can run from ${monthOf(from)} to ${monthOf(to)}:`,
          ...periodLines(shared, [from, to]),
        ]),
    ...context.asked.flatMap((window) => [
      `The question asks about ${window.label} (${monthOf(window.months[0])} to ${monthOf(window.months[1])}). Vimshottari periods that can run in it:`,
      ...periodLines(shared, window.months),
      ...(window.transits
        ? [
            'Slow grahas in transit in it:',
            ...window.transits.map(
              ({ graha, stays }) =>
                `- ${graha}: ${stays.map((s, i) => `${i ? 'then ' : ''}in ${inHouse(s.sign)}${s.retrograde ? ' (retrograde)' : ''}${s.until ? ` until ${dayOf(s.until)}` : ''}`).join('; ')}.`,
            ),
          ]
        : []),
    ]),
    'Slow grahas in transit now:',
    ...context.slowTransits.map(
      (t) =>
        `- ${t.graha}: in ${inHouse(t.sign)}${t.retrograde ? ' (retrograde)' : ''}, until ${dayOf(t.nextChange)}.`,
    ),
  ].join('\n');
}
