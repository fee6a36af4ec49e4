import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from './database.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** Every file in migrations/ is one version, applied in name order (NNNN_domain.ts). */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(async (file) => {
        const module = (await import(
          pathToFileURL(path.join(migrationsDir, file)).href
        )) as Migration;
        return [file.replace(/\.ts$/, ''), module] as const;
      }),
    );
    return Object.fromEntries(entries);
  },
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one: name the current one, so
  // another schema's migration tables (a parallel test run's, say) are never taken for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
