// The bench's clients, in a child process of their own: their memory is not counted as the
// server's, and at 10,000 connections the server's and the clients' sockets would not fit in one
// process's file limit. One @stomp/stompjs client per connection; the two people of a session take
// turns, so each session carries one chat message a second.
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

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
  sent: number;
  received: number;
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
const errors: string[] = [];
let sent = 0;

function connect(client: BenchClient): Promise<Client> {
  return new Promise((resolve, reject) => {
    const stomp = new Client({
      webSocketFactory: () => new WebSocket(client.url),
      connectHeaders: { Authorization: `Bearer ${client.token}` },
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 0,
      onConnect: () => {
        stomp.subscribe(`/user/${client.userId}/queue/messages`, (frame) => {
          const event = JSON.parse(frame.body) as {
            senderId: string;
            data: { content?: string; sentAt?: number };
          };
          if (event.senderId === client.userId) return; // the copy for the sender's own tabs
          const sentAt = Number(event.data.content ?? event.data.sentAt);
          latencies.push(performance.now() - sentAt);
        });
        resolve(stomp);
      },
      onStompError: (frame) => {
        errors.push(`ERROR frame: ${frame.headers.message}`);
        reject(new Error(frame.headers.message));
      },
      onWebSocketClose: (event: { code: number }) => {
        if (stomp.active) errors.push(`connection closed (${event.code})`);
      },
    });
    stomp.activate();
  });
}

const connected: { stomp: Client; client: BenchClient }[] = [];
for (let index = 0; index < plan.clients.length; index += 50) {
  const batch = plan.clients.slice(index, index + 50);
  const stomps = await Promise.all(batch.map(connect));
  stomps.forEach((stomp, offset) => connected.push({ stomp, client: batch[offset]! }));
}
tell({ kind: 'connected' });
await nextMessage();

const timers: NodeJS.Timeout[] = [];
// Sessions start their turns spread over a second, so the load is steady rather than all at once.
const offsets = new Map<string, number>();
for (const { stomp, client } of connected) {
  const send = () => {
    if (!stomp.connected) return;
    const sentAt = performance.now();
    sent += 1;
    stomp.publish(
      plan.path === 'chat'
        ? {
            destination: '/app/chat',
            body: JSON.stringify({
              recipientId: client.partnerId,
              content: String(sentAt),
              conversationSessionId: client.sessionId,
            }),
          }
        : { destination: '/app/bench', body: JSON.stringify({ to: client.partnerId, sentAt }) },
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
await Promise.all(connected.map(({ stomp }) => stomp.deactivate()));
tell({ kind: 'done', result: { latencies, sent, received: latencies.length, errors } });
process.disconnect();
