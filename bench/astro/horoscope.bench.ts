/*
 * Full-chart benchmark: positions, Lagna, six vargas and three dasa levels for 10,000 random births
 * (1900–2100, latitudes ±60°, seeded), on one core; then a day's panchanga (sunrise to sunrise, rise and
 * set, every limb with its ends, the periods of the day, the lunar month) for 1,000 random days and places.
 * Run: npm run bench:astro -w @kusp/bench (or `npx tsx bench/astro/horoscope.bench.ts` from the repository root).
 */
import { computeHoroscope, panchangaForDay } from '@kusp/astro';
import type { HoroscopeInput } from '@kusp/astro';

const CHARTS = 10_000;
const WARM_UP = 1_000;

/** mulberry32: a small seeded PRNG so every run times the same births. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBirths(count: number, seed: number): HoroscopeInput[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => {
    const offsetQuarterHours = int(-48, 56);
    const sign = offsetQuarterHours < 0 ? '-' : '+';
    const abs = Math.abs(offsetQuarterHours) * 15;
    const utcOffset =
      `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}` as const;
    return {
      year: int(1900, 2100),
      month: int(1, 12),
      day: int(1, 28),
      hour: int(0, 23),
      minute: int(0, 59),
      second: int(0, 59),
      utcOffset,
      latitude: -60 + random() * 120,
      longitude: -180 + random() * 360,
    };
  });
}

const births = randomBirths(CHARTS, 20261121);
for (const birth of randomBirths(WARM_UP, 1)) computeHoroscope(birth);

const micros: number[] = [];
let checksum = 0;
const started = performance.now();
for (const birth of births) {
  const t0 = performance.now();
  const chart = computeHoroscope(birth);
  micros.push((performance.now() - t0) * 1000);
  checksum += chart.planetDetails.Moon.longitude + chart.vimshottariDasaDetails.dasaData.length;
}
const totalSeconds = (performance.now() - started) / 1000;

micros.sort((a, b) => a - b);
const at = (q: number) =>
  micros[Math.min(micros.length - 1, Math.floor(q * micros.length))] ?? Number.NaN;
console.log(
  `charts: ${CHARTS} (positions, Lagna, 6 vargas, 3 dasa levels), checksum ${checksum.toFixed(3)}`,
);
console.log(
  `median ${at(0.5).toFixed(1)} µs per chart, p90 ${at(0.9).toFixed(1)} µs, p99 ${at(0.99).toFixed(1)} µs`,
);
console.log(
  `${(CHARTS / totalSeconds).toFixed(0)} charts per second on one core (wall clock, garbage collection included; ${(1e6 / at(0.5)).toFixed(0)} at the median)`,
);

const DAYS = 1_000;
// A day needs the place's own offset (the nearest whole hour to its solar time), as a page would give it:
// with a random one, some dates hold no sunrise at all.
const atSolarOffset = (birth: HoroscopeInput): HoroscopeInput => {
  const hours = Math.round(birth.longitude / 15);
  const utcOffset =
    `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00` as const;
  return { ...birth, utcOffset };
};
const days = randomBirths(DAYS, 20260417).map(atSolarOffset);
for (const day of randomBirths(100, 2).map(atSolarOffset)) panchangaForDay(day);
const dayMicros: number[] = [];
let limbs = 0;
for (const day of days) {
  const t0 = performance.now();
  const panchanga = panchangaForDay(day);
  dayMicros.push((performance.now() - t0) * 1000);
  limbs += panchanga.tithis.length + panchanga.nakshatras.length + panchanga.karanas.length;
}
dayMicros.sort((a, b) => a - b);
const dayAt = (q: number) =>
  dayMicros[Math.min(dayMicros.length - 1, Math.floor(q * dayMicros.length))] ?? Number.NaN;
console.log(
  `panchanga: ${DAYS} days (${limbs} tithis, nakshatras and karanas): median ${(dayAt(0.5) / 1000).toFixed(2)} ms per day, p90 ${(dayAt(0.9) / 1000).toFixed(2)} ms, p99 ${(dayAt(0.99) / 1000).toFixed(2)} ms (target under 2 ms)`,
);
