import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, StartupError, type DatabaseHandle } from './db/database.ts';
import { serveBackups } from './db/backup.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './modules/demo/seed.ts';

function fail(message: string): never {
  process.stderr.write(`kusp: ${message}\n`);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (config.seedDemo) await seedDemoData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());
  if (database.snapshot) {
    // `npm run backup` asks this process, which holds DATA_DIR, for the embedded database's copy.
    const stopBackups = await serveBackups(config.dataDir, database.snapshot, app.log);
    app.addHook('preClose', stopBackups);
  }
  database.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'database connection lost; the next query opens a new one'),
  );
  // A promise nobody waited for (say, a query cut off by a database restart) is logged, not fatal:
  // it changed nothing the process relies on. An uncaught exception still ends the process (its
  // state is unknown), after one log line.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `port ${config.port} is already in use; stop the other process or set PORT.`,
      );
    }
    throw error;
  }
  app.log.info(`Kusp is running on ${config.publicUrl} (database: ${database.kind})`);
  if (config.smtpUrl) return;
  if (config.production)
    app.log.warn(
      'Mail is not configured (SMTP_URL is not set): no mail is sent, so sign-up codes, password resets and shared links do not arrive; the outbox keeps only whom each was for and its subject',
    );
  else
    app.log.info(
      `Mail is kept in the development outbox, readable from this machine only: ${config.publicUrl}/dev/outbox`,
    );
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) fail(error.message);
  fail(`could not start: ${(error as Error).stack ?? String(error)}`);
});
