// The bench's clients, in a worker thread so that their memory is not counted as the server's:
// one @stomp/stompjs client per connection, each sending one message a second to its partner.
import { Client } from '@stomp/stompjs';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export interface BenchClient {
  userId: string;
  token: string;
  partnerId: string;
  sessionId: string;
}
export interface BenchPlan {
  url: string;
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

const plan = workerData as BenchPlan;
const latencies: number[] = [];
const errors: string[] = [];
let sent = 0;

function connect(client: BenchClient): Promise<Client> {
  return new Promise((resolve, reject) => {
    const stomp = new Client({
      webSocketFactory: () => new WebSocket(plan.url),
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
parentPort!.postMessage({ kind: 'connected' });
await new Promise((resolve) => parentPort!.once('message', resolve));

const timers = connected.map(({ stomp, client }) => {
  const send = () => {
    if (!stomp.connected) return;
    const sentAt = performance.now();
    sent += 1;
    if (plan.path === 'chat') {
      stomp.publish({
        destination: '/app/chat',
        body: JSON.stringify({
          recipientId: client.partnerId,
          content: String(sentAt),
          conversationSessionId: client.sessionId,
        }),
      });
    } else {
      stomp.publish({
        destination: '/app/bench',
        body: JSON.stringify({ to: client.partnerId, sentAt }),
      });
    }
  };
  // Spread over the second so the load is steady rather than 2,000 messages at once.
  return setTimeout(() => {
    send();
    timers.push(setInterval(send, 1000));
  }, Math.random() * 1000);
});
await new Promise((resolve) => setTimeout(resolve, plan.seconds * 1000));
for (const timer of timers) clearInterval(timer);
// Time for the last messages to arrive.
await new Promise((resolve) => setTimeout(resolve, 3000));
await Promise.all(connected.map(({ stomp }) => stomp.deactivate()));
parentPort!.postMessage({
  kind: 'done',
  result: { latencies, sent, received: latencies.length, errors } satisfies BenchResult,
});
