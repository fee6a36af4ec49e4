import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/processes.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-startup-'));
const children: ChildProcess[] = [];

const serverEnv = (env: Record<string, string>) => ({
  ...process.env,
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ...env,
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(env),
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return { child, exited };
}

/**
 * The server in a process group of its own, as a supervisor or a terminal runs it, under a parent
 * that never reaps its children (a shell that became `sleep`): once killed, the server stays a
 * zombie, as it does until the machine's init reaps it. Resolves to the server's PID.
 */
async function startInOwnGroup(env: Record<string, string>): Promise<number> {
  const parent = spawn(
    'sh',
    [
      '-c',
      'setsid "$@" & echo $!; exec sleep 600',
      'sh',
      process.execPath,
      '--import',
      'tsx',
      'src/main.ts',
    ],
    { cwd: serverDir, env: serverEnv(env) },
  );
  children.push(parent);
  return new Promise((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))),
  );
}

/** Field 3 of /proc/<pid>/stat: R, S, … or Z for a zombie. */
const processState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

// Generous: a first start creates the embedded database, slow on a busy machine.
async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database's processes: the same whatever TEST_DATABASE_URL says, so CI's second run
// of the API suite, on PostgreSQL, leaves them to the first (90 s of a slow machine's CI).
const embeddedOnly = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));

describe('start-up and shutdown', () => {
  embeddedOnly(
    'refuses a second process on the same DATA_DIR or port with one clear line, and shuts down cleanly',
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const first = start({ PORT: String(port), DATA_DIR: dataDir });
      expect(await waitForHealth(port)).toEqual({ status: 'ok', cardPayments: 'SANDBOX' });

      const sameDir = await start({ PORT: String(await freePort()), DATA_DIR: dataDir }).exited;
      expect(sameDir.code).toBe(1);
      expect(sameDir.stderr).toContain(
        `kusp: DATA_DIR ${dataDir} is in use by another Kusp process`,
      );

      const otherDir = mkdtempSync(path.join(tmpdir(), 'kusp-startup-'));
      const samePort = await start({ PORT: String(port), DATA_DIR: otherDir }).exited;
      rmSync(otherDir, { recursive: true, force: true });
      expect(samePort.code).toBe(1);
      expect(samePort.stderr).toContain(`kusp: port ${port} is already in use`);

      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);

      // The lock is released and the data kept: the directory opens again.
      const again = start({ PORT: String(port), DATA_DIR: dataDir });
      expect(await waitForHealth(port)).toEqual({ status: 'ok', cardPayments: 'SANDBOX' });
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
    },
  );

  embeddedOnly(
    'starts again at once on the same DATA_DIR after kill -9 of its process group, with every acknowledged write',
    { timeout: 600_000 },
    async () => {
      const crashDir = mkdtempSync(path.join(tmpdir(), 'kusp-crash-'));
      const port = await freePort();
      const env = { PORT: String(port), DATA_DIR: crashDir, TRUST_PROXY: '127.0.0.1' };
      const base = `http://127.0.0.1:${port}/api`;
      let client = 0;
      const post = (url: string, body: unknown) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // A new client each time, so no per-address limit decides what is written.
            'x-forwarded-for': `10.7.${Math.floor(client / 250)}.${(client++ % 250) + 1}`,
          },
          body: JSON.stringify(body),
        });
      try {
        const first = await startInOwnGroup(env);
        await waitForHealth(port);
        const entry = await post('/v1/birth-detail', {
          birthDate: '15-08-1990',
          birthTime: '06:45',
          gender: 'FEMALE',
          birthPlace: 'Delhi, Delhi, India',
          timezone: '+05:30',
        });
        const { referenceId } = (await entry.json()) as { referenceId: string };
        const event = {
          referenceId,
          area: 'career',
          event: 'job',
          type: 'positive',
          date: '2012-07-01',
        };

        // Writes in a loop; the process is killed while they are still coming.
        const acknowledged: string[] = [];
        let crashed = false;
        for (let i = 0; !crashed && i < 500; i += 1) {
          if (i === 40) process.kill(-first, 'SIGKILL');
          try {
            const res = await post('/v1/event', { ...event, description: `write ${i}` });
            if (res.status === 201) acknowledged.push(`write ${i}`);
          } catch {
            crashed = true;
          }
        }
        expect(crashed).toBe(true);
        expect(acknowledged.length).toBeGreaterThanOrEqual(40);
        // Killed, and not reaped: its PID still answers signals.
        expect(processState(first)).toBe('Z');

        // The lock of the killed process does not stand in the way.
        const second = start(env);
        expect(await waitForHealth(port)).toEqual({ status: 'ok', cardPayments: 'SANDBOX' });
        const list = (await (await fetch(`${base}/v1/event/${referenceId}`)).json()) as {
          events: Array<{ description: string }>;
        };
        const stored = new Set(list.events.map((e) => e.description));
        expect(acknowledged.filter((d) => !stored.has(d))).toEqual([]);

        // A second live process is still refused, with the same line as before.
        const third = await start({ ...env, PORT: String(await freePort()) }).exited;
        expect(third.code).toBe(1);
        expect(third.stderr).toContain(
          `kusp: DATA_DIR ${crashDir} is in use by another Kusp process; stop it or set another DATA_DIR.`,
        );
        second.child.kill('SIGTERM');
        expect((await second.exited).code).toBe(0);
      } finally {
        for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 500));
        rmSync(crashDir, { recursive: true, force: true, maxRetries: 5 });
      }
    },
  );

  it('names an unreachable DATABASE_URL', async () => {
    const port = await freePort();
    const result = await start({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
    }).exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^kusp: Cannot reach the database at DATABASE_URL/m);
  });
});
