// Lighthouse's mobile preset on the public pages of the built product (target: 95 or more in
// performance, accessibility, best practices and SEO on each page). It builds nothing: run it
// after the build.
//
//   npm run build && npm run bench:lighthouse -w @kusp/bench         apps/web/dist
//   npm run bench:lighthouse -w @kusp/bench -- --dist /tmp/web-dist   another build
//   npm run bench:lighthouse -w @kusp/bench -- --url https://kusp.example   a running site
//   … -- --runs 5                                                     runs per page (default 3)
//   … -- --reports /tmp/lh                                            also keep each run's JSON report
//   … -- --pages /research,/kusp                                      only these of the eleven pages
//
// Without --url it starts the real server on a free port with a throw-away DATA_DIR (the blog's
// articles are seeded on every start). Each page is measured --runs times in a fresh headless
// Debian Chromium; it prints the median run's figures (the run with the median performance score)
// and the spread of the performance score. Lighthouse throttles a simulated mid-range phone on 4G, but
// the machine's own load still moves the figures: on a machine shared with other work, run it
// more than once.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    dist: { type: 'string' },
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    pages: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs ?? '3', 10) || 3);
// npm runs workspace scripts in bench/; a relative path means the folder the command was typed in.
const fromTypedFolder = (folder: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
const reportsDir = options.reports ? fromTypedFolder(options.reports) : undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(webDist: string) {
  const port = await freePort();
  const scratch = mkdtempSync(path.join(tmpdir(), 'kusp-bench-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, stop };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not start');
}

/**
 * The pages of the issue: /, /blog, the newest article (from the sitemap), /research, /kusp, and
 * the free tools (issue 46): /kundli, /panchang, /kundli-matching, and the Hindi home, blog and
 * research pages (issue 47).
 */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const article = /<loc>[^<]*(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!article) throw new Error('the sitemap lists no article');
  const pages = [
    '/',
    '/blog',
    article,
    '/research',
    '/kusp',
    '/kundli',
    '/panchang',
    '/kundli-matching',
    // The Hindi addresses (issue 47).
    '/hi',
    '/hi/blog',
    '/hi/research',
  ];
  // --pages /research,/kusp measures some of them (the machine's load moves figures run to run:
  // comparing two builds page by page, interleaved, is fairer than one long run after the other).
  const chosen = options.pages?.split(',');
  return chosen ? pages.filter((page) => chosen.includes(page)) : pages;
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
}

/** Lighthouse's own trace failures ("Please run Lighthouse again"), seen now and then under load. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function audit(url: string, reportName: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, reportName);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (!TRACE_ERRORS.has(code) || attempt === ATTEMPTS) throw error;
      console.log(`${url}: ${code}, measured again`);
    }
  }
}

async function auditOnce(url: string, reportName: string): Promise<Run> {
  // A fresh browser per run: an empty cache, as a first visit.
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // No config: Lighthouse's default is the mobile preset (emulated phone, simulated 4G).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), {
        code: lhr.runtimeError.code,
      });
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
    ) as Run['scores'];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
    ) as Run['metrics'];
    return { scores, metrics };
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  let baseUrl = options.url?.replace(/\/$/, '');
  if (!baseUrl) {
    const webDist = options.dist ? fromTypedFolder(options.dist) : path.join(root, 'apps/web/dist');
    if (!existsSync(path.join(webDist, 'index.html'))) {
      throw new Error(`no web build in ${webDist}: run \`npm run build\` first`);
    }
    server = await startServer(webDist);
    baseUrl = server.baseUrl;
  }
  const pages = await pagesOf(baseUrl);
  // Each page is prerendered on its first request; the bench measures what visitors then get.
  for (const pathname of pages) await fetch(baseUrl + pathname);
  console.log(`Lighthouse, mobile preset, ${runs} run(s) per page, on ${baseUrl}`);
  console.log(
    'page'.padEnd(44) +
      'perf  a11y  best  seo    FCP       LCP       TBT      CLS     perf over runs',
  );
  let failing = 0;
  for (const pathname of pages) {
    const results: Run[] = [];
    const reportName = pathname.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
    for (let run = 0; run < runs; run += 1) {
      results.push(await audit(baseUrl + pathname, `${reportName}-${run + 1}`));
    }
    const performance = results.map((run) => run.scores.performance);
    // The median run, not the best: the machine's load moves single runs both ways.
    const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
    const { scores, metrics } = byPerformance[Math.floor((results.length - 1) / 2)]!;
    if (CATEGORIES.some((key) => scores[key] < TARGET)) failing += 1;
    console.log(
      pathname.slice(0, 43).padEnd(44) +
        CATEGORIES.map((key) => String(scores[key]).padStart(4)).join('  ') +
        `   ${seconds(metrics.FCP).padEnd(9)} ${seconds(metrics.LCP).padEnd(9)} ` +
        `${`${Math.round(metrics.TBT)} ms`.padEnd(8)} ${metrics.CLS.toFixed(3).padEnd(7)} ` +
        `${Math.min(...performance)}–${Math.max(...performance)} (${performance.join(', ')})`,
    );
  }
  console.log(
    failing === 0
      ? `All pages at ${TARGET} or more in the four categories (median run of each).`
      : `${failing} page(s) below ${TARGET} in at least one category (median run of each).`,
  );
  process.exitCode = failing === 0 ? 0 : 1;
} catch (error) {
  console.error(`kusp bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
