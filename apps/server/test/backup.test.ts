import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { demoCustomer, demoPassword } from '../src/modules/demo/seed.ts';
import { balanceOf, ledgerSum } from '../src/modules/money/ledger.ts';
import { startServer, untilAnswering, type ServerProgram } from './support/processes.ts';

// `npm run backup` while the product runs under a burst of acknowledged credit purchases, then
// `npm run restore` into a fresh DATA_DIR (embedded) or database (TEST_DATABASE_URL), and the
// product started there. As operators run them: the job and the server are processes of their own.

const root = path.resolve(import.meta.dirname, '../../..');
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
const work = mkdtempSync(path.join(tmpdir(), 'kusp-backup-'));
const servers: ServerProgram[] = [];
const databases: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.stop()));
  if (testDatabaseUrl && databases.length > 0) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

/** Where a product keeps its data: a new DATA_DIR, and on PostgreSQL a new, empty database. */
async function newHome() {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  if (!testDatabaseUrl) return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const name = `kusp_backup_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}
type Home = Awaited<ReturnType<typeof newHome>>;

/** `npm run backup -- …` / `npm run restore -- …` with this home's DATA_DIR and DATABASE_URL. */
async function job(home: Home, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/jobs/backup.ts', ...args],
      { cwd: root, env: { ...process.env, ...home }, timeout: 120_000 },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function product(home: Home) {
  const server = await startServer({
    ...home,
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  servers.push(server);
  // A first start creates the database and seeds the demo: slow on a busy machine.
  await untilAnswering(server.url('/api/health'), server, 300_000);
  let client = 0;
  const send = (route: string, init: RequestInit & { token?: string } = {}) =>
    fetch(server.url(route), {
      ...init,
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        // Each request from its own address: the per-address limits never decide what is written.
        'x-forwarded-for': `10.9.${Math.floor(++client / 250) % 250}.${client % 250}`,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
    });
  const signIn = await send('/api/v1/authentication', {
    method: 'POST',
    body: JSON.stringify({ username: demoCustomer.loginId, password: demoPassword }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const me = (await (await send('/api/v1/user/me', { token })).json()) as { id: string };
  return { server, send, token, customerId: me.id };
}

/** 100 credits bought through the sandbox gateway's hosted page; the order once acknowledged. */
async function buyCredits({ send, token, customerId }: Awaited<ReturnType<typeof product>>) {
  const purchase = await send('/api/v2/credit', {
    method: 'POST',
    token,
    body: JSON.stringify({
      amount: 100,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId,
    }),
  });
  if (purchase.status !== 200) return null;
  const { data, orderId } = (await purchase.json()) as { data: string; orderId: string };
  const paid = await send(data, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  const callback = paid.headers.get('location');
  if (paid.status !== 303 || !callback) return null;
  const landed = await send(callback);
  return landed.status === 303 && landed.headers.get('location') === '/user/profile'
    ? orderId
    : null;
}

describe(`backup and restore of ${testDatabaseUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it(
    'restores a backup taken during acknowledged writes with every write acknowledged before it began, and a ledger that adds up',
    { timeout: 600_000 },
    async () => {
      const home = await newHome();
      const running = await product(home);

      const acknowledged: Array<{ orderId: string; at: number }> = [];
      let buying = true;
      const lanes = [1, 2].map(async () => {
        while (buying) {
          const orderId = await buyCredits(running);
          if (orderId) acknowledged.push({ orderId, at: Date.now() });
        }
      });
      while (acknowledged.length < 5) await sleep(50);

      const out = path.join(work, 'kusp.backup');
      // Taken in the same tick as the backup starts: a write acknowledged within the same
      // millisecond, but after, is not in it.
      const before = acknowledged.slice();
      const backup = await job(home, 'backup', '--out', out);
      const backupEnded = Date.now();
      const during = acknowledged.length - before.length;
      await sleep(500);
      buying = false;
      await Promise.all(lanes);
      expect(backup.output).toMatch(
        /^kusp: backed up .* to .*kusp\.backup \([\d.]+ MB in \d+ ms\)$/m,
      );
      expect(backup.code).toBe(0);
      // The product kept acknowledging writes while the backup ran.
      expect(
        during + acknowledged.filter((write) => write.at > backupEnded).length,
      ).toBeGreaterThan(0);

      const restored = await newHome();
      const restore = await job(restored, 'restore', out);
      expect(restore.output).toMatch(/^kusp: restored /m);
      expect(restore.code).toBe(0);
      // Never over data: the directory or database now holds one.
      const again = await job(restored, 'restore', out);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(
        testDatabaseUrl
          ? /^kusp: The database at DATABASE_URL is not empty \(\d+ tables\); restore into an empty one$/m
          : /^kusp: DATA_DIR .* already holds a database; restore into an empty DATA_DIR$/m,
      );

      // The product starts on the restored data; the demo customer signs in and reads the wallet.
      const started = await product(restored);
      const wallet = (await (
        await started.send(`/api/v1/credit/${started.customerId}`, { token: started.token })
      ).json()) as { balance: number };
      await started.server.stop(); // the embedded database is the running server's alone

      const database = await openDatabase({
        dataDir: restored.DATA_DIR,
        databaseUrl: restored.DATABASE_URL || undefined,
        inMemoryDatabase: false,
      });
      try {
        const paid = await database.db
          .selectFrom('orders')
          .innerJoin('ledger_entries', 'ledger_entries.order_id', 'orders.id')
          .select('orders.id')
          .where('orders.status', '=', 'PAID')
          .where('ledger_entries.kind', '=', 'PURCHASE')
          .execute();
        const stored = new Set(paid.map((row) => row.id));
        expect(before.length).toBeGreaterThanOrEqual(5);
        expect(before.filter((write) => !stored.has(write.orderId))).toEqual([]);

        // Every balance is what its ledger lines add up to, the wallet the product showed included.
        const accounts = await database.db
          .selectFrom('money_accounts')
          .select(['user_id', 'kind'])
          .execute();
        // The demo customer's wallet and the demo astrologer's earnings at least.
        expect(new Set(accounts.map((account) => account.kind))).toEqual(
          new Set(['WALLET', 'EARNINGS']),
        );
        for (const { user_id: userId, kind } of accounts) {
          expect(await balanceOf(database.db, userId, kind), `${kind} of ${userId}`).toBe(
            await ledgerSum(database.db, userId, kind),
          );
        }
        expect(wallet.balance).toBe(await ledgerSum(database.db, started.customerId, 'WALLET'));
      } finally {
        await database.close();
      }
    },
  );
});
