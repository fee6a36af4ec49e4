import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUse, lockDataDir } from '../src/db/data-dir-lock.ts';
import { settles } from './support/processes.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kusp-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const lockFile = (dir: string) => path.join(dir, 'kusp.lock');
const owner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number };

/** The PID of a process that has exited: a child run to its end. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/** /proc/<pid>/stat's state (field 3) and start time (field 22). */
const procStat = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { state: fields[0], started: fields[19] };
};

/**
 * A process killed and not reaped: the child of a shell that became `sleep`, which never waits for
 * it. Its PID still answers signals, with the start time it had.
 */
async function zombie() {
  const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30']);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))),
  );
  const { started } = procStat(pid);
  // Killed only once the shell is `sleep`: the shell itself might still reap it.
  await vi.waitFor(
    () => expect(readFileSync(`/proc/${parent.pid}/comm`, 'utf8')).toBe('sleep\n'),
    settles,
  );
  process.kill(pid, 'SIGKILL');
  await vi.waitFor(() => expect(procStat(pid).state).toBe('Z'), settles);
  return { pid, started, reap: () => parent.kill('SIGKILL') };
}

describe('the DATA_DIR lock', () => {
  it('names its owner, refuses a live one, and is gone once released', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    // The test runner's parent is alive: its lock stands.
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, started: null }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.pid, started: 'x' }));
    release(); // not ours any more: left alone
    expect(existsSync(lockFile(dir))).toBe(true);
    rmSync(lockFile(dir));

    const again = lockDataDir(dir);
    again();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over at once from a process that is gone, or whose PID now names another process', () => {
    for (const stale of [
      { pid: deadPid(), started: null },
      // Alive, but started at another time than the owner did: the PID was reused.
      { pid: process.ppid, started: 'another start' },
      'half-written',
    ]) {
      const dir = newDir();
      writeFileSync(lockFile(dir), typeof stale === 'string' ? stale : JSON.stringify(stale));
      const release = lockDataDir(dir);
      expect(owner(dir).pid).toBe(process.pid);
      release();
    }
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over from a killed process its parent has not reaped yet, and refuses a live one started at the same time',
    async () => {
      const killed = await zombie();
      try {
        process.kill(killed.pid, 0); // a signal still reaches it
        const dir = newDir();
        writeFileSync(lockFile(dir), JSON.stringify({ pid: killed.pid, started: killed.started }));
        const release = lockDataDir(dir);
        expect(owner(dir).pid).toBe(process.pid);
        release();

        // The live owner, with the start time it wrote, keeps the directory.
        const live = { pid: process.ppid, started: procStat(process.ppid).started };
        writeFileSync(lockFile(dir), JSON.stringify(live));
        expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
        expect(owner(dir)).toEqual(live);
      } finally {
        killed.reap();
      }
    },
  );

  it('respects the directory lock of an earlier version while it is being refreshed', () => {
    const dir = newDir();
    mkdirSync(lockFile(dir));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    lockDataDir(dir)();
  });
});
