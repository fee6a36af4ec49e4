import { paiseToMillicredits, type Order, type Question } from '@kusp/contracts';
import { ledgerSum, balanceOf } from '../../src/modules/money/ledger.ts';
import { createAccount } from './accounts.ts';
import { call, type TestApp } from './test-app.ts';

/** An astrologer whose rate is `rate` rupees (a decimal string, as the profile stores it). */
export async function astrologerWithRate(
  t: TestApp,
  rate: string,
  fields: Parameters<typeof createAccount>[3] = {},
) {
  const astrologer = await createAccount(t.app, t.db, 'astrologer', fields);
  await t.db
    .updateTable('astrologer_profiles')
    .set({ rate })
    .where('user_id', '=', astrologer.id)
    .execute();
  return astrologer;
}

/** Promotional credits straight into a wallet (millicredits). */
export async function grant(t: TestApp, userId: string, millicredits: number) {
  await t.db
    .transaction()
    .execute((trx) => t.app.money.grantCredits(trx, userId, millicredits, 'test'));
}

/** The wallet as the cached balance row and as the ledger's sum say. */
export async function wallet(t: TestApp, userId: string) {
  return {
    cached: await balanceOf(t.db, userId, 'WALLET'),
    ledger: await ledgerSum(t.db, userId, 'WALLET'),
  };
}

export async function earnings(t: TestApp, userId: string) {
  return {
    cached: await balanceOf(t.db, userId, 'EARNINGS'),
    ledger: await ledgerSum(t.db, userId, 'EARNINGS'),
  };
}

/** Birth details of a customer's own (SELF) horoscope, which questions are answered from. */
export const birth = {
  name: 'Asha Rao',
  gender: 'FEMALE',
  birthDate: '15/05/1990',
  birthTime: '10:30:00',
  birthPlace: 'New Delhi, Delhi, India',
  latitude: '28.6139',
  latitudeDirection: 'N',
  longitude: '77.2090',
  longitudeDirection: 'E',
  timeZone: '+05:30',
};

const withHoroscope = new Set<string>();

/**
 * A question asked of `astrologerId` through the API, as the Ask A Question modal does, and the order
 * the server made for it at its own quote. The customer's SELF horoscope is added first if needed.
 */
export async function askedQuestion(
  t: TestApp,
  customer: { id: string; token: string },
  astrologerId: string,
  headers: Record<string, string> = {},
): Promise<{ question: Question; order: Order }> {
  const send = (url: string, body: unknown) =>
    call(t.app, 'POST', url, { token: customer.token, headers, body });
  if (!withHoroscope.has(customer.id)) {
    const added = await send('/api/v1/horoscope/add', birth);
    if (added.status !== 200) throw new Error(`horoscope: ${JSON.stringify(added.json)}`);
    withHoroscope.add(customer.id);
  }
  const asked = await send('/api/v1/question', {
    astrologerId,
    questionHeader: 'Career',
    question: 'Is this a good year to change my job?',
  });
  if (asked.status !== 200) throw new Error(`question: ${JSON.stringify(asked.json)}`);
  return asked.json as unknown as { question: Question; order: Order };
}

/**
 * A live chat of `customerId` with `astrologerId` that both joined and that closed in full: held
 * from the wallet (granted the price first) and settled as the chat module settles it, so the
 * astrologer's earning is recorded (₹590 paid, ₹400 earned at the default rate). Its order id.
 */
export async function deliveredChat(t: TestApp, customerId: string, astrologerId: string) {
  return t.db.transaction().execute(async (trx) => {
    const quote = await t.app.money.quoteAstrologer(astrologerId, 'IN', trx);
    await t.app.money.grantCredits(trx, customerId, paiseToMillicredits(quote.totalAmount), 'test');
    const order = await t.app.money.createOrder(trx, {
      serviceCode: 'LIVE_CHAT',
      customerId,
      astrologerId,
      quote,
      paymentProcessor: 'WALLET',
    });
    await t.app.money.holdFromWallet(trx, order.orderId);
    await t.app.money.settleHold(trx, order.orderId, { part: 1, whole: 1 });
    return order.orderId;
  });
}
