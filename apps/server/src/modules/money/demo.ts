import { creditsToMillicredits, paiseToMillicredits } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { demoCustomer } from '../demo/seed.ts';
import { post } from './ledger.ts';
import { insertOrder, setStatus, type NewOrder } from './orders.ts';
import type { PaymentStatus } from './tables.ts';
import type { MoneyService } from './service.ts';

const welcomeNote = 'Welcome credits (demo)';

/**
 * What the welcome grant holds: with the purchase below, less the AI demo's two answers, enough to
 * try each paid service once with the demo astrologer (₹500, ₹590 with GST): a question, a live chat
 * and a video call, and an AI answer (demo.test.ts checks it against the server's quotes).
 */
const welcomeCredits = 2000;

/**
 * Demo data (SEED_DEMO), once: the demo customer's wallet gets the welcome credits, a card purchase
 * of 100 credits and a cancelled one of 200, so the wallet shows 2,100 credits (2,060 once
 * the AI demo has paid its two answers) and the transactions screen has a success and a failure.
 * (The questions and chat demos add real paid services, with the astrologer's earnings.) Written
 * with the ledger directly: these purchases never went through a provider.
 */
export async function seedMoneyDemo(db: Db, money: MoneyService): Promise<void> {
  const customer = await db
    .selectFrom('users')
    .select('id')
    .where('login_id', '=', demoCustomer.loginId)
    .executeTakeFirst();
  if (!customer) return;
  const customerId = customer.id;
  const seeded = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('kind', '=', 'GRANT')
    .where('note', '=', welcomeNote)
    .executeTakeFirst();
  if (seeded) return;

  await db.transaction().execute(async (trx) => {
    await money.grantCredits(trx, customerId, creditsToMillicredits(welcomeCredits), welcomeNote);

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
