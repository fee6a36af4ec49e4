// The bench's clients, in a child process of their own: their memory is not counted as the
// server's, and at 10,000 connections the server's and the clients' sockets would not fit in one
// process's file limit. The two people of a session take turns, so each session carries one chat
// message a second. Like the browser, a client asks for a RECEIPT of each message it sends (on
// /app/chat it carries the stored message), and gets no live copy of its own. Each client is a bare WebSocket speaking STOMP through the server's own frame
// codec: a full client library per connection cost the shared cores more than the server did, and
// the bench measures the server.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { encodeFrame, FrameParser } from '../../apps/server/src/modules/live/frames.ts';
import { recordStalls, type SecondsRecorded } from './stalls.ts';

export interface BenchClient {
  /** The instance this person connects to. */
  url: string;
  userId: string;
  token: string;
  partnerId: string;
  sessionId: string;
  /** Sends at 0 ms of each 2-second turn (the customer) or at 1,000 ms (the astrologer). */
  turn: 0 | 1;
}
export interface BenchPlan {
  clients: BenchClient[];
  seconds: number;
  /** 'chat': SEND /app/chat (stored, then delivered); 'channel': SEND /app/bench (delivered only). */
  path: 'chat' | 'channel';
}
export interface BenchResult {
  latencies: number[];
  /** For each latency, the second of the run its message was sent in. */
  sentInSecond: number[];
  /** The clients' own CPU over the run, in % of one core. */
  cpuPercent: number;
  /** The clients' longest event-loop stall in each second (ms) and old-space collections: a message
   * that arrives during a stall is timed late by the clients, not by the server. */
  seconds: SecondsRecorded;
  sent: number;
  received: number;
  /** RECEIPTs for the messages sent. */
  acknowledged: number;
  errors: string[];
}
/** Parent → clients: the plan, then 'go'. Clients → parent: 'connected', then the result. */
export type ToClients = { kind: 'plan'; plan: BenchPlan } | { kind: 'go' };
export type FromClients = { kind: 'connected' } | { kind: 'done'; result: BenchResult };

const tell = (message: FromClients) => process.send!(message);
const nextMessage = () =>
  new Promise<ToClients>((resolve) => process.once('message', (m) => resolve(m as ToClients)));

const first = await nextMessage();
if (first.kind !== 'plan') throw new Error('the plan comes first');
const { plan } = first;
const latencies: number[] = [];
const sentInSecond: number[] = [];
let startedAt = 0;
const errors: string[] = [];
let sent = 0;
let acknowledged = 0;

interface Connection {
  socket: WebSocket;
  client: BenchClient;
}

/** CONNECT, then SUBSCRIBE to the person's queue; resolves once the server has the subscription. */
function connect(client: BenchClient): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(client.url);
    const parser = new FrameParser(1 << 20, 128);
    const send = (command: string, headers: Record<string, string>, body = '') =>
      socket.send(encodeFrame(command, headers, body));
    socket.on('open', () =>
      send('CONNECT', {
        'accept-version': '1.2',
        host: 'kusp',
        'heart-beat': '0,0',
        Authorization: `Bearer ${client.token}`,
      }),
    );
    socket.on('message', (data: Buffer) => {
      for (const frame of parser.push(data)) {
        if (frame.command === 'CONNECTED') {
          send('SUBSCRIBE', {
            id: '0',
            destination: `/user/${client.userId}/queue/messages`,
            receipt: 'subscribed',
          });
        } else if (frame.command === 'RECEIPT') {
          if (frame.headers['receipt-id'] === 'subscribed') resolve({ socket, client });
          else acknowledged += 1;
        } else if (frame.command === 'MESSAGE') {
          const event = JSON.parse(frame.body.toString()) as {
            senderId: string;
            data: { content?: string; sentAt?: number };
          };
          if (event.senderId === client.userId) {
            errors.push('a copy of its own message on the sending connection');
            continue;
          }
          const sentAt = Number(event.data.content ?? event.data.sentAt);
          latencies.push(performance.now() - sentAt);
          sentInSecond.push(Math.floor((sentAt - startedAt) / 1000));
        } else if (frame.command === 'ERROR') {
          errors.push(`ERROR frame: ${frame.headers.message}`);
          reject(new Error(frame.headers.message));
        }
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (!closing) errors.push(`connection closed (${code})`);
    });
  });
}

let closing = false;
const connected: Connection[] = [];
for (let index = 0; index < plan.clients.length; index += 50) {
  connected.push(...(await Promise.all(plan.clients.slice(index, index + 50).map(connect))));
}
tell({ kind: 'connected' });
await nextMessage();
startedAt = performance.now();
const cpuAtStart = process.cpuUsage();
const stallRecording = recordStalls();

const timers: NodeJS.Timeout[] = [];
// Sessions start their turns spread over a second, so the load is steady rather than all at once.
const offsets = new Map<string, number>();
for (const { socket, client } of connected) {
  const send = () => {
    if (socket.readyState !== WebSocket.OPEN) return;
    const sentAt = performance.now();
    sent += 1;
    const body =
      plan.path === 'chat'
        ? JSON.stringify({
            recipientId: client.partnerId,
            content: String(sentAt),
            conversationSessionId: client.sessionId,
            clientMessageId: randomUUID(),
          })
        : JSON.stringify({ to: client.partnerId, sentAt });
    socket.send(
      encodeFrame(
        'SEND',
        {
          destination: plan.path === 'chat' ? '/app/chat' : '/app/bench',
          'content-type': 'application/json',
          receipt: String(sent),
        },
        body,
      ),
    );
  };
  const offset = offsets.get(client.sessionId) ?? Math.random() * 1000;
  offsets.set(client.sessionId, offset);
  timers.push(
    setTimeout(
      () => {
        send();
        timers.push(setInterval(send, 2000));
      },
      offset + client.turn * 1000,
    ),
  );
}
await new Promise((resolve) => setTimeout(resolve, plan.seconds * 1000));
for (const timer of timers) clearTimeout(timer);
// Time for the last messages to arrive.
await new Promise((resolve) => setTimeout(resolve, 3000));
const seconds = stallRecording.stop();
const cpu = process.cpuUsage(cpuAtStart);
const cpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - startedAt)) * 100;
closing = true;
for (const { socket } of connected) socket.close();
// Disconnect only once the (large) result has been handed over, or it may be cut off.
process.send!(
  {
    kind: 'done',
    result: {
      latencies,
      sentInSecond,
      cpuPercent,
      seconds,
      sent,
      received: latencies.length,
      acknowledged,
      errors,
    },
  } satisfies FromClients,
  () => process.disconnect(),
);
