import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { serverRoles } from '@kusp/contracts';
import { encodeFrame } from '../src/modules/live/frames.ts';
import { LiveConnection, type ConnectionHost } from '../src/modules/live/connection.ts';
import type { Caller } from '../src/plugins/auth.ts';

const recheckMs = 60_000;

/** A socket that takes frames and keeps what the server writes: no network, no clock of its own. */
function fakeSocket() {
  return Object.assign(new EventEmitter(), {
    readyState: 1,
    bufferedAmount: 0,
    send() {},
    ping() {},
    close() {},
    terminate() {},
  });
}

describe('a live connection', () => {
  it('checks its token again within one interval, and connections opened together not all at once', async () => {
    const caller: Caller = {
      userId: 'u-1',
      loginId: 'reader',
      serverRole: serverRoles.customer,
      role: 'USER',
      tokenId: 't-1',
      tokenExpiresAt: new Date(Date.now() + 10 * recheckMs),
    };
    // Which connection checked its token when: the CONNECT, then the checks again.
    const checks: { connection: number; at: number }[] = [];
    let now = Date.now();
    const host = (connection: number): ConnectionHost => ({
      authenticate: async () => {
        checks.push({ connection, at: now });
        return caller;
      },
      attach: async () => true,
      detach() {},
      sendHandler: () => undefined,
      canDeliver: () => true,
      heartbeatMs: 10_000,
      tokenRecheckMs: recheckMs,
      log: { debug() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger,
    });
    const connections = Array.from({ length: 20 }, (_, index) => {
      const socket = fakeSocket();
      const connection = new LiveConnection(socket as unknown as WebSocket, host(index));
      socket.emit(
        'message',
        Buffer.from(encodeFrame('CONNECT', { 'accept-version': '1.2', passcode: 'token' })),
      );
      return connection;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(checks).toHaveLength(20); // each CONNECT
    const openedAt = now;

    // The hub's ticks, a second apart, over one interval and one tick more.
    for (let second = 1; second <= recheckMs / 1000 + 1; second += 1) {
      now = openedAt + second * 1000;
      for (const connection of connections) connection.tick(now, false);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const again = checks.slice(20);
    expect(new Set(again.map((check) => check.connection)).size).toBe(20);
    const moments = again.map((check) => check.at - openedAt);
    expect(Math.max(...moments)).toBeLessThanOrEqual(recheckMs + 1000);
    // Twenty moments drawn over a minute: all within 20 s of each other has a chance below 1e-8.
    expect(Math.max(...moments) - Math.min(...moments)).toBeGreaterThan(recheckMs / 3);
  });
});
