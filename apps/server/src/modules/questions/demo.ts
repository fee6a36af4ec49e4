import type { Db } from '../../db/database.ts';
import { demoAstrologer, demoCustomer } from '../demo/seed.ts';

const DAY_MS = 86_400_000;

/**
 * Demo data (SEED_DEMO): the demo customer's questions to the demo astrologer, one answered and one
 * waiting for its reply, added once while the customer has none (after the horoscope demo, which
 * gives the customer the SELF horoscope questions are answered from).
 */
export async function seedQuestionDemo(db: Db, now = new Date()): Promise<void> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('login_id', 'in', [demoAstrologer.loginId, demoCustomer.loginId])
    .execute();
  const customerId = accounts.find((a) => a.login_id === demoCustomer.loginId)?.id;
  const astrologerId = accounts.find((a) => a.login_id === demoAstrologer.loginId)?.id;
  if (!customerId || !astrologerId) return;
  const horoscope = await db
    .selectFrom('horoscope_profiles')
    .select('id')
    .where('user_id', '=', customerId)
    .where('horo_type', '=', 'SELF')
    .executeTakeFirst();
  const asked = await db
    .selectFrom('questions')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!horoscope || asked) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = { customer_id: customerId, astrologer_id: astrologerId, horoscope_id: horoscope.id };
  await db
    .insertInto('questions')
    .values([
      {
        ...base,
        question_header: 'Career change',
        question:
          'I have worked in banking for eight years. Is this a good period to move into teaching?',
        status: 'ANSWERED',
        answer:
          'Your tenth lord is strong in the chart and the running Jupiter period supports teaching and advisory work. The second half of this year is the better window for the move; prepare for it now.',
        answer_date: ago(2),
        due_date: ago(1),
        created_at: ago(4),
        updated_at: ago(2),
      },
      {
        ...base,
        question_header: 'Marriage timing',
        question: 'When is a favourable time for my marriage in the next two years?',
        status: 'PENDING_REPLY',
        due_date: new Date(now.getTime() + 2 * DAY_MS),
        created_at: ago(1),
        updated_at: ago(1),
      },
    ])
    .execute();
}
