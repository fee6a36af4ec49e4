import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-startup-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return { child, exited };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
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

describe('start-up and shutdown', () => {
  it('refuses a second process on the same DATA_DIR or port with one clear line, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port)).toEqual({ status: 'ok' });

    const sameDir = await start({ PORT: String(await freePort()), DATA_DIR: dataDir }).exited;
    expect(sameDir.code).toBe(1);
    expect(sameDir.stderr).toContain(`kusp: DATA_DIR ${dataDir} is in use by another Kusp process`);

    const otherDir = mkdtempSync(path.join(tmpdir(), 'kusp-startup-'));
    const samePort = await start({ PORT: String(port), DATA_DIR: otherDir }).exited;
    rmSync(otherDir, { recursive: true, force: true });
    expect(samePort.code).toBe(1);
    expect(samePort.stderr).toContain(`kusp: port ${port} is already in use`);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    // The lock is released and the data kept: the directory opens again.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port)).toEqual({ status: 'ok' });
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  });

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
