import type { Db } from '../../db/database.ts';
import { isRowFault } from '../../lib/db-errors.ts';
import { insertMessages, type MessageRow, type NewMessage } from './repository.ts';

interface Pending {
  message: NewMessage;
  resolve(row: MessageRow | undefined): void;
  reject(error: unknown): void;
}

/** Largest group of messages stored in one statement. */
const maxBatch = 200;

/**
 * Group commit for chat messages: a message is written at once when no write is under way, else
 * with every message that arrived meanwhile, in one statement and one commit. Quiet hours cost no
 * latency; busy ones need far fewer commits. Order is kept: one write at a time, in arrival order.
 * One message the database refuses never fails the others written with it.
 */
export function createMessageWriter(db: Db) {
  const queue: Pending[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await writeBatch(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await writeOneByOne(batch);
      }
    }
    writing = false;
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
        queue.push({ message, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
export type MessageWriter = ReturnType<typeof createMessageWriter>;
