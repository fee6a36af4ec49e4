import type { Db } from '../../db/database.ts';
import { isRowFault } from '../../lib/db-errors.ts';
import { insertMessages, type MessageRow, type NewMessage } from './repository.ts';

interface Pending {
  message: NewMessage;
  resolve(row: MessageRow | undefined): void;
  reject(error: unknown): void;
}

/** A hash of an id that ignores case, as PostgreSQL does when it compares uuids (`| 0x20`). */
function hashOf(id: string) {
  let hash = 0;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + (id.charCodeAt(i) | 0x20)) | 0;
  return hash;
}

/** Largest group of messages stored in one statement. */
const maxBatch = 200;
/**
 * Writes under way at once, each on a connection of the pool's 10 that the requests need too. Two,
 * not four: at 5,000 messages a second (bench:live, docs/chat.md) the median delivery was 4.6–4.9 ms
 * against 6.1–6.7, the server's CPU 61–62 % of a core against 66 %, and the p99 the same.
 */
const defaultLanes = 2;

/**
 * Group commit for chat messages: a message is written at once when its lane has no write under way,
 * else with every message that arrived on that lane meanwhile, in one statement and one commit.
 * Quiet hours cost no latency; busy ones need far fewer commits. The lanes write side by side (one
 * connection each at most), and a conversation always takes the same lane, so its messages are
 * stored in the order they reached the server. One message the database refuses never fails the
 * others written with it.
 */
export function createMessageWriter(db: Db, lanes = defaultLanes) {
  const queues = Array.from({ length: lanes }, () => ({
    pending: [] as Pending[],
    writing: false,
  }));

  /**
   * The two people's lane, whoever sends (a running session is between exactly these two): the
   * sum of their ids' hashes, which does not depend on the order, and built without a string or an
   * array, thousands of times a second.
   */
  function laneOf(message: NewMessage) {
    const hash = (hashOf(message.senderId) + hashOf(message.recipientId)) | 0;
    return queues[Math.abs(hash) % lanes]!;
  }

  async function drain(queue: (typeof queues)[number]) {
    queue.writing = true;
    while (queue.pending.length > 0) {
      const batch = queue.pending.splice(0, maxBatch);
      try {
        await writeBatch(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await writeOneByOne(batch);
      }
    }
    queue.writing = false;
  }

  async function writeBatch(batch: Pending[]) {
    const rows = await insertMessages(
      db,
      batch.map((pending) => pending.message),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const pending of batch) pending.resolve(byId.get(pending.message.id));
  }

  /**
   * After a failed group: each message alone, in order, so that one bad message fails only itself.
   * A failure that is not the row's own (the database is down) fails the rest without more tries;
   * nothing unstored is ever reported as stored.
   */
  async function writeOneByOne(batch: Pending[]) {
    for (const [index, pending] of batch.entries()) {
      try {
        await writeBatch([pending]);
      } catch (error) {
        pending.reject(error);
        if (isRowFault(error)) continue;
        for (const rest of batch.slice(index + 1)) rest.reject(error);
        return;
      }
    }
  }

  return {
    /** The stored row, or undefined when there is no running session for it (or a repeated id). */
    write(message: NewMessage): Promise<MessageRow | undefined> {
      return new Promise((resolve, reject) => {
        const queue = laneOf(message);
        queue.pending.push({ message, resolve, reject });
        if (!queue.writing) void drain(queue);
      });
    },
  };
}
export type MessageWriter = ReturnType<typeof createMessageWriter>;
