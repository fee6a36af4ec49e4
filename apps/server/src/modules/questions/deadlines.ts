import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

/** Gives a paid order's full amount back to the customer's wallet, in the caller's transaction. */
export type Refund = (trx: Db, orderId: string) => Promise<void>;

/**
 * Refunds every paid thread not answered by its due date, each in its own transaction with its
 * refund mail: a thread is claimed under its row lock, so runs on several instances (or two at
 * once) refund it exactly once, and one failing refund does not hold up the others.
 */
export async function refundOverdue(
  db: Db,
  refund: Refund,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  let refunded = 0;
  for (const id of await repo.overdueThreads(db, now, 200)) {
    try {
      const done = await db.transaction().execute(async (trx) => {
        const claimed = await repo.claimRefund(trx, id, now);
        if (!claimed) return false;
        await refund(trx, claimed.orderId);
        await repo.addNotice(trx, id, 'REFUNDED');
        return true;
      });
      if (done) refunded += 1;
    } catch (error) {
      log.error({ err: error, question: id }, 'overdue question not refunded; retrying later');
    }
  }
  return refunded;
}
