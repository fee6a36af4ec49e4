import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { liveLimits, messages, type LiveEvent } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { LiveBus } from './bus.ts';
import { LiveConnection, liveTexts, type ConnectionHost, type SendHandler } from './connection.ts';

/** A user's connections on this instance went up or down; `connections` is the new count here. */
export interface PresenceChange {
  caller: Caller;
  connections: number;
}
export type PresenceListener = (change: PresenceChange) => Promise<void>;

interface HubOptions {
  authenticate(token: string): Promise<Caller | null>;
  heartbeatMs: number;
  tokenRecheckMs: number;
  connectionsPerAddress: number;
  log: FastifyBaseLogger;
}

/** This instance's STOMP connections, by user, and the SEND handlers features register. */
export class LiveHub implements ConnectionHost {
  readonly heartbeatMs: number;
  readonly tokenRecheckMs: number;
  readonly log: FastifyBaseLogger;
  readonly authenticate: HubOptions['authenticate'];
  private bus: LiveBus | null = null;
  private readonly open = new Set<LiveConnection>();
  /** Open sockets per client address, so that one address cannot exhaust the instance. */
  private readonly byAddress = new Map<string, number>();
  private readonly connectionsPerAddress: number;
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  /** The bus subscription of each user held here, settled once events for them can arrive. */
  private readonly listening = new Map<string, Promise<void>>();
  private readonly handlers = new Map<string, SendHandler>();
  private readonly presenceListeners: PresenceListener[] = [];
  private presence: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(options: HubOptions) {
    this.heartbeatMs = options.heartbeatMs;
    this.tokenRecheckMs = options.tokenRecheckMs;
    this.log = options.log;
    this.authenticate = options.authenticate;
    this.connectionsPerAddress = options.connectionsPerAddress;
    const tickMs = Math.max(50, Math.min(1000, Math.floor(options.heartbeatMs / 4)));
    let lastTick = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      // A tick far behind means this process was blocked: frames may be waiting unread, so
      // silence is not judged this time.
      const stalled = now - lastTick > 2 * tickMs;
      lastTick = now;
      for (const connection of this.open) connection.tick(now, stalled);
    }, tickMs);
    this.timer.unref();
  }

  /** Open WebSockets on this instance, signed in or not yet. */
  get openConnections(): number {
    return this.open.size;
  }

  useBus(bus: LiveBus) {
    this.bus = bus;
  }

  accept(socket: WebSocket, address: string) {
    const connection = new LiveConnection(socket, this);
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= this.connectionsPerAddress) {
      connection.refuse('RATE_LIMITED', liveTexts.tooManyFromAddress);
      return;
    }
    this.byAddress.set(address, fromAddress + 1);
    this.open.add(connection);
    socket.on('close', () => {
      this.open.delete(connection);
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    });
  }

  async attach(connection: LiveConnection): Promise<boolean> {
    const caller = connection.caller;
    if (!caller || !this.bus) return false;
    const userId = caller.userId;
    const connections = this.byUser.get(userId) ?? new Set<LiveConnection>();
    if (connections.size >= liveLimits.connectionsPerUser) return false;
    connections.add(connection);
    this.byUser.set(userId, connections);
    let listening = this.listening.get(userId);
    if (!listening) {
      listening = this.bus.listen(userId);
      this.listening.set(userId, listening);
    }
    try {
      await listening;
    } catch (error) {
      this.detach(connection);
      if (this.listening.get(userId) === listening) this.listening.delete(userId);
      // Redis is away for a while (a restart, a failover): the client connects again, as it does
      // when the database is away, rather than being told of a fault of ours.
      this.log.warn({ err: error }, 'live: cannot subscribe the connection to its events');
      throw new HttpError('UNAVAILABLE', messages.generic.somethingWentWrongTryAgain);
    }
    this.notify(caller, connections.size);
    return true;
  }

  detach(connection: LiveConnection) {
    const caller = connection.caller;
    const connections = caller && this.byUser.get(caller.userId);
    if (!caller || !connections?.delete(connection)) return;
    if (connections.size === 0) {
      this.byUser.delete(caller.userId);
      this.listening.delete(caller.userId);
      this.bus
        ?.unlisten(caller.userId)
        .catch((error: unknown) => this.log.warn({ err: error }, 'live: unlisten failed'));
    }
    this.notify(caller, connections.size);
  }

  /** Delivers an event that reached this instance to every connection of its user here but one. */
  deliver(userId: string, payload: string, except?: string) {
    for (const connection of this.byUser.get(userId) ?? [])
      if (connection.id !== except) connection.deliver(payload);
  }

  /** Never throws: an event that cannot travel is logged; clients catch up over HTTP. */
  async publish(to: string | readonly string[], event: LiveEvent, except?: string) {
    // Written once for everyone it goes to (a chat message goes to both people).
    const payload = JSON.stringify(event);
    await Promise.all(
      (typeof to === 'string' ? [to] : to).map(async (userId) => {
        try {
          await this.bus?.publish(userId, payload, except);
        } catch (error) {
          this.log.error({ err: error, type: event.type }, 'live: publish failed');
        }
      }),
    );
  }

  onSend(destination: string, handler: SendHandler) {
    this.handlers.set(destination, handler);
  }

  sendHandler(destination: string) {
    return this.handlers.get(destination);
  }

  canDeliver() {
    return this.bus?.connected() ?? false;
  }

  onPresence(listener: PresenceListener) {
    this.presenceListeners.push(listener);
  }

  /** Users with at least one connection on this instance. */
  connectedUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** Listeners run one change at a time, in the order the changes happened. */
  private notify(caller: Caller, connections: number) {
    for (const listener of this.presenceListeners) {
      this.presence = this.presence
        .then(() => listener({ caller, connections }))
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'live: presence listener failed'),
        );
    }
  }

  /** Settles once every presence change so far has been handled. */
  presenceSettled(): Promise<void> {
    return this.presence;
  }

  close() {
    clearInterval(this.timer);
  }
}
