import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The servers the e2e and the bench start: a Kusp server on a fresh seeded database (each e2e
// worker's, support/test.ts, and a spec's own second one), and what a relayed video call needs
// besides the browsers: a real coturn and a Kusp server that hands out its TURN credentials with
// iceTransportPolicy 'relay'.

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const turnserverPath = '/usr/bin/turnserver';
export const hasTurnServer = () => existsSync(turnserverPath);

export interface Running {
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * coturn on 127.0.0.1 with the TURN REST API secret, relaying between loopback peers; UDP only, so
 * it can share its port number with a Kusp server's TCP port.
 */
export async function startTurnServer(port: number, secret: string): Promise<Running> {
  const child = spawn(
    turnserverPath,
    [
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=kusp',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-tcp',
      '-n',
      '--no-cli',
      '-p',
      String(port),
      '--log-file=stdout',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('coturn did not start in 10 s')), 10_000);
    child.once('exit', (code) => reject(new Error(`coturn exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/listener opened on|Total (General|UDP) servers/i.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.removeAllListeners('exit');
  return { stop: stopper(child) };
}

/**
 * A Kusp server on a fresh embedded database with the demo data; stopping it removes the database
 * (about 40 MB), so runs do not pile them up in the temp folder.
 */
export async function startKuspServer(
  port: number,
  env: Record<string, string>,
): Promise<Running & { url: string }> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-e2e-'));
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  });
  const stop = async () => {
    await stopper(child)();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the Kusp server exited with ${child.exitCode}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the Kusp server did not start in 240 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}

/** The server's environment for calls through that coturn only (VIDEO_ICE_POLICY=relay). */
export const relayEnv = (turnPort: number, secret: string) => ({
  TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
  TURN_SECRET: secret,
  STUN_URLS: '',
  VIDEO_ICE_POLICY: 'relay',
});
