/*
 * The printable kundli (issue 46: under 300 KB, in under 500 ms): for 60 random births (1900–2100,
 * latitudes ±60°, seeded), the whole kundli (the engine's chart, the sixteen vargas, ashtakavarga,
 * dasas) and its PDF, each timed apart, as POST /api/v1/astro/kundli/pdf makes them; the first 10
 * warm up (the font is read once). Prints the median and slowest times and the largest PDF.
 * Run: npm run bench:kundli-pdf -w @kusp/bench.
 */
import { createAstroToolsService } from '../../apps/server/src/modules/astro-tools/service.ts';
import { prng } from '../support/prng.ts';

const BIRTHS = 60;
const WARM_UP = 10;
const zones = [
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
  'Australia/Sydney',
];

const random = prng(46);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const two = (n: number) => String(n).padStart(2, '0');
const service = createAstroToolsService();

const kundliMs: number[] = [];
const pdfMs: number[] = [];
let largest = 0;
for (let i = 0; i < BIRTHS + WARM_UP; i++) {
  const birth = {
    name: `Person ${i} आशा`,
    date: `${int(1900, 2100)}-${two(int(1, 12))}-${two(int(1, 28))}`,
    time: `${two(int(0, 23))}:${two(int(0, 59))}:${two(int(0, 59))}`,
    latitude: (random() - 0.5) * 120,
    longitude: (random() - 0.5) * 360,
    timezone: zones[int(0, zones.length - 1)]!,
    place: 'Somewhere',
  };
  const start = performance.now();
  const kundli = service.kundli(birth);
  const cast = performance.now();
  // Every other one in Hindi: its Devanagari labels embed more glyphs.
  const pdf = await service.pdf(kundli, i % 2 ? 'hi' : 'en');
  const done = performance.now();
  if (i < WARM_UP) continue;
  kundliMs.push(cast - start);
  pdfMs.push(done - cast);
  largest = Math.max(largest, pdf.length);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`Printable kundli, ${BIRTHS} births`);
console.log(`kundli: median ${ms(median(kundliMs))}, slowest ${ms(Math.max(...kundliMs))}`);
console.log(`PDF:    median ${ms(median(pdfMs))}, slowest ${ms(Math.max(...pdfMs))}`);
const total = kundliMs.map((value, i) => value + pdfMs[i]!);
console.log(
  `both:   median ${ms(median(total))}, slowest ${ms(Math.max(...total))} (target 500 ms)`,
);
console.log(`largest PDF: ${(largest / 1024).toFixed(1)} KB (target 300 KB)`);
