import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEndpointPath, liveSendDestinations, messages } from '@kusp/contracts';
import { openDatabase } from '../src/db/database.ts';
import { insertAccount, testPassword } from './support/accounts.ts';
import { openTab, type StompTab } from './support/live.ts';
import { freePort, startServer, untilAnswering, type ServerProgram } from './support/processes.ts';

// The real server as a child process on a private PostgreSQL cluster, restarted under a write load
// (never the machine's shared PostgreSQL). Needs PostgreSQL's server binaries, as CI has them.

const pgRoot = '/usr/lib/postgresql';
const pgBin = existsSync(pgRoot)
  ? readdirSync(pgRoot)
      .map((version) => path.join(pgRoot, version, 'bin'))
      .find((bin) => existsSync(path.join(bin, 'pg_ctl')))
  : undefined;
const asRoot = process.getuid?.() === 0;

const work = mkdtempSync(path.join(tmpdir(), 'kusp-outage-'));
const cluster = path.join(work, 'pg');
const dataDir = path.join(work, 'kusp');
let pgPort = 0;
let server: ServerProgram | undefined;

/** initdb refuses root: as root, PostgreSQL's tools run as the postgres user. Never blocks the load. */
async function pgTool(tool: string, args: string[]) {
  const command = path.join(pgBin ?? '', tool);
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  await promisify(execFile)(file, argv, { timeout: 60_000 });
}
const pgCtl = (...args: string[]) =>
  pgTool('pg_ctl', ['-D', cluster, '-w', '-t', '30', '-l', path.join(work, 'pg.log'), ...args]);

const serverOptions = () => `-p ${pgPort} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`;
const databaseUrl = () => `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
const url = (route: string) => server!.url(route);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  email: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
  at: number;
}

/** Enquiries sent one after another, each from its own address (the route allows 10 a minute). */
function writeLoad() {
  const answers: Answer[] = [];
  let running = true;
  let sent = 0;
  const loop = async (lane: number) => {
    while (running) {
      sent += 1;
      const email = `outage-${lane}-${sent}@example.com`;
      try {
        const res = await fetch(url('/api/v1/enquiry'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${lane}.${Math.floor(sent / 250) % 250}.${sent % 250}`,
          },
          body: JSON.stringify({
            firstName: 'Asha',
            lastName: 'Rao',
            email,
            enquiryType: 'Individual',
            message: 'Do you teach in the evenings?',
          }),
          // An answer must come in time even while the database is away.
          signal: AbortSignal.timeout(8000),
        });
        answers.push({
          email,
          status: res.status,
          body: await res.json(),
          retryAfter: res.headers.get('retry-after'),
          at: Date.now(),
        });
      } catch (error) {
        answers.push({ email, status: 0, body: String(error), retryAfter: null, at: Date.now() });
      }
      await sleep(50);
    }
  };
  const lanes = [1, 2, 3].map(loop);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

/** Milliseconds from `since` to the first acknowledged write after it. */
async function writesResume(answers: Answer[], since: number) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const ok = answers.find((answer) => answer.at > since && answer.status === 200);
    if (ok) return ok.at - since;
    await sleep(100);
  }
  return Infinity;
}

beforeAll(async () => {
  if (!pgBin)
    throw new Error(
      `PostgreSQL's server binaries (initdb, pg_ctl) are needed under ${pgRoot}/<version>/bin: install the postgresql package`,
    );
  if (asRoot) chownSync(work, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  pgPort = await freePort();
  await pgTool('initdb', ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgCtl('start', '-o', serverOptions());
  server = await startServer({
    DATABASE_URL: databaseUrl(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The jobs run every second, so they meet the outage too.
    QUESTION_JOB_INTERVAL_SECONDS: '1',
  });
  await untilAnswering(url('/api/health'), server);
});

const tabs: StompTab[] = [];
afterAll(async () => {
  await Promise.allSettled(tabs.map((tab) => tab.close()));
  await server?.stop();
  if (existsSync(path.join(cluster, 'postmaster.pid'))) await pgCtl('stop', '-m', 'immediate');
  rmSync(work, { recursive: true, force: true });
});

describe('the database going away', () => {
  it(
    'keeps the server up through PostgreSQL restarts under writes: 503 meanwhile, writes back within 10 s, every acknowledged write kept',
    { timeout: 90_000 },
    async () => {
      const load = writeLoad();
      await sleep(1000);

      // A restart as in a minor-version upgrade: connections are ended cleanly.
      let since = Date.now();
      await pgCtl('restart', '-m', 'fast');
      expect(await writesResume(load.answers, since)).toBeLessThan(10_000);

      // A crash: connections vanish mid-query.
      since = Date.now();
      await pgCtl('restart', '-m', 'immediate');
      expect(await writesResume(load.answers, since)).toBeLessThan(10_000);

      // A longer outage: every request, health included, answers 503 in the usual body.
      await pgCtl('stop', '-m', 'fast');
      const stoppedAt = Date.now();
      await sleep(1500); // the load and the jobs meet the outage
      const health = await fetch(url('/api/health'));
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      const during = load.answers.filter((answer) => answer.at > stoppedAt + 200);
      expect(during.length).toBeGreaterThan(0);
      expect(new Set(during.map((answer) => answer.status))).toEqual(new Set([503]));
      since = Date.now();
      await pgCtl('start', '-o', serverOptions());
      expect(await writesResume(load.answers, since)).toBeLessThan(10_000);
      expect((await fetch(url('/api/health'))).status).toBe(200);

      await sleep(500);
      await load.stop();
      expect(server!.exitCode).toBeUndefined();

      // Never a 500, never a timeout: an answer is stored (200) or asked again later (503).
      const statuses = new Set(load.answers.map((answer) => answer.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      for (const answer of load.answers.filter((a) => a.status === 503)) {
        expect(answer.body).toEqual({
          code: 'UNAVAILABLE',
          message: messages.generic.somethingWentWrongTryAgain,
        });
        expect(answer.retryAfter).toBe('5');
      }

      const acknowledged = load.answers.filter((answer) => answer.status === 200);
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>('select email from enquiries');
        const stored = new Set(rows.map((row) => row.email));
        expect(acknowledged.filter((answer) => !stored.has(answer.email))).toEqual([]);
      } finally {
        await client.end();
      }
    },
  );

  it(
    'answers a STOMP CONNECT or SEND while PostgreSQL is away with an ERROR to try again, and connects once it is back',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ databaseUrl: databaseUrl(), dataDir: work });
      const [customer, astrologer] = await Promise.all([
        insertAccount(database.db, 'customer'),
        insertAccount(database.db, 'astrologer'),
      ]).finally(() => database.close());
      const signIn = await fetch(url('/api/v1/authentication'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: customer.loginId, password: testPassword }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const liveUrl = url(liveEndpointPath).replace(/^http/, 'ws');
      const tab = () => {
        const opened = openTab(liveUrl, { token, userId: customer.id });
        tabs.push(opened);
        return opened;
      };
      const tryAgain = {
        status: '503',
        code: 'UNAVAILABLE',
        'retry-after': '5',
        message: messages.generic.somethingWentWrongTryAgain,
      };

      const open = tab();
      await open.connected;
      await pgCtl('stop', '-m', 'fast');
      try {
        const sent = await open.send(
          liveSendDestinations.chat,
          { recipientId: astrologer.id, content: 'Namaste' },
          'while-the-database-is-away',
        );
        expect(sent).toBeUndefined(); // an ERROR, not a RECEIPT
        expect(open.errors[0]?.headers).toMatchObject({
          ...tryAgain,
          'receipt-id': 'while-the-database-is-away',
        });

        const refused = tab();
        await expect(refused.connected).rejects.toThrow(tryAgain.message);
        expect(refused.errors[0]?.headers).toMatchObject(tryAgain);
      } finally {
        await pgCtl('start', '-o', serverOptions());
      }
      await tab().connected;
    },
  );
});
