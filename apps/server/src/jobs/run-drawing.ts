// `npm run drawing`: draws every past week still without a winner, once, then exits. Safe next to
// running servers: they share the drawing's lock (with PGlite, the running server holds DATA_DIR
// and does the drawing itself within the hour; stop it first to draw by hand).
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, StartupError } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { runDrawing } from '../modules/research/drawing.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const log = pino({ level: config.logLevel });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      log,
      production: config.production,
    });
    const winners = await runDrawing({ db: database.db, mailer, publicUrl: config.publicUrl });
    if (winners.length === 0) process.stdout.write('No week left to draw.\n');
    for (const w of winners) {
      process.stdout.write(
        `${w.week}: winner ${w.referenceId} (${w.email}) of ${w.entries} entries\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  process.stderr.write(
    `kusp drawing: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
