import type { Client, IFrame } from '@stomp/stompjs';
import {
  liveEndpointPath,
  liveEventSchema,
  timing,
  userQueue,
  type ErrorCode,
  type LiveEvent,
  type LiveEventType,
} from '@kusp/contracts';
import { currentToken, onLogout, useSession } from '../session';

/**
 * The tab's one live connection (spec part 2 sections 4 and 7): STOMP over WebSocket at /ws on this
 * origin, CONNECT with the bearer token, the own queue subscribed, heart-beats both ways, reconnect
 * 3 s after a close and 500 ms after an error, backing off while the server answers "try again"
 * (`retryWaitMs`). Chat, video, the AI assistant and the portal share it.
 * @stomp/stompjs is imported on the first start, so pages that never connect never download it.
 */

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';
export interface LiveState {
  status: LiveStatus;
  /** Counts successful connections: a rise after the first means events may have been missed. */
  connections: number;
}

/**
 * Browser channels that keep the tabs of one browser in step: a message on 'chat' or 'chat-session'
 * reloads chat sessions; 'astrologerPortal' carries the customer portal's messages and payments.
 */
export const tabChannels = ['chat', 'chat-session', 'astrologerPortal'] as const;
export type TabChannel = (typeof tabChannels)[number];
export interface TabMessage {
  channel: TabChannel;
  /** The live event relayed by another tab, or null for a change made in that tab (accept, end…). */
  event: LiveEvent | null;
}

/** Events another tab is told about, and on which channel. */
const relayed: Partial<Record<LiveEventType, TabChannel>> = {
  CHAT_ACCEPTED: 'chat-session',
  CHAT_ENDED: 'chat-session',
  PORTAL_MESSAGE: 'astrologerPortal',
  PORTAL_PAYMENT: 'astrologerPortal',
};

/** How long a SEND waits for its RECEIPT before it counts as failed. */
const receiptTimeoutMs = 10_000;

/** The longest wait between two attempts while the server answers "try again". */
const maxRetryWaitMs = 60_000;

/** The ERROR frame's code for "try again": Redis or the database is away for a while. */
const tryAgain: ErrorCode = 'UNAVAILABLE';

/**
 * The wait before connecting again after the `refusals`-th "try again" in a row (an ERROR with
 * code UNAVAILABLE: Redis or the database is away): the server's retry-after, doubled with each
 * further refusal up to a minute, plus up to a fifth more at random, so the tabs one outage turned
 * away do not all come back in the same second.
 */
export function retryWaitMs(retryAfterSeconds: number, refusals: number, random = Math.random()) {
  const base = Math.max(retryAfterSeconds * 1000, timing.reconnectAfterErrorMs);
  const wait = Math.min(base * 2 ** Math.max(refusals - 1, 0), maxRetryWaitMs);
  return Math.round(wait * (1 + random / 5));
}

export class LiveSendError extends Error {
  constructor(
    message: string,
    /** False when the server answered (ERROR frame): resending would fail the same way. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

interface PendingReceipt {
  resolve(result: unknown): void;
  reject(error: LiveSendError): void;
  timer: ReturnType<typeof setTimeout>;
}

type EventHandler = (event: LiveEvent) => void;

/** The JSON a RECEIPT carries in its `result` header; undefined when there is none (or it is not JSON). */
function receiptResult(frame: IFrame): unknown {
  const result = frame.headers.result;
  if (result === undefined) return undefined;
  try {
    return JSON.parse(result);
  } catch {
    return undefined;
  }
}

function liveUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${liveEndpointPath}`;
}

export class LiveClient {
  private client: Client | null = null;
  private userId: string | null = null;
  /** Bumped by every start and stop, so a slow dynamic import cannot revive an old connection. */
  private generation = 0;
  private state: LiveState = { status: 'idle', connections: 0 };
  private receiptCounter = 0;
  private readonly receipts = new Map<string, PendingReceipt>();
  private readonly handlers = new Map<LiveEventType, Set<EventHandler>>();
  private readonly stateListeners = new Set<() => void>();
  private readonly tabListeners = new Set<(message: TabMessage) => void>();
  private channels = new Map<TabChannel, BroadcastChannel>();

  getState = (): LiveState => this.state;

  /** Connects as this user (again if another user was connected); a no-op when already started. */
  async start(userId: string): Promise<void> {
    if (this.userId === userId && this.client) return;
    this.stop();
    const generation = this.generation;
    this.userId = userId;
    this.openChannels();
    this.setStatus('connecting');
    const { Client } = await import('@stomp/stompjs');
    if (generation !== this.generation) return;
    // Whether the attempt under way failed (socket error or ERROR frame), and the wait before the next.
    let failed = false;
    let waitBeforeConnect = 0;
    // "Try again" answers in a row, and the retry-after of the last one (seconds).
    let refusals = 0;
    let retryAfter: number | null = null;
    const client = new Client({
      brokerURL: liveUrl(),
      heartbeatIncoming: timing.heartbeatMs,
      heartbeatOutgoing: timing.heartbeatMs,
      // The library reconnects at once; beforeConnect holds each attempt for the spec's delay.
      reconnectDelay: 1,
      beforeConnect: async () => {
        client.connectHeaders = { Authorization: `Bearer ${currentToken() ?? ''}` };
        const wait = waitBeforeConnect;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      },
      onConnect: () => {
        waitBeforeConnect = 0;
        refusals = 0;
        client.subscribe(userQueue(userId), (message) => this.receive(message.body));
        this.setState({ status: 'connected', connections: this.state.connections + 1 });
      },
      onStompError: (frame) => {
        failed = true;
        if (frame.headers.code === tryAgain) {
          refusals += 1;
          retryAfter = Number(frame.headers['retry-after']) || 0;
        }
        this.onServerError(frame);
      },
      onWebSocketError: () => {
        failed = true;
      },
      onWebSocketClose: () => {
        if (retryAfter !== null) waitBeforeConnect = retryWaitMs(retryAfter, refusals);
        else
          waitBeforeConnect = failed ? timing.reconnectAfterErrorMs : timing.reconnectAfterCloseMs;
        failed = false;
        retryAfter = null;
        this.rejectReceipts(new LiveSendError('The live connection closed', true));
        if (this.client === client) this.setStatus('reconnecting');
      },
    });
    this.client = client;
    client.activate();
  }

  /** Closes the connection and the tab channels (sign-out). */
  stop() {
    this.generation += 1;
    const client = this.client;
    this.client = null;
    this.userId = null;
    this.rejectReceipts(new LiveSendError('The live connection closed', true));
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
    if (client) void client.deactivate();
    this.setState({ status: 'idle', connections: 0 });
  }

  /** Calls the handler for each event of these types; returns the unsubscribe function. */
  subscribe(types: readonly LiveEventType[], handler: EventHandler): () => void {
    for (const type of types) {
      const set = this.handlers.get(type) ?? new Set<EventHandler>();
      set.add(handler);
      this.handlers.set(type, set);
    }
    return () => {
      for (const type of types) this.handlers.get(type)?.delete(handler);
    };
  }

  /**
   * SENDs a JSON body and resolves once the server's RECEIPT arrives, with what the server
   * answered in it (its `result` header, JSON), if anything. Rejects with a LiveSendError:
   * retryable when the connection is down or closed meanwhile (the caller may fall back to HTTP),
   * not retryable when the server refused the frame.
   */
  send(destination: string, body: unknown): Promise<unknown> {
    const client = this.client;
    if (!client?.connected)
      return Promise.reject(new LiveSendError('The live connection is not open', true));
    this.receiptCounter += 1;
    const receipt = `send-${this.receiptCounter}`;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.receipts.delete(receipt);
        reject(new LiveSendError('No answer from the live connection', true));
      }, receiptTimeoutMs);
      this.receipts.set(receipt, { resolve, reject, timer });
      client.watchForReceipt(receipt, (frame) => {
        const pending = this.receipts.get(receipt);
        if (!pending) return;
        this.receipts.delete(receipt);
        clearTimeout(pending.timer);
        pending.resolve(receiptResult(frame));
      });
      client.publish({
        destination,
        body: JSON.stringify(body),
        headers: { receipt, 'content-type': 'application/json' },
      });
    });
  }

  /** Tells the other tabs of this browser that something changed (e.g. this tab accepted a chat). */
  broadcast(channel: TabChannel, event: LiveEvent | null = null) {
    this.channels.get(channel)?.postMessage(event);
  }

  onTabMessage(listener: (message: TabMessage) => void): () => void {
    this.tabListeners.add(listener);
    return () => this.tabListeners.delete(listener);
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private receive(body: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (!event.success) return;
    const channel = relayed[event.data.type];
    if (channel) this.broadcast(channel, event.data);
    for (const handler of this.handlers.get(event.data.type) ?? []) handler(event.data);
  }

  /**
   * An ERROR frame: the server closes the socket next. A refused token signs out (spec: 401); a
   * SEND refused with "try again" may be sent again (over HTTP, or once connected again).
   */
  private onServerError(frame: IFrame) {
    const message = frame.headers.message ?? 'The live connection failed';
    const receipt = frame.headers['receipt-id'];
    const pending = receipt ? this.receipts.get(receipt) : undefined;
    if (pending && receipt) {
      this.receipts.delete(receipt);
      clearTimeout(pending.timer);
      pending.reject(new LiveSendError(message, frame.headers.code === tryAgain));
    }
    if (frame.headers.status === '401') useSession.getState().logout();
  }

  private rejectReceipts(error: LiveSendError) {
    for (const pending of this.receipts.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.receipts.clear();
  }

  private openChannels() {
    if (typeof BroadcastChannel === 'undefined') return;
    for (const name of tabChannels) {
      const channel = new BroadcastChannel(name);
      channel.onmessage = (message: MessageEvent<LiveEvent | null>) => {
        const event = message.data ? liveEventSchema.safeParse(message.data) : null;
        const tabMessage = { channel: name, event: event?.success ? event.data : null };
        for (const listener of this.tabListeners) listener(tabMessage);
      };
      this.channels.set(name, channel);
    }
  }

  private setStatus(status: LiveStatus) {
    this.setState({ ...this.state, status });
  }

  private setState(state: LiveState) {
    if (state.status === this.state.status && state.connections === this.state.connections) return;
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
}

/** The tab's live connection. */
export const live = new LiveClient();

onLogout(() => live.stop());
