/*
 * How closely the chart facts a configured AI model receives date a birth (docs/ai-assistant.md,
 * "What a model receives"). For random births in India (1950–2010, seeded), every minute within
 * three hours either side is cast and compared with the birth's facts; the window is the span of
 * the minutes giving the same facts. Printed for the facts as sent and for the variants rejected.
 * Run: npm run bench:ai-privacy -w @kusp/bench [births] (default 200).
 */
import { computeHoroscope, GRAHAS, runningDasa, type Horoscope } from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';
import {
  MOON_CELL_MINUTES,
  sharedChart,
} from '../../apps/server/src/modules/ai-assistant/shared-facts.ts';
import { prng } from '../support/prng.ts';

const BIRTHS = Number(process.argv[2] ?? 200);
const MINUTE = 60_000;
const REACH = 180;

const castAt = (ms: number, latitude: number, longitude: number) => {
  const local = new Date(ms + 330 * MINUTE);
  return computeHoroscope({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: 0,
    utcOffset: '+05:30',
    latitude,
    longitude,
  });
};

const grahaFacts = (h: Horoscope, degrees: boolean) =>
  GRAHAS.map((g) => {
    const p = h.planetDetails[g];
    const moonCell = g === 'Moon' ? Math.floor((p.longitude * 60) / MOON_CELL_MINUTES) : '';
    return [
      p.zodiacSignOccupiedByPlanet,
      p.nakshatra,
      p.signRelation,
      p.isRetrograde,
      moonCell,
      degrees ? Math.floor(p.degree) : '',
    ].join(':');
  }).join('|');

const lagna = (h: Horoscope) => h.planetDetails.Ascendant;
const now = Date.parse('2026-01-15T00:00:00Z');
const dasaMonths = (h: Horoscope) =>
  runningDasa(h.vimshottariDasaDetails.dasaData, now)!
    .slice(0, 2)
    .map((p) => p.startingTime.slice(0, 7) + p.endingTime.slice(0, 7))
    .join();

/** Each variant: what it sends, and whether the attacker is taken to know the birthplace. */
const variants: [string, (h: Horoscope) => string][] = [
  ['as sent, birthplace unknown', (h) => grahaFacts(h, false)],
  ['as sent, birthplace known', (h) => grahaFacts(h, false) + lagna(h).zodiacSignOccupiedByPlanet],
  ['+ Lagna nakshatra, birthplace known', (h) => grahaFacts(h, false) + lagna(h).nakshatra],
  [
    '+ Lagna whole degree, birthplace known',
    (h) => grahaFacts(h, false) + Math.floor(lagna(h).degree),
  ],
  ['+ whole degrees of every graha', (h) => grahaFacts(h, true)],
  ['issue wording: whole degrees, dasa to the month', (h) => grahaFacts(h, true) + dasaMonths(h)],
];

const random = prng(41);
const windows = variants.map(() => [] as number[]);
let periodsChecked = 0;
for (let i = 0; i < BIRTHS; i++) {
  const birth =
    Math.floor((Date.UTC(1950, 0, 1) + random() * 60 * 365.25 * 86_400_000) / MINUTE) * MINUTE;
  const latitude = 8 + random() * 24;
  const longitude = 68 + random() * 29;
  const charts = Array.from({ length: 2 * REACH + 1 }, (_, k) =>
    castAt(birth + (k - REACH) * MINUTE, latitude, longitude),
  );
  variants.forEach(([, facts], v) => {
    const truth = facts(charts[REACH]!);
    let first = REACH;
    let last = REACH;
    while (first > 0 && facts(charts[first - 1]!) === truth) first--;
    while (last < 2 * REACH && facts(charts[last + 1]!) === truth) last++;
    windows[v]!.push(last - first + 1);
    if (v === 0) {
      // The dasa ranges sent are the same at both ends of the window as at the birth.
      const periods = [first, REACH, last].map((k) =>
        JSON.stringify(sharedChart(charts[k] as unknown as HoroscopeData).periods),
      );
      if (new Set(periods).size !== 1)
        throw new Error(`dasa ranges differ within a window (birth ${i})`);
      periodsChecked++;
    }
  });
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
console.log(`${BIRTHS} births; minutes of birth time giving the same facts (reach ±${REACH}):`);
console.log('variant'.padEnd(50), 'min', ' p1', ' p5', 'p10', 'median', '<60 min');
variants.forEach(([name], v) => {
  const sorted = [...windows[v]!].sort((a, b) => a - b);
  const below = sorted.filter((w) => w < 60).length;
  console.log(
    name.padEnd(50),
    String(sorted[0]).padStart(3),
    String(at(sorted, 0.01)).padStart(3),
    String(at(sorted, 0.05)).padStart(3),
    String(at(sorted, 0.1)).padStart(3),
    String(at(sorted, 0.5)).padStart(6),
    `${((100 * below) / BIRTHS).toFixed(1)}%`.padStart(7),
  );
});
console.log(`dasa ranges checked constant across ${periodsChecked} windows`);
