import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Options for vi.waitFor on work that finishes after the answer (a log line, a mail, a published
 * event, a child process): a loaded CI machine takes seconds there, far past vitest's 1 s default.
 */
export const settles = { timeout: 15_000, interval: 100 } as const;

/** A port of the loopback interface that was free when asked. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A program run by a test: its output kept for failure messages, ended by `stop` in afterAll. */
export interface ChildProgram {
  /** What it wrote to stdout and stderr so far. */
  readonly output: string;
  /** Its exit code once it has ended (null when a signal ended it), else undefined. */
  readonly exitCode: number | null | undefined;
  /** Kills it (SIGKILL: a test needs no graceful end) and waits for its end. */
  stop(): Promise<void>;
}

export function startProgram(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ChildProgram {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
  let output = '';
  let exitCode: number | null | undefined;
  const ended = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      exitCode = code;
      resolve();
    });
    child.on('error', (error) => {
      output += `${command}: ${error.message}\n`;
      // Never started (no such program): no exit follows.
      if (child.pid === undefined) {
        exitCode = null;
        resolve();
      }
    });
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    get output() {
      return output;
    },
    get exitCode() {
      return exitCode;
    },
    async stop() {
      if (exitCode === undefined) child.kill('SIGKILL');
      await ended;
    },
  };
}

/**
 * Resolves once GET `url` answers 200; rejects, with the output, if `program` ends or `waitMs`
 * pass (a first start on the embedded database creates it: give that longer on a busy machine).
 */
export async function untilAnswering(
  url: string,
  program: ChildProgram,
  waitMs = 60_000,
): Promise<void> {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; await sleep(100)) {
    if (program.exitCode !== undefined)
      throw new Error(`exited (${program.exitCode}) before ${url} answered:\n${program.output}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${url} did not answer 200 within ${waitMs / 1000} s:\n${program.output}`);
}

export interface ServerProgram extends ChildProgram {
  port: number;
  /** The address of `route` on this instance. */
  url(route: string): string;
}

/**
 * The real server (`src/main.ts`, as `npm start` runs it) in a child process on a free port of the
 * loopback interface, configured by `env` over this process's environment. Ready once
 * `untilAnswering(server.url('/api/health'), server)` resolves.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProgram> {
  const port = await freePort();
  const program = startProgram(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
  });
  return Object.assign(program, {
    port,
    url: (route: string) => `http://127.0.0.1:${port}${route}`,
  });
}
