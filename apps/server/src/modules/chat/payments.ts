import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What chat needs from the money core: a session is paid like one question at the astrologer's
 * rate, held from the wallet on request, captured on accept, released on reject or time-out.
 */
export interface SessionPayments {
  /** Creates the session's order and holds its total; throws 402 with the top-up text when short. */
  hold(
    trx: Transaction<Database>,
    input: { sessionId: string; customerId: string; astrologerId: string; type: 'TEXT' | 'VIDEO' },
  ): Promise<{ orderId: string | null; totalAmount: number }>;
  /** Takes the held total (and books the astrologer's earning). Idempotent. */
  capture(trx: Transaction<Database>, orderId: string): Promise<void>;
  /** Gives the held total back. Idempotent. */
  release(trx: Transaction<Database>, orderId: string): Promise<void>;
}

/** Until the money core is merged: sessions are free and nothing is held. */
export const unpaidSessions: SessionPayments = {
  hold: async () => ({ orderId: null, totalAmount: 0 }),
  capture: async () => {},
  release: async () => {},
};
