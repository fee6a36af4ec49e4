import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { settlePayment } from './payments.ts';
import { CallbackRefused, type PaymentProvider } from './providers/provider.ts';
import { logRefundAtProvider } from './routes-support.ts';

/** A checkout is over by then: a payment still open was left, or its return to us was lost. */
export const reconcileAfterMinutes = 15;
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
  const result = await provider.lookup(app.db, paymentId).catch((err: unknown) => {
    log.warn({ err }, 'payment provider lookup failed');
    return null;
  });
  if (!result) return;
  try {
    const settlement = await app.db
      .transaction()
      .execute((trx) => settlePayment(trx, app.money, result));
    logRefundAtProvider(log, settlement);
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    log.warn({ reason: error.message }, 'provider lookup refused');
  }
}
