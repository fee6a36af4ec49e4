import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { settlePayment } from './payments.ts';
import { CallbackRefused, type PaymentProvider } from './providers/provider.ts';
import { refundDuplicateAtProvider } from './routes-support.ts';

/** The PostgreSQL advisory lock that keeps the reconciliation to one instance at a time. */
export const reconcileLock = 0x6b75_7370_0001n;

/** The sweep's run of the job, counted on /metrics as `payment-reconcile` (success, failure). */
export const reconcileJob = (app: FastifyInstance) =>
  app.metrics.jobRun('payment-reconcile', () => runReconciliation(app));

/**
 * One reconciliation run, on one instance at a time: on PostgreSQL the run holds a session advisory
 * lock on a connection of its own (another instance's try finds it taken and skips its run); the
 * embedded PGlite has one process (DATA_DIR is locked) and one connection, which a held lock would
 * keep from every request, so there the sweep's own queue is the one-at-a-time. Answers whether it
 * ran. Besides asking about payments, it retries card refunds of payments paid twice.
 */
export async function runReconciliation(app: FastifyInstance): Promise<boolean> {
  const run = async () => {
    await reconcilePayments(app);
    for (const paymentId of await app.money.duplicatesToRefund(app.db))
      await refundDuplicateAtProvider(app, app.log.child({ paymentId }), paymentId);
  };
  if (!app.config.databaseUrl) {
    await run();
    return true;
  }
  return app.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${reconcileLock}) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await run();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${reconcileLock})`.execute(connection);
    }
  });
}

/**
 * A checkout is over by then (its page's token lasts 30 minutes): a payment still open was left,
 * or its return to us was lost.
 */
export const reconcileAfterMinutes = 30;
/** Older payments are left to the provider's own reports (CCAvenue keeps orders for months). */
export const reconcileWithinDays = 3;
/** How often one payment is asked about, and how often the sweep runs. */
export const reconcileEveryMinutes = 10;
/** Payments asked about per run: bounds what one run costs the provider and the database. */
const batch = 50;

const minutesAgo = (minutes: number) => sql<Date>`now() - ${minutes} * interval '1 minute'`;

/**
 * Asks the provider about card payments whose result never reached us: the customer paid and
 * closed the tab before coming back, or paid late on a page whose payment had been cancelled. A
 * final answer settles the payment as its callback would have: pays the order, fails it, or (the
 * order already paid) refunds the payment to the wallet. Each run claims its payments (skipping
 * those another instance has claimed), the least recently asked first.
 */
export async function reconcilePayments(app: FastifyInstance): Promise<void> {
  const claimed = await app.db
    .updateTable('payments')
    .set({ checked_at: sql`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('status', 'in', ['PENDING', 'CANCELLED'])
        .where('processor', '!=', 'WALLET')
        .where('created_at', '<=', minutesAgo(reconcileAfterMinutes))
        .where('created_at', '>', minutesAgo(reconcileWithinDays * 24 * 60))
        .where((row) =>
          row.or([
            row('checked_at', 'is', null),
            row('checked_at', '<=', minutesAgo(reconcileEveryMinutes)),
          ]),
        )
        .orderBy('checked_at', (order) => order.asc().nullsFirst())
        .orderBy('created_at')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'processor'])
    .execute();
  for (const payment of claimed) {
    // A payment made through a provider no longer configured is left as it is.
    const provider = app.paymentProviders.byName(payment.processor);
    if (provider)
      await settleByLookup(app, app.log.child({ paymentId: payment.id }), provider, payment.id);
  }
}

/**
 * Asks the provider about a payment and applies a final answer as its callback would have. A failed
 * lookup or a refused answer is logged and changes nothing (the payment is asked about again later).
 */
export async function settleByLookup(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
  paymentId: string,
): Promise<void> {
  const result = await provider.status(app.db, paymentId).catch((err: unknown) => {
    log.warn({ err }, 'payment provider lookup failed');
    return null;
  });
  if (!result) return;
  try {
    const settlement = await app.db
      .transaction()
      .execute((trx) => settlePayment(trx, app.money, result));
    if (settlement.refundAtProvider)
      await refundDuplicateAtProvider(app, log, settlement.paymentId);
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    log.warn({ reason: error.message }, 'provider lookup refused');
  }
}
