import { creditsToMillicredits, paiseToMillicredits } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { demoAstrologer, demoCustomer } from '../demo/seed.ts';
import { post } from './ledger.ts';
import { insertOrder, setStatus, type NewOrder } from './orders.ts';
import type { PaymentStatus } from './tables.ts';
import type { MoneyService } from './service.ts';

const welcomeNote = 'Welcome credits (demo)';

/**
 * Demo data (SEED_DEMO), once: the demo customer's wallet gets 1000 welcome credits, one answered
 * question to the demo astrologer paid from it (the astrologer earns from it), a card purchase of
 * 100 credits and a cancelled one, so the wallet shows 510.000 credits and both transaction screens
 * have rows. Written with the ledger directly: no other module's paid hook runs for made-up orders.
 */
export async function seedMoneyDemo(db: Db, money: MoneyService): Promise<void> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('login_id', 'in', [demoCustomer.loginId, demoAstrologer.loginId])
    .execute();
  const customerId = accounts.find((a) => a.login_id === demoCustomer.loginId)?.id;
  const astrologerId = accounts.find((a) => a.login_id === demoAstrologer.loginId)?.id;
  if (!customerId || !astrologerId) return;
  const seeded = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('kind', '=', 'GRANT')
    .where('note', '=', welcomeNote)
    .executeTakeFirst();
  if (seeded) return;

  await db.transaction().execute(async (trx) => {
    await money.grantCredits(trx, customerId, creditsToMillicredits(1000), welcomeNote);

    const order = async (input: NewOrder, status: PaymentStatus) => {
      const created = await insertOrder(trx, input);
      await trx
        .insertInto('payments')
        .values({
          order_id: created.orderId,
          processor: input.paymentProcessor,
          status,
          amount: created.quote.totalAmount,
          currency: created.quote.currency,
          failure_reason: status === 'FAILED' ? 'Cancelled by the customer' : null,
        })
        .execute();
      return created;
    };
    const markPaid = (orderId: string) => setStatus(trx, orderId, 'PAID', { paid_at: new Date() });

    const question = await order(
      {
        serviceCode: 'OFFLINE_QUESTION',
        customerId,
        astrologerId,
        reference: 'demo',
        quote: await money.quoteAstrologer(astrologerId, 'IN', trx),
        paymentProcessor: 'WALLET',
      },
      'SUCCESS',
    );
    await post(trx, {
      userId: customerId,
      account: 'WALLET',
      kind: 'DEBIT',
      amount: -paiseToMillicredits(question.quote.totalAmount),
      orderId: question.orderId,
    });
    await markPaid(question.orderId);
    await post(trx, {
      userId: astrologerId,
      account: 'EARNINGS',
      kind: 'EARNING',
      amount: question.quote.baseRate - question.quote.commission,
      orderId: question.orderId,
    });

    const credits = (amount: number) => ({
      serviceCode: 'CREDIT_PURCHASE' as const,
      customerId,
      quote: money.quoteCredits(amount),
      paymentProcessor: 'SANDBOX' as const,
      redirectTo: '/user/profile',
    });
    const bought = await order(credits(100), 'SUCCESS');
    await post(trx, {
      userId: customerId,
      account: 'WALLET',
      kind: 'PURCHASE',
      amount: paiseToMillicredits(bought.quote.baseRate),
      orderId: bought.orderId,
    });
    await markPaid(bought.orderId);
    const cancelled = await order(credits(200), 'FAILED');
    await setStatus(trx, cancelled.orderId, 'FAILED');

    // Made-up orders: no receipt mail.
    await trx
      .updateTable('orders')
      .set({ receipt_sent_at: new Date() })
      .where('customer_id', '=', customerId)
      .execute();
  });
}
