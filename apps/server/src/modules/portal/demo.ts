import type { FastifyInstance } from 'fastify';
import { demoAstrologer } from '../demo/seed.ts';
import * as repository from './repository.ts';

const dialogue: Array<[fromCustomer: boolean, content: string, minutesAgo: number]> = [
  [false, 'Namaste! I have cast your chart. Shall we look at the year ahead?', 3 * 24 * 60],
  [true, 'Yes please. I am mostly wondering about a job change.', 3 * 24 * 60 - 30],
  [
    false,
    'Saturn moves into your tenth house this spring: a good time to plan, not to rush.',
    2 * 24 * 60,
  ],
  [true, 'Thank you, that helps a lot.', 90],
];

/**
 * Demo data (SEED_DEMO), once per customer: the demo astrologer's external customers get their
 * conversation with a few messages and two payment links, one paid (through the money core, so the
 * earning is booked) and one waiting.
 */
export async function seedPortalDemo(app: FastifyInstance): Promise<void> {
  const astrologer = await app.db
    .selectFrom('users')
    .select('id')
    .where('login_id', '=', demoAstrologer.loginId)
    .executeTakeFirst();
  if (!astrologer) return;
  const customers = await app.db
    .selectFrom('horoscope_profiles')
    .select('id')
    .where('user_id', '=', astrologer.id)
    .where('horo_type', '=', 'EXTERNAL_CUSTOMER')
    .execute();
  const caller = { userId: astrologer.id } as Parameters<typeof app.portal.openConversation>[0];
  for (const customer of customers) {
    if (await repository.findConversation(app.db, customer.id)) continue;
    const conversation = await app.portal.openConversation(caller, customer.id);
    for (const [fromCustomer, content, minutesAgo] of dialogue) {
      await app.db
        .insertInto('portal_messages')
        .values({
          conversation_id: conversation.id,
          from_customer: fromCustomer,
          content,
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .execute();
    }
    await app.db.transaction().execute(async (trx) => {
      const link = (amount: number) =>
        app.portal.createPaymentLink(trx, caller, {
          amount,
          astrologerId: astrologer.id,
          userId: astrologer.id,
          orderId: conversation.id,
          countryCode: 'IN',
          paymentProcessor: 'CCAVENUE',
          serviceCode: 'ASTRO_PORTAL_CHAT',
        });
      const paid = await link(500);
      await link(250);
      const row = await repository.findPaymentLink(trx, paid.id);
      const order = await app.money.getOrder(trx, row!.order_id);
      await app.money.markPaid(trx, order!, 'SANDBOX');
    });
  }
}
