import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedMoneyDemo } from './demo.ts';
import { forgetOldKeys } from './idempotency.ts';
import paymentPages from './pages.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { reconcileEveryMinutes, reconcileJob } from './reconcile.ts';
import { sendDueReceipts } from './receipts-mail.ts';
import { createMoneyService, type MoneyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyService;
    paymentProviders: Providers;
  }
}

const sweepMs = 30_000;

/** One line at start saying who takes card payments; a warning when no card can pay real money. */
function logCardPayments(app: FastifyInstance) {
  const mode = app.paymentProviders.cardPayments;
  if (mode === 'OFF')
    app.log.warn(
      'card payments are OFF: set the CCAVENUE_* variables (or PAYMENTS_SANDBOX=on for staging); the wallet still pays',
    );
  else if (mode === 'SANDBOX' && app.config.production)
    app.log.warn(
      'card payments go to the sandbox gateway (PAYMENTS_SANDBOX=on): no card is charged, for staging only',
    );
  else app.log.info(`card payments go to ${mode === 'SANDBOX' ? 'the sandbox gateway' : mode}`);
}

/**
 * The money core for the whole app: `app.money` for every module, the payment providers, the
 * hosted payment pages outside /api, and a sweep that mails receipts of orders paid inside other
 * modules' transactions and forgets old idempotency keys; every 10 minutes it also asks the provider
 * about card payments whose result never came back (reconcile.ts).
 */
export default fp(
  async function money(app: FastifyInstance) {
    app.decorate('paymentProviders', createProviders(app.config));
    app.decorate(
      'money',
      createMoneyService({
        db: app.db,
        config: app.config,
        providers: app.paymentProviders,
        audit: app.audit,
      }),
    );
    logCardPayments(app);
    await app.register(paymentPages);
    if (app.config.seedDemo) app.addHook('onReady', () => seedMoneyDemo(app.db, app.money));

    let sweeping: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let lastReconcile = 0;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweeping = sweeping
          .then(async () => {
            if (Date.now() - lastReconcile >= reconcileEveryMinutes * 60_000) {
              lastReconcile = Date.now();
              await reconcileJob(app).catch((err: unknown) =>
                app.log.error({ err }, 'payment reconciliation failed'),
              );
            }
            // After reconciling: its settlements' receipts go out in the same pass.
            await app.metrics.jobRun('money-sweep', async () => {
              await sendDueReceipts(app);
              await forgetOldKeys(app);
            });
          })
          .catch((err: unknown) => app.log.error({ err }, 'money sweep failed'));
      }, sweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'money', dependencies: ['audit'] },
);
