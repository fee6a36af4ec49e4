// `npm run admin:create -- --email ops@example.com [--first-name Asha] [--last-name Rao]`: adds an
// operator (docs/operations.md). There is no default operator password: it is asked for on a
// terminal (not echoed), or read from KUSP_ADMIN_PASSWORD when there is none (scripts, containers).
// The account is written through the operator service, so the audit record shows it (actor: system).
// With PGlite, stop the running server first: it holds DATA_DIR.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { newOperatorSchema } from '@kusp/contracts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, StartupError } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAuditService } from '../modules/audit/service.ts';
import { createDisputeService } from '../modules/disputes/service.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { createProviders } from '../modules/money/providers/index.ts';
import { createMoneyService } from '../modules/money/service.ts';
import { createOperatorService } from '../modules/operators/service.ts';
import { createReviewService } from '../modules/reviews/service.ts';
import pino from 'pino';

class UsageError extends Error {}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  let asked = false;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text) => {
    if (!asked) return write.call(rl, text);
    if (text.includes('\n')) write.call(rl, '\n');
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    asked = true;
  });
}

async function password(): Promise<string> {
  const fromEnv = process.env.KUSP_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY)
    throw new UsageError('no terminal to ask for the password: set KUSP_ADMIN_PASSWORD');
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Kusp' },
      'last-name': { type: 'string', default: 'Operator' },
    },
  });
  if (!values.email) throw new UsageError('usage: npm run admin:create -- --email <address>');
  const parsed = newOperatorSchema.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    password: await password(),
  });
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const log = pino({ level: config.logLevel });
    const audit = createAuditService();
    const money = createMoneyService({ db, config, providers: createProviders(config), audit });
    const operators = createOperatorService({
      db,
      audit,
      money,
      reviews: createReviewService({ db, money, audit }),
      disputes: createDisputeService({ db, money, audit }),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db,
        log,
        production: config.production,
      }),
      dataDir: config.dataDir,
      onMailFailure: () => undefined,
    });
    const operator = await operators.addOperator(null, parsed.data);
    process.stdout.write(`Operator ${operator.email} added; sign in at /admin/login.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof StartupError ||
    error instanceof ConfigError ||
    error instanceof UsageError ||
    (error instanceof Error && 'statusCode' in error);
  process.stderr.write(
    `kusp admin:create: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
