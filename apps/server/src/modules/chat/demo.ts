import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { orderCountry, paiseToMillicredits } from '@kusp/contracts';
import { demoReading, type DemoReading } from '../demo/reading.ts';
import { demoAstrologer, demoCustomer } from '../demo/seed.ts';
import { walletPayments } from './payments.ts';
import * as repo from './repository.ts';

/** The demo chat, oldest first: [from the customer?, text], read from the customer's own chart. */
const linesFor = (r: DemoReading): ReadonlyArray<readonly [boolean, string]> => [
  [true, 'Namaste! I have a job offer abroad. Is this a good time to move?'],
  [
    false,
    `Namaste. Let me look at your chart: you are running ${r.mahadasha} mahadasha, ${r.antardasha} antardasha until ${r.antardashaEnds}.`,
  ],
  [
    false,
    `Rahu, the planet of foreign lands, sits in your ${r.rahuHouse} house, and your ${r.mahadasha} period runs until ${r.mahadashaEnds}: a move abroad fits these years.`,
  ],
  [true, 'So the move could work out?'],
  [
    false,
    `Yes. Sign once the ${r.nextAntardasha} antardasha begins in ${r.antardashaEnds} rather than in a hurry now.`,
  ],
  [true, 'Thank you, that helps a lot.'],
];

/**
 * Demo data (SEED_DEMO): one finished live chat between the demo customer and the demo astrologer,
 * three days ago, paid through the money core like a real session (credits granted for it, held,
 * then settled in full as an expired session, with the astrologer's earning), so /chats shows a
 * contact and its history. Added once, after the horoscope demo has given the customer the SELF
 * horoscope the astrologer reads from.
 */
export async function seedChatDemo(app: FastifyInstance): Promise<void> {
  const { db, money } = app;
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'login_id', 'first_name', 'last_name'])
    .where('login_id', 'in', [demoAstrologer.loginId, demoCustomer.loginId])
    .execute();
  const customer = accounts.find((a) => a.login_id === demoCustomer.loginId);
  const astrologer = accounts.find((a) => a.login_id === demoAstrologer.loginId);
  if (!customer || !astrologer) return;
  const chatted = await db
    .selectFrom('chat_sessions')
    .select('id')
    .where('user_id', '=', customer.id)
    .executeTakeFirst();
  if (chatted) return;
  const horoscope = await db
    .selectFrom('horoscope_profiles')
    .select('id')
    .where('user_id', '=', customer.id)
    .where('horo_type', '=', 'SELF')
    .executeTakeFirst();
  const reading = await demoReading(db, customer.id, new Date(Date.now() - 3 * 86_400_000));
  if (!reading) return;
  const lines = linesFor(reading);

  await db.transaction().execute(async (trx) => {
    const payments = walletPayments(money);
    const quote = await money.quoteAstrologer(astrologer.id, orderCountry, trx);
    await money.grantCredits(
      trx,
      customer.id,
      paiseToMillicredits(quote.totalAmount),
      'Demo credits for a chat',
    );
    const sessionId = randomUUID();
    const ids = { sessionId, customerId: customer.id, astrologerId: astrologer.id };
    const { orderId, totalAmount } = await payments.hold(trx, { ...ids, type: 'TEXT' });
    const conversationId = await repo.touchConversation(trx, customer.id, astrologer.id);
    await repo.insertSession(trx, {
      id: sessionId,
      type: 'TEXT',
      conversation_id: conversationId,
      user_id: customer.id,
      astrologer_id: astrologer.id,
      user_full_name: `${customer.first_name} ${customer.last_name}`.trim(),
      astrologer_name: `${astrologer.first_name} ${astrologer.last_name}`.trim(),
      user_horoscope_id: horoscope?.id ?? null,
      order_id: orderId,
      total_amount: totalAmount,
      request_expires_at: new Date(Date.now() - 3 * 86_400_000 + 15 * 60_000),
    });
    await trx
      .updateTable('chat_sessions')
      .set({
        created_at: sql`now() - interval '3 days'`,
        started_at: sql`now() - interval '3 days' + interval '1 minute'`,
        customer_joined_at: sql`now() - interval '3 days' + interval '1 minute'`,
        astrologer_joined_at: sql`now() - interval '3 days' + interval '1 minute'`,
        expires_at: sql`now() - interval '3 days' + interval '16 minutes'`,
        ended_at: sql`now() - interval '3 days' + interval '16 minutes'`,
        close_reason: 'EXPIRED',
      })
      .where('id', '=', sessionId)
      .execute();
    await payments.settle(trx, orderId, { part: 1, whole: 1 });
    await trx
      .insertInto('chat_messages')
      .values(
        lines.map(([fromCustomer, content], index) => ({
          id: randomUUID(),
          conversation_id: conversationId,
          session_id: sessionId,
          sender_id: fromCustomer ? customer.id : astrologer.id,
          recipient_id: fromCustomer ? astrologer.id : customer.id,
          content,
          client_message_id: null,
          created_at: sql`now() - interval '3 days' + ${index + 2} * interval '1 minute'`,
        })),
      )
      .execute();
  });
}
