// `npm run backup -- --out FILE` and `npm run restore -- FILE` (docs/deployment.md, Backups): the
// database of DATABASE_URL, else the embedded one in DATA_DIR, whether or not the product runs.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreBackup, takeBackup } from '../db/backup.ts';
import { StartupError } from '../db/database.ts';

const usage = 'usage: npm run backup -- --out FILE | npm run restore -- FILE';

// A file named on the command line is relative to where npm was run, not to the package root.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main() {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  const config = loadConfig();
  const where = config.databaseUrl ? 'the database at DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  const started = Date.now();
  if (command === 'backup' && values.out && !file) {
    const out = fromCaller(values.out);
    await takeBackup(config, out);
    const megabytes = (statSync(out).size / 1_048_576).toFixed(1);
    process.stdout.write(
      `kusp: backed up ${where} to ${out} (${megabytes} MB in ${Date.now() - started} ms)\n`,
    );
  } else if (command === 'restore' && file && !values.out) {
    await restoreBackup(config, fromCaller(file));
    process.stdout.write(`kusp: restored ${file} into ${where} in ${Date.now() - started} ms\n`);
  } else {
    throw new ConfigError(usage);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  process.stderr.write(
    `kusp: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
