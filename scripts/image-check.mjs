// The image's runtime stage, run without a Docker engine (`node scripts/image-check.mjs`, in
// .ci/run after the test line, which leaves the web build in apps/web/dist). It reads the
// Dockerfile's last stage and lays out what that stage copies into a temporary /app: files from
// this checkout, and from each stage it names (built in a folder of its own by running that stage's
// and its base stages' COPY and RUN steps), except the web stage, whose output is the test line's
// build. Then it starts the stage's CMD with its ENV (free ports and a temporary DATA_DIR instead of
// 8080, 9464 and /data), waits for its HEALTHCHECK command to pass, checks a prerendered page and
// the metrics port, and stops it with SIGTERM, as an orchestrator does. A server import that only a
// dev dependency satisfies, or a file the stage forgets to copy, fails here instead of in production.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const ignored = new Set(['node_modules', 'dist']);

/** The Dockerfile's stages: each a name and its instructions (continuation lines joined). */
function readStages(file) {
  const stages = [];
  const text = readFileSync(file, 'utf8').replace(/\\\r?\n/g, ' ');
  for (const line of text.split('\n')) {
    const [keyword = '', ...words] = line.trim().split(/\s+/);
    if (!/^[A-Z]+$/.test(keyword)) continue;
    if (keyword === 'FROM') {
      const as = words.findIndex((word) => word.toLowerCase() === 'as');
      stages.push({
        base: words[0],
        name: as === -1 ? undefined : words[as + 1],
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push({ keyword, args: words.join(' ') });
  }
  return stages;
}

/** COPY's sources and destination, with its --from stage if any. */
function parseCopy(args) {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function check(condition, what) {
  if (!condition) throw new Error(`image check: ${what}`);
  console.log(`ok: ${what}`);
}

/** A COPY from this checkout into `dir` (the stage's /app). */
function copyFromCheckout(args, dir) {
  const { sources, destination } = parseCopy(args);
  const target = path.resolve(dir, destination);
  for (const source of sources) {
    const into =
      sources.length > 1 || destination.endsWith('/')
        ? path.join(target, path.basename(source))
        : target;
    mkdirSync(path.dirname(into), { recursive: true });
    cpSync(path.join(root, source), into, {
      recursive: true,
      // As .dockerignore: no installed or built folders from this checkout.
      filter: (file) => !file.split(path.sep).some((part) => ignored.has(part)),
    });
  }
}

/** A build stage laid out in `dir` as Docker builds it: its base stage, then its COPY and RUN steps. */
function buildStage(name, dir) {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`image check: no stage ${name}`);
  if (stages.some((candidate) => candidate.name === stage.base)) buildStage(stage.base, dir);
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'COPY') copyFromCheckout(args, dir);
    else if (keyword === 'RUN') run('sh', ['-c', args], { cwd: dir });
  }
}

const stages = readStages(path.join(root, 'Dockerfile'));
const runtime = stages.at(-1);
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error('apps/web/dist is missing: run `npm run build` first');

const app = mkdtempSync(path.join(tmpdir(), 'kusp-image-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-image-data-'));
const scratch = [app, dataDir];
const env = {};
let command;
let healthcheck;
try {
  for (const { keyword, args } of runtime.instructions) {
    if (keyword === 'ENV') {
      for (const pair of args.split(' ')) {
        const [name, ...value] = pair.split('=');
        if (name && value.length > 0) env[name] = value.join('=');
      }
    } else if (keyword === 'COPY') {
      const { from, sources, destination } = parseCopy(args);
      if (from === 'web') {
        // The web stage is `npm run build`, which the test line has run: its output is used.
        cpSync(webDist, path.resolve(app, destination), { recursive: true });
      } else if (from) {
        const stageDir = mkdtempSync(path.join(tmpdir(), `kusp-image-${from}-`));
        scratch.push(stageDir);
        buildStage(from, stageDir);
        const source = path.join(stageDir, path.relative('/app', sources[0]));
        cpSync(source, path.resolve(app, destination), { recursive: true, verbatimSymlinks: true });
      } else {
        copyFromCheckout(args, app);
      }
    } else if (keyword === 'CMD') {
      command = JSON.parse(args);
    } else if (keyword === 'HEALTHCHECK') {
      healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3));
    }
  }
  check(command && healthcheck, 'the runtime stage has a CMD and a HEALTHCHECK');
  const { flags } = JSON.parse(
    readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'),
  );
  check(
    flags.every((flag) => command.slice(1, command.indexOf('--import')).includes(flag)),
    `the CMD gives node the server's V8 flags (apps/server/node-flags.json: ${flags.join(' ')})`,
  );

  const [port, metricsPort] = [await freePort(), await freePort()];
  Object.assign(env, {
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'image-check-secret-image-check-secret-0001',
    PAYMENT_SECRET: 'image-check-secret-image-check-secret-0002',
  });
  const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  const server = spawn(command[0], command.slice(1), { cwd: app, env: childEnv, stdio: 'pipe' });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    let healthy = false;
    for (let attempt = 0; attempt < 60 && !healthy && server.exitCode === null; attempt += 1) {
      await sleep(1000);
      healthy =
        spawnSync(healthcheck[0], healthcheck.slice(1), { cwd: app, env: childEnv }).status === 0;
    }
    check(healthy, `the HEALTHCHECK command passes (${healthcheck.join(' ').slice(0, 40)}…)`);
    const page = await fetch(`http://127.0.0.1:${port}/research`);
    const html = await page.text();
    check(
      page.ok && /<div id="root"><\w/.test(html),
      '/research answers its prerendered page from the copied web build',
    );
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    check(
      metrics.ok && (await metrics.text()).includes('kusp_http_request_duration_seconds'),
      'Prometheus metrics answer on METRICS_PORT',
    );
    const publicMetrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    check(publicMetrics.status !== 200, 'the public port refuses /metrics');
    server.kill('SIGTERM');
    check((await exited) === 0, 'SIGTERM stops the server cleanly (exit 0)');
  } catch (error) {
    server.kill('SIGKILL');
    console.error(log.slice(-4000));
    throw error;
  }
} finally {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
console.log('image check: the runtime stage runs');
