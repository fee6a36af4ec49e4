import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/modules/demo/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL schema this run creates starts with it. */
    testSchemaPrefix: string;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The PostgreSQL schema of this run (TEST_DATABASE_URL only). */
  schema: string | undefined;
  close(): Promise<void>;
}

/**
 * The real server on a real database: in-memory PGlite, or a fresh schema on TEST_DATABASE_URL
 * (see `createSchema`) so runs never see each other's rows. `sameDatabaseAs` starts a second
 * instance on the first one's PostgreSQL schema and token secret, as a deployment of several
 * instances. `seedDemo: true` seeds the demo data as `npm start` does.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  sameDatabaseAs?: TestApp,
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-test-'));
  const shared = sameDatabaseAs?.schema;
  if (sameDatabaseAs && !shared) throw new Error('a second instance needs TEST_DATABASE_URL');
  const schema = shared ?? (databaseUrl ? await createSchema(databaseUrl) : undefined);
  const template = databaseUrl ? undefined : await migratedTemplate();
  const handle = await openDatabase(
    {
      databaseUrl,
      dataDir,
      inMemoryDatabase: true,
      template,
      databaseStatementTimeoutMs: overrides.databaseStatementTimeoutMs,
    },
    schema,
  );
  if (!shared) await migrateToLatest(handle.db);
  // As main.ts does: the accounts first, then each module its own demo data once the app is ready.
  if (overrides.seedDemo && !shared) await seedDemoData(handle.db);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    jwtSecret: sameDatabaseAs?.config.jwtSecret ?? `test-secret-${randomUUID()}`,
    seedDemo: false,
    webDist: path.join(dataDir, 'no-web'),
    // As behind a proxy on this machine (app.inject's peer is 127.0.0.1): tests pose as many
    // clients through X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    ...overrides,
  };
  // KUSP_TEST_LOG=1: the server's log lines on stdout (tests and benches are silent otherwise).
  const app = await buildApp({ config, db: handle.db, logger: Boolean(process.env.KUSP_TEST_LOG) });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    schema,
    async close() {
      await app.close();
      await handle.close();
      if (databaseUrl && schema && !shared && !underVitest)
        await adminQuery(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Promise<Blob> | undefined;
/**
 * A new PGlite spends about 6 s in initdb, so in-memory test apps start from one migrated database
 * instead: dumped once per set of migrations and kept in the temp folder for the other test files.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = path.join(import.meta.dirname, '../../src/db/migrations');
    const hash = createHash('sha256');
    for (const file of readdirSync(migrations).sort())
      hash.update(file).update(readFileSync(path.join(migrations, file)));
    const file = path.join(tmpdir(), `kusp-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const pglite = new PGlite();
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
      await migrateToLatest(db);
      const dump = await pglite.dumpDataDir('none');
      await db.destroy();
      // Written aside, then renamed: a test file starting meanwhile never reads half a dump.
      const partial = `${file}.${randomUUID()}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return template;
}

const underVitest = Boolean(process.env.VITEST);

/**
 * A new, empty schema on the PostgreSQL at `databaseUrl`: a file's own rows, never another's.
 * Under Vitest the run's global setup (test-schemas.ts) drops it when every file has finished; a
 * script (bench:live) drops its own when its test app closes.
 */
export async function createSchema(databaseUrl: string): Promise<string> {
  const prefix = underVitest ? inject('testSchemaPrefix') : 'test_';
  const schema = `${prefix}${randomUUID().replaceAll('-', '')}`;
  await adminQuery(databaseUrl, `create schema ${schema}`);
  return schema;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `app.inject` with JSON in and out and an optional bearer token. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  const text = response.body;
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.statusCode,
    json: json as Record<string, unknown> & unknown[],
    headers: response.headers,
    text,
  };
}
