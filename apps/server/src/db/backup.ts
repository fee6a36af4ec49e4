import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { StartupError } from './database.ts';

// Backups of the whole database (docs/deployment.md, Back up and restore). PostgreSQL: pg_dump's
// custom format, one consistent snapshot taken by PostgreSQL itself. The embedded database: its
// files in DATA_DIR/pglite as a gzipped tar, copied by the process holding DATA_DIR between two
// transactions; a backup run while the server runs asks it through a Unix socket in DATA_DIR.

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Where the running server answers backup requests: reachable by whoever may read DATA_DIR. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'kusp.sock');

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
/** The folders a running server copies the database into for a backup. */
const copyPrefix = '.backup-';

/**
 * Runs a program to its end; `output` receives its stdout. `tar` is on every Linux and macOS and in
 * the image; pg_dump and pg_restore come with PostgreSQL's client programs.
 */
function run(command: string, args: string[], output?: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', output ? 'pipe' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const piped = output ? pipeline(child.stdout!, output) : Promise.resolve();
    child.on('error', (error) =>
      reject(new StartupError(`${command} could not run (${error.message}): is it installed?`)),
    );
    child.on('exit', (code) =>
      piped.then(
        () =>
          code === 0
            ? resolve()
            : reject(new StartupError(`${command} failed (${code}): ${stderr.trim()}`)),
        reject,
      ),
    );
  });
}

/**
 * Serves `GET /backup` on DATA_DIR/kusp.sock (owner-only): the embedded database's files, copied
 * while no transaction runs into a folder beside them (as much disk again as the database), then
 * sent as a gzipped tar while the server serves on. One at a time. A socket path the system refuses
 * (over 107 bytes) is logged; the server runs on without it.
 */
export async function serveBackups(
  dataDir: string,
  snapshot: (into: string) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socket = backupSocketPath(dataDir);
  // This process holds DATA_DIR's lock: a socket file or copy left there is a crashed process's.
  rmSync(socket, { force: true });
  for (const name of readdirSync(dataDir))
    if (name.startsWith(copyPrefix)) rmSync(path.join(dataDir, name), { recursive: true });
  let queue: Promise<unknown> = Promise.resolve();
  const send = async (res: ServerResponse) => {
    const started = Date.now();
    const copy = path.join(await mkdtemp(path.join(dataDir, copyPrefix)), 'pglite');
    const taken = queue.then(() => snapshot(copy));
    queue = taken.catch(() => {});
    try {
      await taken;
      const copiedMs = Date.now() - started;
      res.writeHead(200, { 'content-type': 'application/gzip' });
      await run('tar', ['-cz', '-C', copy, '.'], res);
      log.info({ copiedMs, ms: Date.now() - started }, 'backup: sent');
    } catch (error) {
      log.error({ err: error }, 'backup: failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    } finally {
      await rm(path.dirname(copy), { recursive: true, force: true });
    }
  };
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/backup') void send(res);
    else res.writeHead(404).end();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    chmodSync(socket, 0o600);
  } catch (error) {
    log.warn({ err: error, socket }, 'backup: cannot listen; npm run backup will not reach it');
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Written aside and renamed at the end, so a file named `out` is always a whole backup. */
async function writeAtomically(out: string, write: (partial: string) => Promise<void>) {
  const partial = `${out}.partial`;
  try {
    await write(partial);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The running server's copy into `partial`; false when no server listens on DATA_DIR's socket. */
function fromRunningServer(dataDir: string, partial: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(
          new StartupError(`the running server could not take the backup (${res.statusCode})`),
        );
        return;
      }
      pipeline(res, createWriteStream(partial)).then(() => resolve(true), reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    req.end();
  });
}

/** No server running: this process takes DATA_DIR's lock, so nothing writes while it packs. */
async function fromStoppedServer(dataDir: string, partial: string) {
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')))
    throw new StartupError(`DATA_DIR ${dataDir} holds no database`);
  const unlock = lockOrExplain(
    dataDir,
    `DATA_DIR ${dataDir} is held by a Kusp process that does not answer on ${backupSocketPath(dataDir)}; try again once it has started`,
  );
  try {
    await run('tar', ['-cz', '-C', pgliteDir(dataDir), '.'], createWriteStream(partial));
  } finally {
    unlock();
  }
}

function lockOrExplain(dataDir: string, inUse: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw error instanceof DataDirInUse ? new StartupError(inUse) : error;
  }
}

/** `npm run backup -- --out FILE`: a consistent copy of the database, taken while the product runs. */
export async function takeBackup(config: BackupConfig, out: string): Promise<void> {
  await writeAtomically(out, async (partial) => {
    if (config.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        `--file=${partial}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      return;
    }
    if (!(await fromRunningServer(config.dataDir, partial)))
      await fromStoppedServer(config.dataDir, partial);
  });
}

/** What a backup file holds, from its first bytes. */
async function kindOf(file: string): Promise<'postgres' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
    return buffer[0] === 0x1f && buffer[1] === 0x8b ? 'pglite' : 'unknown';
  } finally {
    await handle.close();
  }
}

/** Tables outside PostgreSQL's own schemas. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore -- FILE`: the backup into an empty database (DATABASE_URL) or an empty DATA_DIR;
 * refuses one that already holds data, and a backup of the other kind.
 */
export async function restoreBackup(config: BackupConfig, file: string): Promise<void> {
  await stat(file);
  const kind = await kindOf(file);
  if (config.databaseUrl) {
    if (kind !== 'postgres')
      throw new StartupError(`${file} is not a PostgreSQL backup (pg_dump's custom format)`);
    const tables = await tablesIn(config.databaseUrl);
    if (tables > 0)
      throw new StartupError(
        `The database at DATABASE_URL is not empty (${tables} tables); restore into an empty one`,
      );
    await run('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (kind !== 'pglite')
    throw new StartupError(`${file} is not a backup of the embedded database (a gzipped tar)`);
  const unlock = lockOrExplain(
    config.dataDir,
    `DATA_DIR ${config.dataDir} is in use by a running Kusp process`,
  );
  const target = pgliteDir(config.dataDir);
  try {
    if (existsSync(target) && readdirSync(target).length > 0)
      throw new StartupError(
        `DATA_DIR ${config.dataDir} already holds a database; restore into an empty DATA_DIR`,
      );
    try {
      await mkdir(target, { recursive: true });
      await run('tar', ['-xz', '-f', file, '-C', target]);
      // Opened as the server will open it: recovery done, the tables readable.
      const pglite = await PGlite.create(target);
      await pglite.query('select count(*) from kysely_migration');
      await pglite.close();
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      throw error;
    }
  } finally {
    unlock();
  }
}
