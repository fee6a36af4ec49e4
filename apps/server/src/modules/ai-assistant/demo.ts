import type { Db } from '../../db/database.ts';
import { demoCustomer } from '../demo/seed.ts';
import type { HoroscopeReader } from '../horoscopes/reader.ts';
import type { MoneyService } from '../money/service.ts';
import { offlineReading } from './offline-reader.ts';
import { questionFacts } from './question-facts.ts';

const demoQuestions = ['How does my career look in the coming years?', 'When will I get married?'];

/**
 * Demo data (SEED_DEMO), once: the demo customer's AI history, two questions about their own chart
 * answered by the offline reader in their language and paid from the wallet like any other.
 */
export async function seedAiDemo(
  db: Db,
  money: Pick<MoneyService, 'quoteAiQuestion' | 'createOrder' | 'payFromWallet'>,
  horoscopes: HoroscopeReader,
): Promise<void> {
  const profile = await db
    .selectFrom('horoscope_profiles')
    .innerJoin('users', 'users.id', 'horoscope_profiles.user_id')
    .select(['users.id as customerId', 'users.language', 'horoscope_profiles.id as horoscopeId'])
    .where('users.login_id', '=', demoCustomer.loginId)
    .where('horoscope_profiles.horo_type', '=', 'SELF')
    .executeTakeFirst();
  if (!profile) return;
  const asked = await db
    .selectFrom('ai_exchanges')
    .select('id')
    .where('customer_id', '=', profile.customerId)
    .executeTakeFirst();
  if (asked) return;
  const chart = await horoscopes.ownChart(db, profile.customerId, profile.horoscopeId);
  if (!chart) return;
  await db.transaction().execute(async (trx) => {
    for (const question of demoQuestions) {
      const order = await money.createOrder(trx, {
        serviceCode: 'AI_QUESTION',
        customerId: profile.customerId,
        quote: money.quoteAiQuestion('IN'),
        paymentProcessor: 'WALLET',
      });
      await money.payFromWallet(trx, order.orderId);
      await trx
        .insertInto('ai_exchanges')
        .values({
          customer_id: profile.customerId,
          horoscope_id: profile.horoscopeId,
          order_id: order.orderId,
          question,
          answer: offlineReading(
            questionFacts(chart, question, new Date()),
            question,
            profile.language,
          ),
          provider: 'offline',
          status: 'ANSWERED',
          answered_at: new Date(),
        })
        .execute();
    }
  });
}
