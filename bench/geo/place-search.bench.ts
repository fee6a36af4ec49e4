// Place search latency for 1 to 3 letter prefixes (`npm run bench:geo -w @kusp/bench`).
// Two figures per prefix length: the search itself, and the whole route inside the server
// (validation, search, JSON) through Fastify's in-process inject. Target: p95 under 5 ms.
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { placeIndex, searchPlaces } from '../../apps/server/src/modules/geo/places.ts';
import geoRoutes from '../../apps/server/src/modules/geo/routes.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz';
const ROUNDS = 400;

function prefixes(length: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let p = '';
    for (let j = 0; j < length; j++) p += letters[(i * 7 + j * 11 + i * j) % letters.length];
    out.push(p);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(3).padStart(8);
  console.log(
    `${label.padEnd(28)} p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  max ${fmt(sorted.at(-1)!)} ms`,
  );
  return percentile(sorted, 95);
}

const started = performance.now();
const { keys } = placeIndex();
console.log(
  `index: ${keys.length} names built in ${(performance.now() - started).toFixed(0)} ms\n`,
);

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(geoRoutes, { prefix: '/api' });
await app.ready();

let worst = 0;
for (const length of [1, 2, 3]) {
  const queries = prefixes(length);
  for (const q of queries.slice(0, 50)) {
    searchPlaces(q); // warm-up: let the JIT settle before measuring
    await app.inject({ url: `/api/v1/geo/places?q=${q}` });
  }
  const direct = queries.map((q) => {
    const t = performance.now();
    searchPlaces(q);
    return performance.now() - t;
  });
  const routed: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    const res = await app.inject({ url: `/api/v1/geo/places?q=${q}` });
    routed.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${q}`);
  }
  report(`${length}-letter search`, direct);
  worst = Math.max(worst, report(`${length}-letter route (inject)`, routed));
}
await app.close();
console.log(
  `\nworst route p95: ${worst.toFixed(3)} ms (target < 5 ms): ${worst < 5 ? 'met' : 'MISSED'}`,
);
