import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { StartupError } from '../../db/database.ts';

/**
 * Carries an event (already serialised) to the instances where its user is connected. The hub
 * listens to a user while it holds at least one of their connections.
 */
export interface LiveBus {
  /** `except`: a connection the event is not for (the one that sent it). */
  publish(userId: string, payload: string, except?: string): Promise<void>;
  listen(userId: string): Promise<void>;
  unlisten(userId: string): Promise<void>;
  /** Whether events can travel now (false while Redis is away). */
  connected(): boolean;
  close(): Promise<void>;
}

export type Deliver = (userId: string, payload: string, except?: string) => void;

/** One process: publishing is delivering. */
export function createLocalBus(deliver: Deliver): LiveBus {
  return {
    async publish(userId, payload, except) {
      deliver(userId, payload, except);
    },
    async listen() {},
    async unlisten() {},
    connected: () => true,
    async close() {},
  };
}

/**
 * Several instances: one Redis pub/sub channel per user (`<prefix>user:<id>`), so Redis sends an
 * event only to the instances holding that user's connections. ioredis re-subscribes after a
 * reconnect by itself.
 */
export async function createRedisBus(
  url: string,
  prefix: string,
  deliver: Deliver,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: 'kusp-live' };
  // Every event published in one turn of the event loop goes out in one write: a chat message is
  // published to both people, and at thousands a second a write each cost more than Redis did.
  const publisher = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'live: Redis connection error'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new StartupError(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  const channelPrefix = `${prefix}user:`;
  // A message is the excluded connection's id (or nothing), a line break, then the event's JSON,
  // which never holds a raw line break.
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const split = message.indexOf('\n');
    deliver(
      channel.slice(channelPrefix.length),
      message.slice(split + 1),
      split > 0 ? message.slice(0, split) : undefined,
    );
  });
  return {
    async publish(userId, payload, except) {
      await publisher.publish(channelPrefix + userId, `${except ?? ''}\n${payload}`);
    },
    async listen(userId) {
      await subscriber.subscribe(channelPrefix + userId);
    },
    async unlisten(userId) {
      await subscriber.unsubscribe(channelPrefix + userId);
    },
    connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
