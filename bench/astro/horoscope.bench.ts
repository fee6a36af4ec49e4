/*
 * Full-chart benchmark against Swiss Ephemeris, side by side in one run on one core: for 10,000 random births
 * (1900–2100, latitudes ±60°, seeded), the engine's full chart — positions, Lagna, the six shadvarga charts
 * and Vimshottari dasa to three levels (computeHoroscope), the sixteen vargas and the ashtakavarga — and Swiss
 * Ephemeris's positions alone (swe_calc_ut for the Sun, the Moon, the five planets and the mean node, sidereal
 * Lahiri, with speeds), each birth timed both ways in turn, so that the load of the machine weighs on both
 * alike. Then a day's panchanga (sunrise to sunrise, rise and set, every limb with its ends, the periods of the
 * day, the lunar month) for 1,000 random days and places.
 * The sweph package ships no ephemeris files, so Swiss Ephemeris computes with Moshier's series (SEFLG_MOSEPH);
 * with its DE431 files it takes as long or longer for random dates (each reads and unpacks a file segment).
 * Swiss Ephemeris is AGPL: it is a devDependency of this bench only, never of the product.
 * Run: npm run bench:astro -w @kusp/bench (or `npx tsx bench/astro/horoscope.bench.ts` from the repository root).
 */
import {
  ashtakavargaOfChart,
  CHART_POINTS,
  computeHoroscope,
  panchangaForDay,
  parseUtcOffset,
  shodashavarga,
} from '@kusp/astro';
import type { ChartPoint, HoroscopeInput } from '@kusp/astro';
import swe from 'sweph';
import { prng } from '../support/prng.ts';

const CHARTS = 10_000;
const WARM_UP = 1_000;

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

/** The full chart: what the horoscope screens show, plus the sixteen vargas and the ashtakavarga. */
function fullChart(birth: HoroscopeInput): number {
  const chart = computeHoroscope(birth);
  const longitudes = {} as Record<ChartPoint, number>;
  for (const point of CHART_POINTS) longitudes[point] = chart.planetDetails[point].longitude;
  const vargas = shodashavarga(longitudes);
  const ashtakavarga = ashtakavargaOfChart(longitudes);
  return (
    chart.vimshottariDasaDetails.dasaData.length +
    (vargas.Moon.placements.D60.degree ?? 0) +
    ashtakavarga.sarvaTotal
  );
}

const { constants } = swe;
swe.set_sid_mode(constants.SE_SIDM_LAHIRI, 0, 0);
const SE_FLAGS = constants.SEFLG_MOSEPH | constants.SEFLG_SIDEREAL | constants.SEFLG_SPEED;
const SE_BODIES = [
  constants.SE_SUN,
  constants.SE_MOON,
  constants.SE_MARS,
  constants.SE_MERCURY,
  constants.SE_JUPITER,
  constants.SE_VENUS,
  constants.SE_SATURN,
  constants.SE_MEAN_NODE,
];

/** Swiss Ephemeris's positions of the nine grahas (Ketu is Rahu's opposite) for the same birth. */
function swissEphemerisPositions(birth: HoroscopeInput): number {
  const offsetHours = parseUtcOffset(birth.utcOffset) / 60;
  const jdUt = swe.julday(
    birth.year,
    birth.month,
    birth.day,
    birth.hour + birth.minute / 60 + birth.second / 3600 - offsetHours,
    constants.SE_GREG_CAL,
  );
  let sum = 0;
  for (const body of SE_BODIES) sum += swe.calc_ut(jdUt, body, SE_FLAGS).data[0] ?? 0;
  return sum;
}

const births = randomBirths(CHARTS, 20261121);
for (const birth of randomBirths(WARM_UP, 1)) {
  fullChart(birth);
  swissEphemerisPositions(birth);
}

const ours: number[] = [];
const theirs: number[] = [];
let checksum = 0;
const started = performance.now();
for (const birth of births) {
  let t0 = performance.now();
  checksum += fullChart(birth);
  ours.push((performance.now() - t0) * 1000);
  t0 = performance.now();
  checksum += swissEphemerisPositions(birth);
  theirs.push((performance.now() - t0) * 1000);
}
const totalSeconds = (performance.now() - started) / 1000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
ours.sort((a, b) => a - b);
theirs.sort((a, b) => a - b);
const oursMedian = quantile(ours, 0.5);
const theirsMedian = quantile(theirs, 0.5);
console.log(
  `charts: ${CHARTS} (positions, Lagna, 16 vargas, ashtakavarga, 3 dasa levels), checksum ${checksum.toFixed(3)}, ${totalSeconds.toFixed(1)} s`,
);
console.log(
  `full chart: median ${oursMedian.toFixed(1)} µs, p90 ${quantile(ours, 0.9).toFixed(1)} µs, p99 ${quantile(ours, 0.99).toFixed(1)} µs`,
);
console.log(
  `Swiss Ephemeris ${swe.version()} positions alone (Moshier, 8 bodies with speeds): median ${theirsMedian.toFixed(1)} µs, p90 ${quantile(theirs, 0.9).toFixed(1)} µs`,
);
console.log(
  `ratio full chart / Swiss Ephemeris positions: ${(oursMedian / theirsMedian).toFixed(2)} (target 1.00 or less)`,
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
console.log(
  `panchanga: ${DAYS} days (${limbs} tithis, nakshatras and karanas): median ${(quantile(dayMicros, 0.5) / 1000).toFixed(2)} ms per day, p90 ${(quantile(dayMicros, 0.9) / 1000).toFixed(2)} ms, p99 ${(quantile(dayMicros, 0.99) / 1000).toFixed(2)} ms (target under 2 ms)`,
);
