// How fast the server refuses hostile input, and whether it stalls anyone else meanwhile
// (`npm run bench:security -w @kusp/bench`). Target: a 1 MB hostile e-mail refused in under 5 ms;
// the health check unaffected while 20 such requests run.
//
// It starts the real server on a free port with a throw-away DATA_DIR (trusting one proxy, so
// each request can come from its own address and no rate limit answers in the server's place),
// then sends e-mails built to make a backtracking pattern explode: 'a@' followed by dots and a
// space. The old pattern's time on the same text is printed beside, measured in this process.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'kusp-bench-security-'));
const ROUNDS = 40;
const FLOOD = 20;
const FLOOD_MS = 4000;

const hostileEmail = (bytes: number) => `a@${'.'.repeat(bytes - 3)} `;
// What the contracts used before, kept here only to measure it.
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the slow pattern on purpose
const OLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { stop: () => (server.kill('SIGTERM'), exited) };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

let client = 0;
/** Milliseconds until the answer's status line, and the status. */
function timed(port: number, method: string, url: string, body?: string) {
  return new Promise<{ ms: number; status: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const ms = performance.now() - started;
        res.resume();
        res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
      },
    );
    // The server may answer 413 and close before the whole body is out: that is the point.
    req.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error),
    );
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function print(label: string, samples: number[], statuses?: Set<number>) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(8);
  const status = statuses ? `  status ${[...statuses].join(',')}` : '';
  console.log(
    `  ${label.padEnd(44)} median ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  max ${f(sorted.at(-1)!)} ms  (${samples.length})${status}`,
  );
}

async function overHttp(port: number, label: string, url: string, body: string) {
  const samples: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < ROUNDS; i += 1) {
    const { ms, status } = await timed(port, 'POST', url, body);
    samples.push(ms);
    statuses.add(status);
  }
  print(label, samples, statuses);
}

/** The server's own time, without sockets: the same app in this process through app.inject. */
async function inProcess(cases: Array<[label: string, url: string, body: string]>) {
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: scratch,
    inMemoryDatabase: true,
  });
  await migrateToLatest(database.db);
  const config = {
    ...loadConfig({}),
    dataDir: scratch,
    seedDemo: false,
    trustProxy: ['127.0.0.1'],
  };
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  try {
    for (const [label, url, body] of cases) {
      const samples: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < ROUNDS; i += 1) {
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.0.${i >> 8}.${i & 255}`,
          },
          payload: body,
        });
        samples.push(performance.now() - started);
        statuses.add(res.statusCode);
      }
      print(label, samples, statuses);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

function oldPatternMs(bytes: number) {
  const text = hostileEmail(bytes);
  const started = performance.now();
  OLD_EMAIL_PATTERN.test(text);
  return (performance.now() - started).toFixed(1);
}

const newsletter = '/api/v1/newsletter/subscription';
const enquiry = { firstName: 'A', lastName: 'B', enquiryType: 'Individual', message: 'hello' };
const emailBody = (bytes: number, extra = {}) =>
  JSON.stringify({ ...extra, email: hostileEmail(bytes) });

const cases: Array<[string, string, string]> = [
  ['1 MB, newsletter (16 KB body limit)', newsletter, emailBody(1024 * 1024)],
  ['60 KB, enquiry (inside its 64 KB limit)', '/api/v1/enquiry', emailBody(60 * 1024, enquiry)],
  ['15 KB, newsletter (inside the limit)', newsletter, emailBody(15 * 1024)],
];
console.log('Refusing a hostile e-mail, server time (in process, app.inject):');
await inProcess(cases);

const port = await freePort();
const server = await startServer(port);
try {
  console.log('Refusing a hostile e-mail, round trip over HTTP on this machine:');
  for (const [label, url, body] of cases) await overHttp(port, label, url, body);
  console.log(
    `  the old e-mail pattern alone, in this process: 15 KB ${oldPatternMs(15 * 1024)} ms, 60 KB ${oldPatternMs(60 * 1024)} ms`,
  );

  console.log('Health check:');
  const idle: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) idle.push((await timed(port, 'GET', '/api/health')).ms);
  print('idle', idle);

  const body = emailBody(1024 * 1024);
  const stopAt = performance.now() + FLOOD_MS;
  let hostileSent = 0;
  const flood = Array.from({ length: FLOOD }, async () => {
    while (performance.now() < stopAt) {
      await timed(port, 'POST', newsletter, body);
      hostileSent += 1;
    }
  });
  const busy: number[] = [];
  while (performance.now() < stopAt) busy.push((await timed(port, 'GET', '/api/health')).ms);
  await Promise.all(flood);
  print(`while ${FLOOD} hostile 1 MB requests run at a time`, busy);
  console.log(`  (${hostileSent} hostile requests refused in those ${FLOOD_MS / 1000} s)`);
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
