// bench:api: the product's request path against a bare Fastify + `pg` route running the same
// queries, side by side in one run, for the blog list, the astrologer list and the signed-in credit
// balance; on PostgreSQL (BENCH_DATABASE_URL, created when missing) and on the embedded database.
// Each round measures product then bare per route (autocannon, 50 connections); the figures of a
// shared machine are noisy, so it repeats ROUNDS times and prints the median ratio and its spread.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { recreateDatabase } from '../support/fresh-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/kusp_bench_api';

interface Ready {
  product: number;
  bare: number;
  token: string;
  userId: string;
}

function startServers(databaseUrl: string | undefined) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'servers.ts')],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise<{ ready: Ready; stop: () => void }>((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((candidate) => candidate.startsWith('{"product"'));
      if (line) resolve({ ready: JSON.parse(line) as Ready, stop: () => child.kill('SIGKILL') });
    });
    child.on('exit', (code) => reject(new Error(`servers exited (${code}): ${text}`)));
  });
}

async function measure(port: number, url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: 50,
    duration: seconds,
    headers,
    // Each request from its own address (the product trusts one proxy), as a crowd behind a load
    // balancer: no client reaches the credit route's per-address limit, which a real one never does.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
          },
        }),
      },
    ],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, bad };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchOn(label: string, databaseUrl: string | undefined) {
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const { ready, stop } = await startServers(databaseUrl);
  try {
    const routes: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'blog list', url: '/api/v1/blog/all?page=0&size=12&sort=date,desc', headers: {} },
      { name: 'astrologer list', url: '/api/v3/astrologer/list', headers: {} },
      {
        name: 'credit balance',
        url: `/api/v1/credit/${ready.userId}`,
        headers: { authorization: `Bearer ${ready.token}` },
      },
    ];
    console.log(
      `\n${label}: ${rounds} rounds of ${seconds} s per server and route, 50 connections`,
    );
    console.log('route            | product req/s | bare req/s | ratio (median, min–max)');
    for (const route of routes) {
      const products: number[] = [];
      const bares: number[] = [];
      const ratios: number[] = [];
      let bad = 0;
      for (let round = 0; round < rounds; round += 1) {
        const product = await measure(ready.product, route.url, route.headers);
        const bare = await measure(ready.bare, route.url, route.headers);
        bad += product.bad + bare.bad;
        products.push(product.rps);
        bares.push(bare.rps);
        ratios.push(product.rps / bare.rps);
      }
      const percent = (value: number) => `${Math.round(value * 100)} %`;
      console.log(
        `${route.name.padEnd(16)} | ${String(Math.round(median(products))).padStart(13)} | ${String(Math.round(median(bares))).padStart(10)} | ${percent(median(ratios))} (${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})${bad ? `  ${bad} non-2xx/errors` : ''}`,
      );
    }
  } finally {
    stop();
  }
}

await benchOn(
  `PostgreSQL (${new URL(postgresUrl).host + new URL(postgresUrl).pathname})`,
  postgresUrl,
);
await benchOn(
  'Embedded database (PGlite in process, both servers on the same instance)',
  undefined,
);
console.log(
  '\nThe product answers the blog list from its per-deploy cache (ETag), the bare route queries each time.',
);
