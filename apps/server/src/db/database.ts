import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { constants, cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { defaultStatementTimeoutMs, type Config } from '../config.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { statementName } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where a connection lost outside any query is reported (PostgreSQL only); until set, one line on
   * stderr. The pool opens a new connection for the next query, so nothing else is needed.
   */
  onConnectionLost(report: (error: Error) => void): void;
  /**
   * The embedded database in DATA_DIR only: copies its files into the new folder `into`, between
   * two transactions, right after a checkpoint (docs/deployment.md, Back up and restore).
   */
  snapshot?: (into: string) => Promise<void>;
  close(): Promise<void>;
}

/** A start-up fault worth one clear line on stderr. */
export class StartupError extends Error {}

// Both drivers turn DATE columns into JS Dates by default; keep DATE as the plain 'YYYY-MM-DD' text
// so they agree and no time zone shifts a birth date.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);
const pgliteOptions = { parsers: { [DATE_OID]: (value: string) => value } };

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemoryDatabase'> &
    Partial<Pick<Config, 'databaseStatementTimeoutMs'>> & {
      /** Test-only: the in-memory database starts as this dump (PGlite's `dumpDataDir`). */
      template?: Blob;
    },
  searchPath?: string,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const timeoutMs = config.databaseStatementTimeoutMs ?? defaultStatementTimeoutMs;
    return openPostgres(config.databaseUrl, timeoutMs, searchPath);
  }
  if (config.inMemoryDatabase) {
    const pglite = new PGlite({ ...pgliteOptions, loadDataDir: config.template });
    return wrapPglite(pglite, async () => {});
  }
  return openEmbedded(config.dataDir);
}

/**
 * A pool connection that runs the prepared queries (prepared.ts) as named statements: parsed and
 * planned once per connection, then only bound and executed, which saves PostgreSQL's parse and
 * the client's Parse message on the paths every request takes. Kysely passes (sql, parameters).
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? statementName(text) : undefined;
    const call = super.query as (...call: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}

async function openPostgres(
  url: string,
  timeoutMs: number,
  searchPath?: string,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    Client: PreparingClient,
    max: 10,
    connectionTimeoutMillis: 5000,
    // Finds a database host that vanished without closing the connection.
    keepAlive: true,
    // A query stuck behind a lock, or a transaction a crash left idle, would hold one of the ten
    // connections for good: PostgreSQL ends it (57014 or a closed connection, both a 503 here).
    // PGlite runs one statement at a time in this process and has no such limit.
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  let report: (error: Error) => void = (error) =>
    process.stderr.write(`kusp: database connection lost: ${error.message}\n`);
  // A restart or failover ends every connection, and node-postgres emits the error on the client
  // (and, for an idle one, again on the pool): unheard, either ends the process. The pool drops such
  // a connection and opens a new one for the next query; a query it was running fails on its own.
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  pool.on('error', () => {}); // already reported by the client
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new StartupError(
      `Cannot reach the database at DATABASE_URL: ${(error as Error).message}`,
    );
  }
  return {
    db,
    kind: 'postgres',
    onConnectionLost: (listener) => (report = listener),
    close: () => db.destroy(),
  };
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  let unlock: () => void;
  try {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is in use by another Kusp process; stop it or set another DATA_DIR.`,
      );
    }
    throw new StartupError(`DATA_DIR ${dataDir} is not usable: ${(error as Error).message}`);
  }
  const release = async () => unlock();
  try {
    const files = path.join(dataDir, 'pglite');
    const pglite = await PGlite.create(files, pgliteOptions);
    const handle = wrapPglite(pglite, release);
    // Kysely's PGlite driver lends its one connection to one caller at a time, and every query of
    // the server goes through it: while this holds it, no transaction is open and none starts, and
    // PGlite (one process, no background writer) writes nothing, so the files copied are those of
    // every commit so far and of nothing else. A file system that can clone files (btrfs, XFS)
    // clones them at once; others copy. Synchronously: the fastest copy, and queries wait anyway.
    const snapshot = (into: string) =>
      handle.db.connection().execute(async (connection) => {
        await sql`checkpoint`.execute(connection);
        cpSync(files, into, { recursive: true, mode: constants.COPYFILE_FICLONE });
      });
    return { ...handle, snapshot };
  } catch (error) {
    await release();
    throw new StartupError(`Cannot open the database in ${dataDir}: ${(error as Error).message}`);
  }
}

function wrapPglite(pglite: PGlite, release: () => Promise<void>): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    // In this process: there is no connection to lose.
    onConnectionLost() {},
    async close() {
      await db.destroy(); // closes PGlite too
      await release();
    },
  };
}
