// End-to-end tests in Debian's Chromium: install it when missing (as root), build the app, run Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `kusp: Chromium is missing at ${chromium}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('kusp: installing Chromium from Debian packages…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}
// E2E_WEB_DIST builds to a separate folder, so several runs on one machine do not overwrite each other.
const webDist = process.env.E2E_WEB_DIST;
run(
  'npx',
  ['vite', 'build', ...(webDist ? ['--outDir', webDist, '--emptyOutDir'] : [])],
  path.join(root, 'apps/web'),
);
run(
  'npx',
  ['playwright', 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)],
  path.join(root, 'e2e'),
);
