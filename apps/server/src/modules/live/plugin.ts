import websocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { liveEndpointPath, type LiveEvent } from '@kusp/contracts';
import { authenticateToken } from '../../plugins/auth.ts';
import { createLocalBus, createRedisBus } from './bus.ts';
import type { SendHandler } from './connection.ts';
import { LiveHub, type PresenceListener } from './hub.ts';

/** The live channel other modules publish on and listen to. */
export interface Live {
  /** This server instance, for records kept per instance (presence). */
  readonly instanceId: string;
  /**
   * Delivers an event to every open connection (tab) of the user, or of each user listed, on every
   * instance, except the connection `except` (the one whose SEND it answers). Never throws.
   */
  publish(to: string | readonly string[], event: LiveEvent, except?: string): Promise<void>;
  /** Handles the client's SEND frames to a destination such as /app/chat. */
  onSend(destination: string, handler: SendHandler): void;
  /** Runs, one change at a time, when a user's connection count on this instance changes. */
  onPresence(listener: PresenceListener): void;
  /** Open WebSockets on this instance (metrics). */
  openConnections(): number;
  /** Users connected to this instance. */
  connectedUserIds(): string[];
  /** Settles once the presence changes so far have been handled (tests). */
  presenceSettled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

// WebSocket messages up to this size are read so that an oversized frame gets a STOMP ERROR;
// larger ones are cut off by the WebSocket layer itself (close 1009).
const maxWebSocketMessage = 2 * 1024 * 1024;

/**
 * @fastify/websocket keeps the upgrade's request for as long as the connection is open: its error
 * listener holds Fastify's request and reply, and the socket holds the stand-in ServerResponse it
 * was given (with the IncomingMessage and their headers). That was a third of each connection's
 * memory and objects (docs/chat.md, load). Both are let go; the connection logs its own errors.
 */
function letGoOfUpgrade(socket: WebSocket, request: FastifyRequest) {
  // `_httpMessage` is Node's own link from a socket to its response (what `assignSocket` set);
  // should a Node release drop it, nothing breaks, and live.test.ts fails on the memory kept.
  const raw = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  raw._httpMessage?.detachSocket(raw);
  socket.removeAllListeners('error');
}

/** STOMP 1.2 over WebSocket at /ws; in-process delivery, or Redis pub/sub with REDIS_URL. */
export default fp(async function live(app: FastifyInstance) {
  const hub = new LiveHub({
    authenticate: (token) => authenticateToken(app, token),
    heartbeatMs: app.config.liveHeartbeatMs,
    tokenRecheckMs: app.config.liveTokenRecheckMs,
    connectionsPerAddress: app.config.liveConnectionsPerAddress,
    log: app.log,
  });
  const deliver = (userId: string, payload: string, except?: string) =>
    hub.deliver(userId, payload, except);
  const bus = app.config.redisUrl
    ? await createRedisBus(app.config.redisUrl, app.config.liveChannelPrefix, deliver, app.log)
    : createLocalBus(deliver);
  hub.useBus(bus);
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });

  await app.register(websocket, { options: { maxPayload: maxWebSocketMessage } });
  app.get(liveEndpointPath, { websocket: true, schema: { hide: true } }, (socket, request) => {
    letGoOfUpgrade(socket, request);
    hub.accept(socket, request.ip);
  });

  app.decorate('live', {
    instanceId: randomUUID(),
    publish: (to, event, except) => hub.publish(to, event, except),
    onSend: (destination, handler) => hub.onSend(destination, handler),
    onPresence: (listener) => hub.onPresence(listener),
    openConnections: () => hub.openConnections,
    connectedUserIds: () => hub.connectedUserIds(),
    presenceSettled: () => hub.presenceSettled(),
  } satisfies Live);
});
