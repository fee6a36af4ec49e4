import type { FastifyInstance } from 'fastify';
import { orderCountry, paiseToMillicredits, serverRoles } from '@kusp/contracts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { demoAstrologer, demoCustomer, demoPassword } from '../demo/seed.ts';

/** Three demo customers who had a chat with each of the six directory astrologers. */
const reviewers = [
  { loginId: 'demo.reviewer1', first: 'Meera', last: 'Pillai' },
  { loginId: 'demo.reviewer2', first: 'Rohan', last: 'Gupta' },
  { loginId: 'demo.reviewer3', first: 'Farah', last: 'Khan' },
];
const words: Array<[number, string]> = [
  [5, 'Patient and precise: the dates matched what happened later.'],
  [4, 'Helpful reading, a little rushed at the end.'],
  [5, 'Explained the dasa periods in plain words.'],
  [3, 'Good insight, though I hoped for more on timing.'],
  [4, ''],
];

const asCaller = (userId: string) => ({ userId }) as Caller;

/**
 * Demo data (SEED_DEMO): real reviews of real delivered orders. The demo customer rates their
 * answered question and their finished chat with the demo astrologer; three demo customers each
 * had a chat (held and settled in full through the money core) with the six directory astrologers
 * and rate it. Added once, while there is no review; after the question and chat demos (this
 * module's routes come last, so its start-up hook runs after theirs).
 */
export async function seedReviewDemo(app: FastifyInstance): Promise<void> {
  const { db, money, reviews } = app;
  if (await db.selectFrom('reviews').select('id').limit(1).executeTakeFirst()) return;
  const astrologers = await db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('role', '=', serverRoles.astrologer)
    .where((eb) =>
      eb.or([eb('login_id', 'like', 'astrologer%'), eb('login_id', '=', demoAstrologer.loginId)]),
    )
    .orderBy('login_id')
    .execute();
  const demo = astrologers.find((a) => a.login_id === demoAstrologer.loginId);
  const customer = await db
    .selectFrom('users')
    .select('id')
    .where('login_id', '=', demoCustomer.loginId)
    .executeTakeFirst();
  if (!demo || !customer) return;

  const delivered = await db
    .selectFrom('orders')
    .select(['id', 'service_code'])
    .where('customer_id', '=', customer.id)
    .where('astrologer_id', '=', demo.id)
    .where('status', '=', 'PAID')
    .execute();
  for (const order of delivered) {
    if (!(await money.deliveredOrder(db, order.id))) continue;
    const question = order.service_code === 'OFFLINE_QUESTION';
    await reviews.create(asCaller(customer.id), {
      orderId: order.id,
      rating: question ? 5 : 4,
      text: question
        ? 'A clear answer read from my own chart; the dates made planning easy.'
        : 'A calm, useful chat. Fifteen minutes went quickly.',
    });
  }

  const passwordHash = await hashPassword(demoPassword);
  const people = [];
  for (const person of reviewers) {
    const row = await db
      .insertInto('users')
      .values({
        login_id: person.loginId,
        email: `${person.loginId}@kusp.example`,
        first_name: person.first,
        last_name: person.last,
        password_hash: passwordHash,
        role: serverRoles.customer,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push(row.id);
  }
  let n = 0;
  for (const astrologer of astrologers.filter((a) => a.id !== demo.id)) {
    for (const [i, reviewer] of people.entries()) {
      if ((n + i) % 4 === 3) continue; // not everyone writes a review
      const orderId = await db.transaction().execute(async (trx) => {
        const quote = await money.quoteAstrologer(astrologer.id, orderCountry, trx);
        const total = paiseToMillicredits(quote.totalAmount);
        if (total > 0) await money.grantCredits(trx, reviewer, total, 'Demo credits');
        const order = await money.createOrder(trx, {
          serviceCode: 'LIVE_CHAT',
          customerId: reviewer,
          astrologerId: astrologer.id,
          quote,
          paymentProcessor: 'WALLET',
        });
        await money.holdFromWallet(trx, order.orderId);
        await money.settleHold(trx, order.orderId, { part: 1, whole: 1 });
        return order.orderId;
      });
      const [rating, text] = words[(n + i) % words.length]!;
      await reviews.create(asCaller(reviewer), { orderId, rating, text });
    }
    n += 1;
  }
}
