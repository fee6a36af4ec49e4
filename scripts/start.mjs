// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which migrates and seeds on start). `--dev` runs Vite with hot reload beside the API instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The server's V8 flags, as the image runs it (docs/deployment.md, Memory).
const { flags } = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contracts/src',
  'packages/astro/src',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

function run(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
  return child;
}

if (process.argv.includes('--dev')) {
  run(process.execPath, [...flags, '--import', 'tsx', '--watch', 'apps/server/src/main.ts']);
  // This machine only, like the API outside production: Vite relays /dev (the outbox) to it.
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
} else {
  const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  if (built < Math.max(...sources.map(newestMtime))) {
    console.log('kusp: building the web app…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@kusp/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  run(process.execPath, [...flags, '--import', 'tsx', 'apps/server/src/main.ts']);
}
