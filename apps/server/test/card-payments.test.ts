import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTexts, type PaymentLink } from '@kusp/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createAccount } from './support/accounts.ts';
import { askedQuestion, astrologerWithRate, birth, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Production takes card payments only through a configured provider (issue 41, item 2): the
// sandbox gateway only with PAYMENTS_SANDBOX=on; without either, cards are off and the wallet pays.

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
const instances: FastifyInstance[] = [];
let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.41.${Math.floor(++ip / 250)}.${ip % 250}` });

/** Another instance on the same database, configured as production from `env`; its log lines kept. */
async function productionInstance(env: NodeJS.ProcessEnv) {
  const { production, paymentsSandbox, ccavenue } = loadConfig({ NODE_ENV: 'production', ...env });
  const lines: string[] = [];
  const config: Config = { ...t.config, production, paymentsSandbox, ccavenue };
  const app = await buildApp({ config, db: t.db, logger: { write: (line) => lines.push(line) } });
  instances.push(app);
  await app.ready();
  return {
    app,
    log: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }),
  };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await t.close();
});

const buyCredits = (app: FastifyInstance, customer: Account) =>
  call(app, 'POST', '/api/v2/credit', {
    token: customer.token,
    headers: client(),
    body: {
      amount: 100,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId: customer.id,
    },
  });

/** Everything money wrote about a person: their orders (as customer or astrologer) and entries. */
async function moneyRows(userId: string) {
  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where((eb) => eb.or([eb('customer_id', '=', userId), eb('astrologer_id', '=', userId)]))
    .execute();
  const entries = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .select(['e.kind', 'e.amount'])
    .where('a.user_id', '=', userId)
    .execute();
  return { orders, entries };
}

/** An astrologer's external client with a conversation, and a payment link of ₹`amount` in it. */
async function paymentLinkOf(app: FastifyInstance, astrologer: Account, amount: number) {
  const added = await call(app, 'POST', '/api/v3/horoscope/add', {
    token: astrologer.token,
    body: { ...birth, name: 'Meera Kapoor', countryCode: '+91', phone: '9876543210' },
  });
  const opened = await call(app, 'POST', '/api/v1/external-customer/conversation', {
    token: astrologer.token,
    body: {
      astrologerId: astrologer.id,
      astrologerName: 'x',
      horoscopeId: added.json.horoscopeId,
      customerName: 'x',
      customerPhone: 'x',
    },
  });
  return call(app, 'POST', '/api/v1/payment/portal-link', {
    token: astrologer.token,
    body: {
      amount,
      astrologerId: astrologer.id,
      countryCode: 'IN',
      orderId: (opened.json.data as { id: string }).id,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'ASTRO_PORTAL_CHAT',
      userId: astrologer.id,
    },
  });
}

describe('loadConfig', () => {
  it('keeps the sandbox outside production, and in production only with PAYMENTS_SANDBOX=on', () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'off' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(
      true,
    );
    const ccavenue = {
      CCAVENUE_MERCHANT_ID: '1',
      CCAVENUE_ACCESS_CODE: 'a',
      CCAVENUE_WORKING_KEY: 'k',
    };
    expect(loadConfig(ccavenue).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ ...ccavenue, PAYMENTS_SANDBOX: 'on' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});

describe('production without a card provider', () => {
  let off: Awaited<ReturnType<typeof productionInstance>>;
  beforeAll(async () => {
    off = await productionInstance({});
  });

  it('says card payments are off: one warning at start, on /api/health and to the web', async () => {
    const warnings = off.log().filter((line) => /card payments/.test(line.msg));
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining('card payments are OFF') as string,
      }),
    ]);
    expect((await call(off.app, 'GET', '/api/health')).json).toEqual({
      status: 'ok',
      cardPayments: 'OFF',
    });
    expect((await call(off.app, 'GET', '/api/v1/payment/card-payments')).json).toEqual({
      cardPayments: 'OFF',
    });
    // The development instance on the same database still has its sandbox.
    expect((await call(t.app, 'GET', '/api/health')).json.cardPayments).toBe('SANDBOX');
  });

  it('refuses to sell credits by card and writes nothing', async () => {
    const customer = await createAccount(off.app, t.db, 'customer');
    const refused = await buyCredits(off.app, customer);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: 'CARD_PAYMENTS_UNAVAILABLE',
      message: moneyTexts.cardPaymentsOff,
    });
    expect(await moneyRows(customer.id)).toEqual({ orders: [], entries: [] });
  });

  it('refuses a question’s card payment, while the wallet still pays it', async () => {
    const customer = await createAccount(off.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '200');
    await grant(t, customer.id, 1_000_000);
    const { order } = await askedQuestion(t, customer, astrologer.id, client());
    const pay = (paymentProcessor: string) =>
      call(off.app, 'POST', '/api/v3/payment', {
        token: customer.token,
        headers: client(),
        body: { orderId: order.orderId, paymentProcessor },
      });

    const card = await pay('CCAVENUE');
    expect(card.status).toBe(409);
    expect(card.json).toEqual({
      code: 'CARD_PAYMENTS_UNAVAILABLE',
      message: moneyTexts.cardPaymentsOff,
    });
    const payments = () =>
      t.db
        .selectFrom('payments')
        .select(['processor', 'status'])
        .where('order_id', '=', order.orderId)
        .execute();
    expect(await payments()).toEqual([]);
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });

    const paid = await pay('WALLET');
    expect(paid.status).toBe(200);
    expect(paid.json.order).toMatchObject({ status: 'PAID', paymentProcessor: 'WALLET' });
    expect(await payments()).toEqual([{ processor: 'WALLET', status: 'SUCCESS' }]);
    // ₹236 (₹200 and GST) = 236 credits.
    expect(await wallet(t, customer.id)).toEqual({ cached: 764_000, ledger: 764_000 });
  });

  it('makes no payment link, and a link made before cannot be paid', async () => {
    const astrologer = await createAccount(off.app, t.db, 'astrologer');
    const refused = await paymentLinkOf(off.app, astrologer, 100);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: 'CARD_PAYMENTS_UNAVAILABLE',
      message: moneyTexts.cardPaymentsOff,
    });
    expect(await moneyRows(astrologer.id)).toEqual({ orders: [], entries: [] });

    // Made while the sandbox took cards (the development instance), opened where cards are off.
    const made = await paymentLinkOf(t.app, astrologer, 100);
    expect(made.status).toBe(200);
    const link = made.json.link as unknown as PaymentLink;
    const opened = await call(off.app, 'GET', `/api/v1/external/payment-link/${link.id}`, {
      headers: client(),
    });
    expect(opened.status).toBe(409);
    expect(opened.json).toEqual({
      code: 'CARD_PAYMENTS_UNAVAILABLE',
      message: moneyTexts.cardPaymentsOff,
    });
    const { orders, entries } = await moneyRows(astrologer.id);
    expect(orders.map((o) => o.status)).toEqual(['CREATED']);
    expect(entries).toEqual([]);
    const payments = await t.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orders[0]!.id)
      .execute();
    expect(payments).toEqual([]);
  });

  it('has no sandbox pages or callback', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t.app, customer);
    expect(purchase.status).toBe(200);
    const address = String(purchase.json.data);
    expect((await off.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    const pressed = await off.app.inject({
      method: 'POST',
      url: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pressed.statusCode).toBe(404);
    // Even a result our gateway signed is not taken where the gateway is off.
    const signed = t.app.paymentProviders.sandbox!.signedQuery({
      paymentId: String(purchase.json.transactionId),
      orderId: String(purchase.json.orderId),
      status: 'SUCCESS',
      amount: 10_000,
      currency: 'INR',
    });
    const callback = await call(off.app, 'GET', `/api/v1/payment/callback/sandbox?${signed}`);
    expect(callback.status).toBe(404);
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
  });
});

describe('production with PAYMENTS_SANDBOX=on (staging)', () => {
  it('takes card payments through the sandbox gateway and warns that no card is charged', async () => {
    const staging = await productionInstance({ PAYMENTS_SANDBOX: 'on' });
    expect(staging.log().filter((line) => /card payments/.test(line.msg))).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining('sandbox gateway (PAYMENTS_SANDBOX=on)') as string,
      }),
    ]);
    expect((await call(staging.app, 'GET', '/api/health')).json.cardPayments).toBe('SANDBOX');

    const customer = await createAccount(staging.app, t.db, 'customer');
    const purchase = await buyCredits(staging.app, customer);
    expect(purchase.status).toBe(200);
    const pressed = await staging.app.inject({
      method: 'POST',
      url: String(purchase.json.data),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pressed.statusCode).toBe(303);
    const landed = await staging.app.inject({
      method: 'GET',
      url: String(pressed.headers.location),
    });
    expect(landed.headers.location).toBe('/user/profile');
    expect(await wallet(t, customer.id)).toEqual({ cached: 100_000, ledger: 100_000 });
  });
});
