import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kusp/contracts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// PostgreSQL only: PGlite runs in this process, one statement at a time, with no time limits.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)(
  'a statement stuck on PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS)',
  () => {
    let migrated: TestApp;
    let t: TestApp;
    let other: pg.Client;
    beforeAll(async () => {
      // Migrated under the default limit: Kysely's migrator reads every schema in the database, and
      // beside the other test files' schemas that can take longer than the 500 ms tried here.
      migrated = await startTestApp();
      t = await startTestApp({ databaseStatementTimeoutMs: 500 }, migrated);
      other = new pg.Client({ connectionString: databaseUrl });
      await other.connect();
      await other.query(`set search_path to ${t.schema}`);
    });
    afterAll(async () => {
      await other.end();
      await t.close();
      await migrated.close();
    });

    it('is ended by the server, and the visitor is asked to try again, not kept waiting', async () => {
      // Another session (a long migration, a forgotten console) holds the blog's table.
      await other.query('begin');
      await other.query('lock table blog_articles in access exclusive mode');
      const started = Date.now();
      const stuck = await call(t.app, 'GET', '/api/v1/blog/all?page=0&size=3');
      const waited = Date.now() - started;
      await other.query('rollback');

      expect(stuck.status).toBe(503);
      expect(stuck.headers['retry-after']).toBe('5');
      expect(stuck.json).toEqual({
        code: 'UNAVAILABLE',
        message: messages.generic.somethingWentWrongTryAgain,
      });
      expect(waited).toBeLessThan(5_000);
      // The pool's connections are all free again: the same page answers once the lock is gone.
      const answered = await call(t.app, 'GET', '/api/v1/blog/all?page=0&size=3');
      expect(answered.status).toBe(200);
    });

    it('also ends a transaction left idle, and frees what it held', async () => {
      // A request that began a transaction, took a lock, then stalled (a hung call to another service).
      const stalled = t.db.transaction().execute(async (trx) => {
        await sql`lock table blog_articles in access exclusive mode`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await sql`select 1`.execute(trx);
      });
      const failed = stalled.then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Another session waits for the lock, and gets it once the server has ended the idle transaction.
      const started = Date.now();
      await other.query('begin');
      await other.query('lock table blog_articles in access share mode');
      await other.query('rollback');
      expect(Date.now() - started).toBeLessThan(1_400);
      expect(isDatabaseUnavailable(await failed)).toBe(true);
    });
  },
);
