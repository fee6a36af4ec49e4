import { Client, type IFrame } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { liveEndpointPath, userQueue, type LiveEvent } from '@kusp/contracts';

/** Listens on a free port of the loopback interface; the WebSocket address of /ws. */
export async function listenForLive(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${liveEndpointPath}`;
}

export const httpBase = (wsUrl: string) => wsUrl.replace(/^ws/, 'http').replace(/\/ws$/, '');

/** Resolves when `predicate` holds, checking on each call of the returned `check`. */
function waiter() {
  const waits: { test: () => boolean; resolve: () => void }[] = [];
  return {
    until(test: () => boolean): Promise<void> {
      if (test()) return Promise.resolve();
      return new Promise((resolve) => waits.push({ test, resolve }));
    },
    check() {
      for (const wait of [...waits]) {
        if (wait.test()) {
          waits.splice(waits.indexOf(wait), 1);
          wait.resolve();
        }
      }
    },
  };
}

export interface StompTab {
  client: Client;
  events: LiveEvent[];
  errors: IFrame[];
  /** Resolves once CONNECTED and subscribed, rejects on an ERROR or a close before it. */
  connected: Promise<IFrame>;
  closed: Promise<void>;
  /** Resolves once the events received satisfy the test. */
  until(test: (events: LiveEvent[]) => boolean): Promise<void>;
  /** With a receipt id: settles with the RECEIPT (undefined for an ERROR instead). */
  send(destination: string, body: unknown, receipt?: string): Promise<IFrame | undefined>;
  close(): Promise<void>;
}

/**
 * A browser tab's STOMP client (@stomp/stompjs over `ws`): CONNECT with the bearer token, heart-beats
 * of 10 s, SUBSCRIBE to the user's own queue unless told another destination.
 */
export function openTab(
  url: string,
  options: {
    token?: string;
    userId?: string;
    connectHeaders?: Record<string, string>;
    subscribeTo?: string;
  },
): StompTab {
  const events: LiveEvent[] = [];
  const errors: IFrame[] = [];
  const waits = waiter();
  let settleConnected: { resolve(frame: IFrame): void; reject(error: Error): void };
  const connected = new Promise<IFrame>((resolve, reject) => {
    settleConnected = { resolve, reject };
  });
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const receipts = new Map<string, (frame?: IFrame) => void>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: options.connectHeaders ?? { Authorization: `Bearer ${options.token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
    onConnect: (frame) => {
      const destination =
        options.subscribeTo ?? (options.userId ? userQueue(options.userId) : undefined);
      if (!destination) {
        settleConnected.resolve(frame);
        return;
      }
      // Ready once the server has the subscription: an event published before would be missed.
      const receipt = `subscribed-${destination}`;
      client.watchForReceipt(receipt, () => settleConnected.resolve(frame));
      client.subscribe(
        destination,
        (message) => {
          events.push(JSON.parse(message.body) as LiveEvent);
          waits.check();
        },
        { receipt },
      );
    },
    onStompError: (frame) => {
      errors.push(frame);
      settleConnected.reject(new Error(frame.headers.message));
      for (const [id, resolve] of receipts) if (frame.headers['receipt-id'] === id) resolve();
      waits.check();
    },
    onWebSocketClose: () => {
      settleConnected.reject(new Error('closed before CONNECTED'));
      markClosed();
      waits.check();
    },
  });
  client.activate();
  return {
    client,
    events,
    errors,
    connected,
    closed,
    until: (test) => waits.until(() => test(events)),
    send(destination, body, receipt) {
      const json = typeof body === 'string' ? body : JSON.stringify(body);
      if (!receipt) {
        client.publish({ destination, body: json });
        return Promise.resolve(undefined);
      }
      const done = new Promise<IFrame | undefined>((resolve) => {
        receipts.set(receipt, resolve);
        client.watchForReceipt(receipt, resolve);
      });
      client.publish({ destination, body: json, headers: { receipt } });
      return done;
    },
    async close() {
      await client.deactivate();
    },
  };
}

/** A bare WebSocket for frames no STOMP client would send. */
export async function openRawSocket(url: string) {
  const socket = new WebSocket(url);
  const received: string[] = [];
  let closeCode: number | undefined;
  const waits = waiter();
  socket.on('message', (data: Buffer) => {
    received.push(data.toString('utf8'));
    waits.check();
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => {
      closeCode = code;
      waits.check();
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    get closeCode() {
      return closeCode;
    },
    /** Resolves once a received WebSocket message starts with `prefix`; that message. */
    async next(prefix: string): Promise<string> {
      await waits.until(() => received.some((text) => text.startsWith(prefix)));
      return received.find((text) => text.startsWith(prefix)) as string;
    },
  };
}

/** A CONNECT frame as text. */
export const connectFrame = (token: string, heartBeat = '0,0') =>
  `CONNECT\naccept-version:1.2\nhost:kusp\nheart-beat:${heartBeat}\nAuthorization:Bearer ${token}\n\n\0`;
