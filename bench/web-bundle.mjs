// The JavaScript a first visit to / downloads, gzipped (target: 170 KB or less).
//
//   npm run bench:web -w @kusp/bench              builds the web app into a temporary folder
//   npm run bench:web -w @kusp/bench -- --dist apps/web/dist   measures an existing build instead
//
// It starts the real server on a free port with a throw-away DATA_DIR, opens / in Chromium with an
// empty cache, records every JavaScript response until the network is idle, gzips each one (level 9,
// what a compressing proxy would send) and prints the per-file list and the total.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 170;
const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });
const scratch = mkdtempSync(path.join(tmpdir(), 'kusp-bench-web-'));

function build() {
  const outDir = path.join(scratch, 'dist');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the web build failed');
  return outDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(webDist, port) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      return {
        stop() {
          server.kill('SIGTERM');
          return exited;
        },
      };
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function measureFirstVisit(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push(
          response.body().then((body) => ({
            file: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          })),
        );
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

let server;
try {
  // npm runs workspace scripts in bench/; a relative --dist means the folder the command was typed in.
  const webDist = options.dist
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.dist)
    : build();
  const port = await freePort();
  server = await startServer(webDist, port);
  const files = await measureFirstVisit(`http://127.0.0.1:${port}`);
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `JavaScript downloaded by a first visit to / (${files.length} files, KB = 1000 bytes)`,
  );
  console.log('  gzip KB    raw KB  file');
  for (const file of files) {
    console.log(`${kb(file.gzip).padStart(9)} ${kb(file.raw).padStart(9)}  ${file.file}`);
  }
  const verdict =
    total <= TARGET_KB * 1000
      ? `within the ${TARGET_KB} KB target`
      : `OVER the ${TARGET_KB} KB target by ${kb(total - TARGET_KB * 1000)} KB`;
  console.log(`total: ${kb(total)} KB gzipped, ${verdict}`);
} finally {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
