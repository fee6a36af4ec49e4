import {
  existsSync,
  linkSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Another live process holds the directory. */
export class DataDirInUse extends Error {}

interface Owner {
  pid: number;
  /** The process's start time as /proc gives it; tells a reused PID from the owner. */
  started: string | null;
}

/** What /proc/<pid>/stat says of a process (Linux); null where there is no /proc or no such process. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and brackets: count from after its last ')'.
    // Field 3 is the state, field 22 the start time in clock ticks since boot.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return null;
  }
}

const startTimeOf = (pid: number) => procStat(pid)?.started ?? null;

function isRunning(owner: Owner): boolean {
  // Our own PID in the file was written by an earlier life of this PID (a container restarts
  // with the same one), never by us.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  // Without /proc a PID that answers signals is taken as the owner; with it, one that has no entry
  // any more has just ended.
  if (!stat) return !existsSync('/proc/self/stat');
  // A process killed (kill -9) stays a zombie (Z; X while it is being reaped) until its parent, or
  // init once the parent is gone too, reaps it: signals still reach its PID, but it holds nothing.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !owner.started || stat.started === owner.started;
}

type LockState = Owner | 'gone' | 'unreadable' | 'legacy-in-use';

function readOwner(file: string): LockState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'gone';
    if (code === 'EISDIR') return legacyLock(file);
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Earlier versions locked with a directory of that name, refreshed every 5 s: one refreshed in
 * the last 15 s belongs to a running process; an older one is removed.
 */
function legacyLock(file: string): 'legacy-in-use' | 'gone' {
  if (Date.now() - statSync(file).mtimeMs < 15_000) return 'legacy-in-use';
  rmSync(file, { recursive: true, force: true });
  return 'gone';
}

/**
 * Takes DATA_DIR/kusp.lock for this process and answers its release. The file names the owning
 * process, and is created whole and atomically (written aside, then hard-linked into place, which
 * fails when it exists). A lock whose process is gone or a zombie, say after kill -9, or whose PID
 * now names a process started at another time, is taken over at once:
 * moved aside, checked to be the one judged stale, then removed. A live owner (or a legacy
 * directory lock in use) throws DataDirInUse.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'kusp.lock');
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        return () => releaseIfMine(file, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner === 'gone') continue;
      if (owner === 'legacy-in-use') throw new DataDirInUse();
      if (owner !== 'unreadable' && isRunning(owner)) throw new DataDirInUse();
      takeOver(file, owner);
    }
    throw new DataDirInUse();
  } finally {
    rmSync(draft, { force: true });
  }
}

function releaseIfMine(file: string, mine: string) {
  try {
    if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
  } catch {
    // already gone
  }
}

function takeOver(file: string, judged: Owner | 'unreadable') {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it
    throw error;
  }
  const moved = readOwner(aside);
  const same =
    judged === 'unreadable'
      ? moved === 'unreadable'
      : typeof moved === 'object' && moved.pid === judged.pid;
  if (!same) {
    // Between reading and moving, another process took the lock over: hand it back, and let
    // the next attempt meet it as the live owner.
    try {
      linkSync(aside, file);
    } catch {
      // a third process got there first; it is the owner now
    }
  }
  rmSync(aside, { force: true });
}
