import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The API project's global setup. Test schemas are dropped when the whole run ends, not when their
 * file does: with files running side by side, a drop during another file's migration failed that
 * migration ("schema … does not exist"), as Kysely's introspection reads every schema's tables.
 */
export default function setup(project: TestProject) {
  const prefix = `test_${randomUUID().slice(0, 8)}_`;
  project.provide('testSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
        [prefix],
      );
      // One at a time: a single statement would lock every table of every schema at once.
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
