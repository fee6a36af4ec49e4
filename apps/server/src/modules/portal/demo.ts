import type { FastifyInstance } from 'fastify';
import { readingOf, type DemoReading } from '../demo/reading.ts';
import { demoAstrologer } from '../demo/seed.ts';
import { findExternalProfile } from '../horoscopes/repository.ts';
import * as repository from './repository.ts';

/** What Saturn's transit asks of each house it passes through, first to twelfth. */
const saturnAdvice = [
  'health and daily routines need steady care more than speed',
  'savings and family matters grow slowly; spend with care',
  'effort pays: steady work and courage bring results',
  'home and property matters need patience',
  'studies and children need patient attention',
  'a good time to clear debts and wear down obstacles with steady work',
  'partnerships and agreements are tested: read every contract carefully',
  'a time to be careful with health and shared money',
  'plans for travel and study move slowly; lean on your teachers',
  'work brings heavy responsibility: plan, do not rush',
  'gains come steadily from long work',
  'expenses rise; rest, retreat and time abroad suit this period',
] as const;

/** Each client asks about something of their own. */
const askedAbout = [
  'I am mostly wondering about a job change.',
  'I want to know whether to buy a flat this year.',
  'I am thinking about going back to study.',
] as const;

/** The conversation, oldest first: every claim about the chart read from this client's own. */
function dialogueFor(
  r: DemoReading,
  asked: string,
): Array<[fromCustomer: boolean, content: string, minutesAgo: number]> {
  const advice = saturnAdvice[r.saturn.houseNumber - 1];
  return [
    [false, 'Namaste! I have cast your chart. Shall we look at the year ahead?', 3 * 24 * 60],
    [true, `Yes please. ${asked}`, 3 * 24 * 60 - 30],
    [
      false,
      `You are in ${r.mahadasha} mahadasha, ${r.antardasha} antardasha until ${r.antardashaEnds}. ` +
        `Saturn is in ${r.saturn.sign}, your ${r.saturn.house} house from your ${r.ascendant} ` +
        `ascendant, until ${r.saturn.leavesIn}: ${advice}.`,
      2 * 24 * 60,
    ],
    [true, 'Thank you, that helps a lot.', 90],
  ];
}

/**
 * Demo data (SEED_DEMO), once per customer: the demo astrologer's external customers get their
 * conversation with a few messages read from their own chart (dasa periods and Saturn's transit,
 * as the client page shows them) and two payment links, one paid (through the money core, so the
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
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const caller = { userId: astrologer.id } as Parameters<typeof app.portal.openConversation>[0];
  for (const [index, customer] of customers.entries()) {
    if (await repository.findConversation(app.db, customer.id)) continue;
    const profile = await findExternalProfile(app.db, customer.id);
    const reading = profile && (await readingOf(app.db, profile, new Date()));
    if (!reading) continue;
    const conversation = await app.portal.openConversation(caller, customer.id);
    const asked = askedAbout[index % askedAbout.length]!;
    for (const [fromCustomer, content, minutesAgo] of dialogueFor(reading, asked)) {
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
