// Ledger throughput: wallet payments per second through the real HTTP server, 50 concurrent
// clients, on embedded PGlite and on PostgreSQL (`npm run bench:money -w @kusp/bench`; PostgreSQL at
// BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/test, skipped when unreachable).
// Each payment locks the order, debits the wallet with one conditional UPDATE, appends the ledger
// entry and the payment row, and marks the order paid, all in one transaction.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverRoles } from '@kusp/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { balanceOf, ledgerSum } from '../../apps/server/src/modules/money/ledger.ts';

const CLIENTS = 50;
const PAYMENTS = 2000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-bench-'));
  const schema = kind === 'postgres' ? `bench_${randomUUID().replaceAll('-', '')}` : undefined;
  if (schema) await admin(`create schema ${schema}`);
  const databaseUrl = kind === 'postgres' ? postgresUrl : undefined;
  const handle = await openDatabase({ databaseUrl, dataDir, inMemoryDatabase: true }, schema);
  await migrateToLatest(handle.db);
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    jwtSecret: 'bench',
    seedDemo: false,
    webDist: path.join(dataDir, 'none'),
    trustProxy: ['127.0.0.1'],
  };
  const app = await buildApp({ config, db: handle.db, logger: false });
  try {
    const user = (login: string, role: (typeof serverRoles)[keyof typeof serverRoles]) =>
      handle.db
        .insertInto('users')
        .values({
          login_id: login,
          email: `${login}@bench.test`,
          first_name: 'Bench',
          password_hash: 'x',
          role,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const customer = await user('customer', serverRoles.customer);
    const astrologer = await user('astrologer', serverRoles.astrologer);
    await handle.db
      .insertInto('astrologer_profiles')
      .values({ user_id: astrologer.id, rate: '100', review_status: 'APPROVED' })
      .execute();
    const token = await app.tokens.sign({
      userId: customer.id,
      loginId: 'customer',
      serverRole: serverRoles.customer,
      tokenVersion: 0,
    });
    const orderIds = await handle.db.transaction().execute(async (trx) => {
      const quote = await app.money.quoteAstrologer(astrologer.id, 'IN', trx);
      await app.money.grantCredits(trx, customer.id, PAYMENTS * quote.totalAmount * 10, 'bench');
      const ids: string[] = [];
      for (let i = 0; i < PAYMENTS; i++) {
        const order = await app.money.createOrder(trx, {
          serviceCode: 'OFFLINE_QUESTION',
          customerId: customer.id,
          astrologerId: astrologer.id,
          quote,
          paymentProcessor: 'WALLET',
        });
        ids.push(order.orderId);
      }
      return ids;
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = next++; i < orderIds.length; i = next++) {
          const response = await fetch(`http://127.0.0.1:${port}/api/v3/payment`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              // One address per request: the per-IP rate limit is not what is measured.
              'x-forwarded-for': `10.${client}.${Math.floor(i / 250)}.${i % 250}`,
            },
            body: JSON.stringify({ orderId: orderIds[i], paymentProcessor: 'WALLET' }),
          });
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cached = await balanceOf(handle.db, customer.id, 'WALLET');
    const ledger = await ledgerSum(handle.db, customer.id, 'WALLET');
    console.log(
      `${kind.padEnd(9)} ${PAYMENTS} wallet debits, ${CLIENTS} clients: ${(PAYMENTS / seconds).toFixed(0).padStart(5)} debits/s ` +
        `(${seconds.toFixed(2)} s, ${failures} failed; final balance ${cached}, ledger ${ledger})`,
    );
  } finally {
    await app.close();
    await handle.close();
    if (schema) await admin(`drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('pglite');
try {
  await admin('select 1');
} catch {
  console.log(`postgres  skipped: ${postgresUrl} is not reachable`);
  process.exit(0);
}
await run('postgres');
