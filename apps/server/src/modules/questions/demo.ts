import type { FastifyInstance } from 'fastify';
import { paiseToMillicredits } from '@kusp/contracts';
import { demoReading, type DemoReading } from '../demo/reading.ts';
import { demoAstrologer, demoCustomer } from '../demo/seed.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const planetList = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;

/** The answered demo question's answer, read from the customer's own chart. */
function careerAnswer(r: DemoReading): string {
  const tenth =
    r.inTenthHouse.length === 0
      ? 'Your tenth house, the house of career, holds no planets, so the running periods set the timing.'
      : `${planetList(r.inTenthHouse)} in your tenth house, the house of career, ${r.inTenthHouse.length === 1 ? 'keeps' : 'keep'} work in focus.`;
  return `You are in ${r.mahadasha} mahadasha until ${r.mahadashaEnds}, in its ${r.antardasha} antardasha until ${r.antardashaEnds}. ${tenth} The ${r.nextAntardasha} antardasha that follows is the better window for a move into teaching; prepare for it now.`;
}

const questionsFor = (r: DemoReading) => [
  {
    questionHeader: 'Career change',
    question:
      'I have worked in banking for eight years. Is this a good period to move into teaching?',
    answer: careerAnswer(r),
  },
  {
    questionHeader: 'Marriage timing',
    question: 'When is a favourable time for my marriage in the next two years?',
  },
];

/**
 * Demo data (SEED_DEMO): the demo customer's questions to the demo astrologer, paid from demo
 * credits through the money core: one answered (with the astrologer's earning), one waiting for its
 * reply. Added once, while the customer has none, after the horoscope demo has given the customer
 * the SELF horoscope questions are answered from.
 */
export async function seedQuestionDemo(app: FastifyInstance): Promise<void> {
  const { db, money } = app;
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('login_id', 'in', [demoAstrologer.loginId, demoCustomer.loginId])
    .execute();
  const idOf = (loginId: string) => accounts.find((a) => a.login_id === loginId)?.id;
  const customerId = idOf(demoCustomer.loginId);
  const astrologerId = idOf(demoAstrologer.loginId);
  if (!customerId || !astrologerId) return;
  const asked = await db
    .selectFrom('questions')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (asked) return;
  const reading = await demoReading(db, customerId, new Date());
  if (!reading) return;
  const customer = { userId: customerId };
  for (const demo of questionsFor(reading)) {
    const paid = await db.transaction().execute(async (trx) => {
      const { questionId, order } = await service.ask(trx, money, customer, {
        astrologerId,
        ...demo,
      });
      const total = paiseToMillicredits(order.quote.totalAmount);
      if (total > 0) await money.grantCredits(trx, customerId, total, 'Demo credits');
      await money.payFromWallet(trx, order.orderId);
      return questionId;
    });
    if (!demo.answer) continue;
    await db.transaction().execute(async (trx) => {
      const row = await repo.lockQuestion(trx, paid);
      await repo.saveAnswer(
        trx,
        paid,
        { status: 'ANSWERED', answer: demo.answer, answeredAt: new Date() },
        ['PENDING_REPLY'],
      );
      await money.recordEarning(trx, row!.order_id!);
    });
  }
}
