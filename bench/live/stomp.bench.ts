// The live channel under load (`npm run bench:live -w @kusp/bench`): N STOMP connections (default
// 10,000: 5,000 customers and their astrologers in running sessions), each session carrying one chat
// message a second (the two people take turns) for LIVE_BENCH_SECONDS (default 20), after
// LIVE_BENCH_WARMUP seconds of the same traffic (default 3: database connections opening, code
// being compiled) whose messages count as sent and delivered but not in the latency figures. Prints
// the delivery latency (SEND to the partner's MESSAGE frame), the p99 of each second, the server's
// and the clients' longest event-loop stall and old-space collections in each second (and how many
// seconds over 50 ms had one), and the server's memory per connection.
// LIVE_BENCH_PATH=chat (default) sends through /app/chat: stored, then delivered; =channel only
// publishes, measuring the STOMP layer alone. It runs on PostgreSQL, as a deployment does
// (BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/kusp_bench_live, a database of its own
// created afresh for each run); BENCH_DATABASE_URL= (empty) runs it on the embedded database.
// LIVE_BENCH_INSTANCES=2 (PostgreSQL and Redis, TEST_REDIS_URL) puts every customer on one instance
// and their astrologer on the other, so every message crosses Redis. The server runs in this
// process with the V8 flags of its start commands (apps/server/node-flags.json): without them the
// script starts itself again with them.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { serverRoles, type LiveEvent } from '@kusp/contracts';
import { listenForLive } from '../../apps/server/test/support/live.ts';
import { startTestApp } from '../../apps/server/test/support/test-app.ts';
import { recreateDatabase } from '../support/fresh-database.ts';
import type { BenchClient, FromClients, ToClients } from './clients.ts';
import { recordStalls } from './stalls.ts';

const { flags: serverFlags } = JSON.parse(
  readFileSync(new URL('../../apps/server/node-flags.json', import.meta.url), 'utf8'),
) as { flags: string[] };
if (!serverFlags.every((flag) => process.execArgv.includes(flag))) {
  const again = spawn(
    process.execPath,
    [...serverFlags, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(
    await new Promise<number>((resolve) => again.on('exit', (code) => resolve(code ?? 1))),
  );
}

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/kusp_bench_live';
const connections = Number(process.env.LIVE_BENCH_CONNECTIONS ?? 10_000);
const seconds = Number(process.env.LIVE_BENCH_SECONDS ?? 20);
const warmup = Number(process.env.LIVE_BENCH_WARMUP ?? 3);
const path = process.env.LIVE_BENCH_PATH === 'channel' ? 'channel' : 'chat';
const pairs = Math.floor(connections / 2);
const instances = process.env.LIVE_BENCH_INSTANCES === '2' ? 2 : 1;
if (instances === 2 && !databaseUrl)
  throw new Error('LIVE_BENCH_INSTANCES=2 needs PostgreSQL (BENCH_DATABASE_URL) and Redis');

const gc = (globalThis as { gc?: () => void }).gc;
/** Heap and external memory after full collections: one pass leaves what finalizers free later. */
async function serverMemory() {
  for (let pass = 0; pass < 3; pass++) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// The test app's database: TEST_DATABASE_URL (PostgreSQL) when set, else the embedded one.
if (databaseUrl) {
  await recreateDatabase(databaseUrl);
  process.env.TEST_DATABASE_URL = databaseUrl;
} else delete process.env.TEST_DATABASE_URL;

const overrides = {
  chatSessionSeconds: 3600,
  liveConnectionsPerAddress: connections + 100, // every bench client shares one address
  ...(instances === 2 && {
    redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    liveChannelPrefix: `kusp-bench-${randomUUID()}:`,
  }),
};
const t = await startTestApp(overrides);
const servers = instances === 2 ? [t, await startTestApp(overrides, t)] : [t];
const { app, db } = t;
const urls: string[] = [];
for (const server of servers) {
  urls.push(await listenForLive(server.app));
  server.app.live.onSend('/app/bench', async (caller, body) => {
    const { to, sentAt } = JSON.parse(body) as { to: string; sentAt: number };
    const event: LiveEvent = {
      type: 'CHAT_MESSAGE',
      data: { sentAt },
      senderId: caller.userId,
      senderName: '',
      id: randomUUID(),
    };
    await server.app.live.publish(to, event);
  });
}

// Accounts and running sessions straight in the database: the bench is about the channel.
const clients: BenchClient[] = [];
for (let start = 0; start < pairs; start += 250) {
  const size = Math.min(250, pairs - start);
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: size * 2 }, (_, index) => ({
        login_id: `bench-${start * 2 + index}-${randomUUID()}`,
        email: `bench-${randomUUID()}@example.com`,
        first_name: 'Bench',
        password_hash: 'not-a-password',
        role: index % 2 === 0 ? serverRoles.customer : serverRoles.astrologer,
      })),
    )
    .returning(['id', 'login_id', 'role'])
    .execute();
  const customers = users.filter((user) => user.role === serverRoles.customer);
  const astrologers = users.filter((user) => user.role === serverRoles.astrologer);
  await db
    .insertInto('astrologer_profiles')
    .values(astrologers.map((user) => ({ user_id: user.id, review_status: 'APPROVED' as const })))
    .execute();
  const conversations = await db
    .insertInto('chat_conversations')
    .values(
      customers.map((user, index) => ({
        user_id: user.id,
        astrologer_id: astrologers[index]!.id,
        last_activity_at: new Date(),
      })),
    )
    .returning(['id', 'user_id', 'astrologer_id'])
    .execute();
  const now = new Date();
  // Every session has its order; the bench's astrologers are free (rate 0), so nothing is held.
  const orders = await db.transaction().execute((trx) =>
    Promise.all(
      conversations.map((conversation) =>
        app.money.createOrder(trx, {
          serviceCode: 'LIVE_CHAT',
          customerId: conversation.user_id,
          astrologerId: conversation.astrologer_id,
          quote: app.money.quoteService(0),
          paymentProcessor: 'WALLET',
        }),
      ),
    ),
  );
  const sessions = await db
    .insertInto('chat_sessions')
    .values(
      conversations.map((conversation, index) => ({
        id: randomUUID(),
        type: 'TEXT' as const,
        conversation_id: conversation.id,
        user_id: conversation.user_id,
        astrologer_id: conversation.astrologer_id,
        user_full_name: 'Bench Customer',
        astrologer_name: 'Bench Astrologer',
        user_horoscope_id: null,
        order_id: orders[index]!.orderId,
        total_amount: 0,
        request_expires_at: now,
        started_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      })),
    )
    .returning(['id', 'user_id', 'astrologer_id'])
    .execute();
  for (const session of sessions) {
    for (const [self, partner, turn] of [
      [session.user_id, session.astrologer_id, 0],
      [session.astrologer_id, session.user_id, 1],
    ] as const) {
      const user = users.find((row) => row.id === self)!;
      const token = await app.tokens.sign({
        userId: self,
        loginId: user.login_id,
        serverRole: user.role,
        tokenVersion: 0,
      });
      const url = urls[turn % urls.length]!;
      clients.push({ url, userId: self, token, partnerId: partner, sessionId: session.id, turn });
    }
  }
}

// Statistics for the planner, as autovacuum keeps them on a database in use.
await sql`analyze`.execute(db);

const before = await serverMemory();
// The clients time every message: a full collection of theirs delays all they receive meanwhile,
// as if the server had. Not the server's flags: a young generation four times the default and room
// for 2 GiB of old space, so that they collect it about every 30 s rather than every 2 to 10 s
// (bench:live over 60 s: 2 collections against 6 with the old space's room alone).
const clientProcess = fork(new URL('./clients.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', '--max-semi-space-size=64', '--initial-old-space-size=2048'],
});
const tell = (message: ToClients) => clientProcess.send(message);
const next = () =>
  new Promise<FromClients>((resolve, reject) => {
    clientProcess.once('message', (message) => resolve(message as FromClients));
    clientProcess.once('error', reject);
    clientProcess.once('exit', (code) => reject(new Error(`the clients' process ended (${code})`)));
  });
const connectStarted = performance.now();
tell({ kind: 'plan', plan: { clients, seconds: warmup + seconds, path } });
await next();
const connectSeconds = (performance.now() - connectStarted) / 1000;
await Promise.all(servers.map((server) => server.app.live.presenceSettled()));
const perConnection = ((await serverMemory()) - before) / clients.length;
console.log(
  `${clients.length} connections on ${instances} instance${instances === 2 ? 's (PostgreSQL and Redis' : ` (${t.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`}, path ${path}) open in ${connectSeconds.toFixed(1)} s`,
);
console.log(
  `server memory per connection: ${(perConnection / 1024).toFixed(1)} KiB (heap + external, after GC${gc ? '' : ' unavailable: run with --expose-gc'})`,
);

const cpuAtStart = process.cpuUsage();
const startedAt = performance.now();
const stallRecording = recordStalls();
tell({ kind: 'go' });
const done = await next();
const serverSeconds = stallRecording.stop();
const heapAfterRun = process.memoryUsage();
const cpu = process.cpuUsage(cpuAtStart);
const serverCpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - startedAt)) * 100;
const result = done.kind === 'done' ? done.result : undefined;
const lost = (result?.sent ?? 0) - (result?.received ?? 0);
console.log(
  `${result?.sent} messages sent over ${warmup} + ${seconds} s (${((result?.sent ?? 0) / (warmup + seconds)).toFixed(0)}/s), ${result?.acknowledged} acknowledged, ${result?.received} delivered, ${lost} not delivered, ${result?.errors.length} errors`,
);
const errorCounts = new Map<string, number>();
for (const error of result?.errors ?? []) errorCounts.set(error, (errorCounts.get(error) ?? 0) + 1);
for (const [error, count] of errorCounts) console.log(`  ${count} × ${error}`);
const bySecond: number[][] = Array.from({ length: warmup + seconds }, () => []);
for (const [index, second] of (result?.sentInSecond ?? []).entries())
  bySecond[Math.min(second, warmup + seconds - 1)]!.push(result!.latencies[index]!);
const sorted = bySecond
  .slice(warmup)
  .flat()
  .sort((a, b) => a - b);
console.log(
  `delivery latency after the warm-up: p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
);
// A shared machine's other work shows as a few bad seconds rather than a uniformly slow run.
const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  ).toFixed(0);
console.log(
  `p99 by second sent: ${bySecond.slice(0, warmup).map(p99).join(' ')} (warm-up) | ${bySecond.slice(warmup).map(p99).join(' ')} ms`,
);
// Beside the p99 of the same seconds: a bad second with a long stall or an old-space collection on
// one side was that side's own doing, one without was the machine's. The clients time each message,
// so their stalls and collections show in the figures as much as the server's.
const bySide = [
  ["server's", serverSeconds],
  ["clients'", result?.seconds ?? { stalls: [], oldSpaceCollections: [] }],
] as const;
const secondsOf = (values: number[]) =>
  `${values
    .slice(0, warmup)
    .map((value) => value.toFixed(0))
    .join(' ')} (warm-up) | ${values
    .slice(warmup, warmup + seconds)
    .map((value) => value.toFixed(0))
    .join(' ')}`;
for (const [side, recorded] of bySide) {
  console.log(`${side} longest event-loop stall by second: ${secondsOf(recorded.stalls)} ms`);
  console.log(
    `${side} old-space collections by second: ${secondsOf(recorded.oldSpaceCollections)}`,
  );
}
const overTarget = bySecond.flatMap((values, second) =>
  second >= warmup && Number(p99(values)) > 50 ? [second] : [],
);
const collectedIn = (second: number) =>
  bySide.map(([, recorded]) => (recorded.oldSpaceCollections[second] ?? 0) > 0);
console.log(
  `seconds with p99 over 50 ms: ${overTarget.length} of ${seconds}; with an old-space collection in the server ${overTarget.filter((second) => collectedIn(second)[0]).length}, in the clients ${overTarget.filter((second) => collectedIn(second)[1]).length}, in neither ${overTarget.filter((second) => !collectedIn(second).some(Boolean)).length}`,
);
console.log(
  `CPU over the run: server ${serverCpuPercent.toFixed(0)} % of a core${instances === 2 ? ' (both instances)' : ''}, clients ${result?.cpuPercent.toFixed(0)} % (the database's not counted)`,
);
console.log(
  `server heap after the run, before any forced collection: ${((heapAfterRun.heapUsed + heapAfterRun.external) / 2 ** 20).toFixed(0)} MiB (heap + external; docs/deployment.md, Memory)`,
);
if (!t.config.databaseUrl && path === 'chat' && lost > 0)
  console.log(
    "The embedded database stores on the server's own thread and keeps up with a few hundred chat messages a second; live chat at scale runs on PostgreSQL, this bench's default (docs/chat.md).",
  );
clientProcess.kill();
for (const server of servers.reverse()) await server.close();
