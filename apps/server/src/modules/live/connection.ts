import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { errorStatuses, liveLimits, messages, userQueue, type ErrorCode } from '@kusp/contracts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { isDataException } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sessionExpired, type Caller } from '../../plugins/auth.ts';
import { encodeFrame, FrameError, FrameParser, heartbeatFrame, type Frame } from './frames.ts';

/**
 * What a feature does with a client's SEND, told which connection sent it; throwing HttpError
 * answers ERROR with its message. What it resolves to (other than undefined) travels back as JSON
 * in the RECEIPT's `result` header, for a client that asked for one: the stored chat message, so
 * that the sending tab needs no copy of its own message (docs/chat.md, messages).
 */
export type SendHandler = (caller: Caller, body: string, connectionId: string) => Promise<unknown>;

/** The hub a connection belongs to. */
export interface ConnectionHost {
  authenticate(token: string): Promise<Caller | null>;
  /** Counts an authenticated connection in; false when its user already has too many. */
  attach(connection: LiveConnection): Promise<boolean>;
  /** Idempotent; also for connections never attached. */
  detach(connection: LiveConnection): void;
  sendHandler(destination: string): SendHandler | undefined;
  /** False while the bus cannot carry events (Redis away): a SEND is then refused as "try again". */
  canDeliver(): boolean;
  heartbeatMs: number;
  /** An open connection's token is checked again this often, so a sign-out closes it. */
  tokenRecheckMs: number;
  log: FastifyBaseLogger;
}

export const liveTexts = {
  connectFirst: 'Send CONNECT first',
  connectTimeout: 'Send CONNECT within 10 seconds',
  versions: 'This server speaks STOMP 1.2',
  heartBeat: 'Malformed heart-beat header',
  ownQueueOnly: 'You can only subscribe to your own messages',
  subscribeHeaders: 'SUBSCRIBE needs id and destination headers',
  subscriptionInUse: 'This subscription id is already in use',
  tooManySubscriptions: 'Too many subscriptions on one connection',
  tooManyConnections: 'Too many open connections. Close a tab and try again',
  tooManyFromAddress: 'Too many open connections from your network. Try again later',
  unknownDestination: 'Unknown destination',
  unknownCommand: 'Unknown command',
  transactions: 'Transactions are not supported',
  tooManyFrames: 'Too many frames at once',
  malformed: 'Malformed frame',
} as const;

/**
 * WebSocket messages one frame may span: a 64 KiB frame in 512-byte pieces still passes, while a
 * client dripping a frame byte by byte is stopped early (each message costs the server far more
 * than its one byte).
 */
export const maxFrameMessages = 128;
const connectTimeoutMs = 10_000;
/** A connection without client heart-beats is pinged at the WebSocket level this often. */
const pingMs = 30_000;
/** Longest client heart-beat interval honoured; a silent connection is closed after twice it. */
const maxIncomingMs = 60_000;
/** Frames read but not yet handled; a client that floods is dropped. */
export const maxPendingFrames = 32;
/** SEND frames allowed per connection in one window of sendWindowMs. */
const maxSends = 30;
const sendWindowMs = 10_000;
/** Bytes queued for a client that does not read; past this it is dropped. */
const maxBufferedBytes = 4 * 1024 * 1024;

type State = 'new' | 'connecting' | 'connected' | 'closed';

const WS_OPEN = 1;
const CLOSE_NORMAL = 1000;
const CLOSE_PROTOCOL = 1002;
const CLOSE_POLICY = 1008;
const CLOSE_TOO_BIG = 1009;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/** The bearer token of a CONNECT frame: `Authorization: Bearer …`, else `passcode` (with or without "Bearer "). */
function connectToken(headers: Record<string, string>): string | undefined {
  const value = headers.Authorization ?? headers.authorization ?? headers.passcode;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/** One client's STOMP session over one WebSocket. Frames are handled one at a time, in order. */
export class LiveConnection {
  readonly id = randomUUID();
  caller: Caller | null = null;
  private token = '';
  private tokenCheckedAt = 0;
  private checkingToken = false;
  private state: State = 'new';
  private readonly openedAt = Date.now();
  private lastReceivedAt = Date.now();
  private lastSentAt = Date.now();
  private lastPingAt = 0;
  private incomingMs = 0;
  private outgoingMs = 0;
  private readonly subscriptions = new Map<string, string>();
  private readonly parser = new FrameParser(liveLimits.frameBytes, maxFrameMessages);
  /**
   * Frames received and not yet handled, the first one under way. One array for the connection's
   * life, not a promise chain: a connection lives for hours, and an object it took on for each frame
   * would outlive young-generation collections and fill the old space (docs/chat.md, load).
   */
  private readonly inbox: Frame[] = [];
  private sendWindowStart = 0;
  private sendsInWindow = 0;
  private messageCounter = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
  ) {
    socket.on('message', (data) => this.receive(toBuffer(data)));
    socket.on('pong', () => (this.lastReceivedAt = Date.now()));
    socket.on('close', () => {
      this.state = 'closed';
      this.host.detach(this);
    });
    socket.on('error', (error) => host.log.debug({ err: error }, 'live: socket error'));
  }

  /** Sends an event (JSON) to each subscription of this connection. */
  deliver(payload: string) {
    if (this.state !== 'connected') return;
    for (const [subscription, destination] of this.subscriptions) {
      this.messageCounter += 1;
      this.send(
        encodeFrame(
          'MESSAGE',
          {
            subscription,
            // No colon, which every frame would have to escape.
            'message-id': `${this.id}-${this.messageCounter}`,
            destination,
            'content-type': 'application/json',
          },
          payload,
        ),
      );
    }
  }

  /**
   * Heart-beats out, and the end of connections that never said CONNECT or went silent (not judged
   * when `stalled`: the server itself was blocked).
   */
  tick(now: number, stalled: boolean) {
    if (this.state === 'closed') return;
    if (this.state === 'new') {
      if (now - this.openedAt > connectTimeoutMs)
        this.fail('REQUEST_TIMEOUT', liveTexts.connectTimeout);
      return;
    }
    if (this.state !== 'connected') return;
    if (this.caller && now >= this.caller.tokenExpiresAt.getTime()) {
      this.fail('SESSION_EXPIRED', sessionExpired);
      return;
    }
    if (!this.checkingToken && now - this.tokenCheckedAt >= this.host.tokenRecheckMs) {
      this.tokenCheckedAt = now;
      void this.recheckToken();
    }
    if (this.outgoingMs > 0 && now - this.lastSentAt >= this.outgoingMs) this.send(heartbeatFrame);
    const silentMs = now - this.lastReceivedAt;
    if (this.incomingMs === 0 && silentMs >= pingMs && now - this.lastPingAt >= pingMs) {
      this.lastPingAt = now;
      this.socket.ping();
    }
    if (!stalled && silentMs > 2 * (this.incomingMs || pingMs)) {
      this.host.log.debug({ userId: this.caller?.userId }, 'live: closing a silent connection');
      this.socket.terminate();
    }
  }

  private receive(chunk: Buffer) {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    let frames: Frame[];
    try {
      frames = this.parser.push(chunk);
    } catch (error) {
      const frameError = error instanceof FrameError ? error : null;
      if (!frameError) this.host.log.error({ err: error }, 'live: could not read a frame');
      const tooLarge = frameError?.tooLarge ?? false;
      this.fail(
        tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INVALID_REQUEST',
        frameError?.message ?? liveTexts.malformed,
        { close: tooLarge ? CLOSE_TOO_BIG : CLOSE_PROTOCOL },
      );
      return;
    }
    for (const frame of frames) {
      if (this.inbox.length >= maxPendingFrames) {
        this.fail('RATE_LIMITED', liveTexts.tooManyFrames);
        return;
      }
      this.inbox.push(frame);
      if (this.inbox.length === 1) void this.handleInbox();
    }
  }

  /** Handles the inbox's frames one at a time, in order, until it is empty. */
  private async handleInbox() {
    while (this.inbox.length > 0) {
      try {
        await this.handle(this.inbox[0]!);
      } catch (error) {
        this.host.log.error({ err: error }, 'live: frame failed');
      }
      this.inbox.shift();
    }
  }

  private async handle(frame: Frame) {
    if (this.state === 'closed') return;
    try {
      const result = await this.dispatch(frame);
      const receipt = frame.headers.receipt;
      if (receipt !== undefined && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        this.send(
          encodeFrame('RECEIPT', {
            'receipt-id': receipt,
            result: result === undefined ? undefined : JSON.stringify(result),
          }),
        );
      }
      if (frame.command === 'DISCONNECT') this.close(CLOSE_NORMAL);
    } catch (error) {
      if (error instanceof HttpError) {
        this.fail(error.code, error.message, {
          frame,
          errors: error.errors,
          close: error.statusCode === 401 || error.statusCode === 403 ? CLOSE_POLICY : undefined,
        });
      } else if (isDatabaseUnavailable(error)) {
        // Nothing acknowledged: the client reconnects and sends again (a SEND with the same
        // client message id is stored once).
        this.host.log.warn({ err: error, command: frame.command }, 'live: the database is away');
        this.fail('UNAVAILABLE', messages.generic.somethingWentWrongTryAgain, { frame });
      } else if (isDataException(error)) {
        // As over HTTP: a value the database refused is the input's fault, never a 500.
        this.host.log.warn({ err: error }, 'live: the database refused a value');
        this.fail('INVALID_REQUEST', messages.generic.invalidRequest, { frame });
      } else {
        this.host.log.error({ err: error, command: frame.command }, 'live: frame failed');
        this.fail('SERVER_ERROR', messages.generic.somethingWentWrong, { frame });
      }
    }
  }

  private async dispatch(frame: Frame): Promise<unknown> {
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(headers);
    if (this.state !== 'connected' || !this.caller)
      throw new HttpError('INVALID_REQUEST', liveTexts.connectFirst);
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(headers, this.caller);
      case 'UNSUBSCRIBE':
        if (!headers.id) throw new HttpError('INVALID_REQUEST', liveTexts.subscribeHeaders);
        this.subscriptions.delete(headers.id);
        return;
      case 'SEND':
        return this.dispatchSend(frame, this.caller);
      case 'ACK':
      case 'NACK':
      case 'DISCONNECT':
        return; // every subscription is ack:auto, so there is nothing to acknowledge
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new HttpError('INVALID_REQUEST', liveTexts.transactions);
      default:
        throw new HttpError('INVALID_REQUEST', liveTexts.unknownCommand);
    }
  }

  private async connect(headers: Record<string, string>) {
    if (this.state !== 'new') throw new HttpError('INVALID_REQUEST', liveTexts.unknownCommand);
    this.state = 'connecting';
    const versions = (headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) throw new HttpError('INVALID_REQUEST', liveTexts.versions);
    const heartBeat = /^(\d{1,9}),(\d{1,9})$/.exec(headers['heart-beat'] ?? '0,0');
    if (!heartBeat) throw new HttpError('INVALID_REQUEST', liveTexts.heartBeat);
    const token = connectToken(headers);
    if (!token) throw new HttpError('UNAUTHENTICATED', messages.generic.unauthorized);
    const caller = await this.host.authenticate(token);
    if (!caller) throw new HttpError('SESSION_EXPIRED', sessionExpired);
    if (this.state !== 'connecting') return; // the socket closed meanwhile

    // 1.2 negotiation: each side sends at the slower of what it can do and what the other wants.
    const clientSends = Number(heartBeat[1]);
    const clientWants = Number(heartBeat[2]);
    const serverMs = this.host.heartbeatMs;
    this.outgoingMs = clientWants === 0 ? 0 : Math.max(serverMs, clientWants);
    this.incomingMs =
      clientSends === 0 ? 0 : Math.min(Math.max(serverMs, clientSends), maxIncomingMs);
    this.caller = caller;
    this.token = token;
    // As if checked at a random moment of the last interval, so the first check again comes within
    // one interval, anywhere in it. Connections opened together (after a deploy or a network blip)
    // would otherwise check together at every interval: at 10,000 connections, 10,000 database
    // queries within seconds each minute, which held chat messages up for 100–350 ms (docs/chat.md).
    this.tokenCheckedAt = Date.now() - Math.random() * this.host.tokenRecheckMs;
    if (!(await this.host.attach(this)))
      throw new HttpError('RATE_LIMITED', liveTexts.tooManyConnections);
    if (this.state !== 'connecting') return;
    this.state = 'connected';
    this.send(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${serverMs},${serverMs}`,
        server: 'Kusp/1',
        session: this.id,
        'user-name': caller.userId,
      }),
    );
  }

  /** A token signed out or outdated by a password change since CONNECT ends the connection. */
  private async recheckToken() {
    this.checkingToken = true;
    try {
      const caller = await this.host.authenticate(this.token);
      if (!caller && this.state === 'connected') this.fail('SESSION_EXPIRED', sessionExpired);
    } catch (error) {
      this.host.log.warn({ err: error }, 'live: could not check a token again');
    } finally {
      this.checkingToken = false;
    }
  }

  private subscribe(headers: Record<string, string>, caller: Caller) {
    const { id, destination } = headers;
    if (!id || !destination) throw new HttpError('INVALID_REQUEST', liveTexts.subscribeHeaders);
    if (destination !== userQueue(caller.userId))
      throw new HttpError('FORBIDDEN', liveTexts.ownQueueOnly);
    if (this.subscriptions.has(id))
      throw new HttpError('INVALID_REQUEST', liveTexts.subscriptionInUse);
    if (this.subscriptions.size >= liveLimits.subscriptionsPerConnection)
      throw new HttpError('RATE_LIMITED', liveTexts.tooManySubscriptions);
    this.subscriptions.set(id, destination);
  }

  private async dispatchSend(frame: Frame, caller: Caller) {
    const handler = this.host.sendHandler(frame.headers.destination ?? '');
    if (!handler) throw new HttpError('NOT_FOUND', liveTexts.unknownDestination);
    // What the SEND causes could not reach the other person's connections: nothing is stored, and
    // the client sends again (or over HTTP) once it may.
    if (!this.host.canDeliver())
      throw new HttpError('UNAVAILABLE', messages.generic.somethingWentWrongTryAgain);
    const now = Date.now();
    if (now - this.sendWindowStart >= sendWindowMs) {
      this.sendWindowStart = now;
      this.sendsInWindow = 0;
    }
    this.sendsInWindow += 1;
    if (this.sendsInWindow > maxSends)
      throw new HttpError('RATE_LIMITED', messages.generic.tooManyRequests);
    return handler(caller, frame.body.toString('utf8'), this.id);
  }

  private send(text: string) {
    if (this.socket.readyState !== WS_OPEN) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.host.log.warn(
        { userId: this.caller?.userId },
        'live: dropping a client that does not read',
      );
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
    this.lastSentAt = Date.now();
  }

  /** Turns the connection away before any frame: an ERROR frame, then a policy close. */
  refuse(code: ErrorCode, message: string) {
    this.fail(code, message, { close: CLOSE_POLICY });
  }

  /**
   * ERROR (with receipt-id when the frame asked for a receipt), then close, as STOMP 1.2 requires.
   * The `code` header and body field name the failure as an HTTP error body does; UNAVAILABLE (Redis
   * or the database away) comes with `retry-after`, after which the client connects again
   * (docs/chat.md).
   */
  private fail(
    code: ErrorCode,
    message: string,
    options: { frame?: Frame; errors?: Record<string, string>; close?: number } = {},
  ) {
    if (this.state === 'closed') return;
    const body = JSON.stringify({ code, message, errors: options.errors });
    this.send(
      encodeFrame(
        'ERROR',
        {
          message,
          version: '1.2',
          'receipt-id': options.frame?.headers.receipt,
          'content-type': 'application/json',
          status: errorStatuses[code],
          code,
          'retry-after': code === 'UNAVAILABLE' ? databaseRetryAfterSeconds : undefined,
        },
        body,
      ),
    );
    this.close(options.close ?? CLOSE_PROTOCOL);
  }

  private close(code: number) {
    this.state = 'closed';
    this.host.detach(this);
    this.socket.close(code);
  }
}
