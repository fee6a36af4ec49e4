import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { moneyTexts, type Order, type Transaction } from '@kusp/contracts';
import { ccavenueEncrypt, toCcavenueOrderId } from '../src/modules/money/providers/ccavenue.ts';
import { reconcilePayments } from '../src/modules/money/reconcile.ts';
import { createAccount } from './support/accounts.ts';
import { startFakeCcavenue, type FakeCcavenue } from './support/fake-ccavenue.ts';
import { decide, madeAgo } from './support/card.ts';
import { askedQuestion, astrologerWithRate, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.2.${Math.floor(++ip / 250)}.${ip % 250}` });
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

async function buyCredits(t: TestApp, customer: { id: string; token: string }, amount: number) {
  const response = await call(t.app, 'POST', '/api/v2/credit', {
    token: customer.token,
    headers: client(),
    body: {
      amount,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId: customer.id,
    },
  });
  expect(response.status).toBe(200);
  return response.json as unknown as {
    status: boolean;
    data: string;
    orderId: string;
    transactionId: string;
  };
}

/** A question's order (POST /api/v1/question makes it); `reference` is the question id. */
async function order(t: TestApp, token: string, customerId: string, astrologerId: string) {
  const { order: made } = await askedQuestion(t, { id: customerId, token }, astrologerId, client());
  return { orderId: made.orderId, reference: made.reference! };
}

/** A customer with 1,000 credits and their ₹236 question (₹200 and GST) to an astrologer. */
async function questionWithCredits(t: TestApp) {
  const customer = await createAccount(t.app, t.db, 'customer');
  const astrologer = await astrologerWithRate(t, '200');
  await grant(t, customer.id, 1_000_000);
  const { orderId } = await order(t, customer.token, customer.id, astrologer.id);
  const pay = async (paymentProcessor: 'CCAVENUE' | 'WALLET') => {
    const response = await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      headers: client(),
      body: { orderId, paymentProcessor },
    });
    expect(response.status).toBe(200);
    return response.json as unknown as { data: string; transactionId: string; order: Order };
  };
  return { customer, orderId, pay };
}

/** A checkout page's address: the payment's page with its one-time token. */
const checkoutAddress = (provider: string, paymentId: string) =>
  new RegExp(`^/pay/${provider}/${paymentId}\\?token=[\\w-]{43}$`);

const payment = (t: TestApp, paymentId: string) =>
  t.db
    .selectFrom('payments')
    .select(['status', 'checked_at'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

const orderStatus = async (t: TestApp, orderId: string) =>
  (
    await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status;

describe('the sandbox gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The customer on the hosted page: Pay or Cancel; answers where the gateway sends the browser. */

  it('buys credits through the hosted page and lands on the profile with the new balance', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 200);
    expect(purchase.status).toBe(true);
    expect(purchase.data).toMatch(checkoutAddress('sandbox', purchase.transactionId));

    const page = await t.app.inject({ method: 'GET', url: purchase.data });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Kusp');
    expect(page.body).toContain(purchase.orderId);
    expect(page.body).toContain('₹200.00');
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");

    const callback = await decide(t, purchase.data, 'pay');
    expect(callback).toMatch(/^\/api\/v1\/payment\/callback\/sandbox\?/);
    const landed = await t.app.inject({ method: 'GET', url: callback });
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/user/profile');
    expect(await wallet(t, customer.id)).toEqual({ cached: 200_000, ledger: 200_000 });

    // The same result delivered again pays once.
    const twice = await t.app.inject({ method: 'GET', url: callback });
    expect(twice.headers.location).toBe('/user/profile');
    expect(await wallet(t, customer.id)).toEqual({ cached: 200_000, ledger: 200_000 });

    const receipt = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', customer.email)
      .execute();
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toContain('₹200.00');
    expect(receipt[0]!.text).toContain(purchase.orderId);
    expect(receipt[0]!.text).toContain(`Transaction Id: ${purchase.transactionId}`);
    // Paid at, in India's time (accounts keep no zone of their own): UTC + 05:30, dd-MM-yyyy HH:mm.
    const paid = await t.db
      .selectFrom('orders')
      .select('paid_at')
      .where('id', '=', purchase.orderId)
      .executeTakeFirstOrThrow();
    const india = new Date(paid.paid_at!.getTime() + 330 * 60_000).toISOString();
    const shown = `${india.slice(8, 10)}-${india.slice(5, 7)}-${india.slice(0, 4)} ${india.slice(11, 16)}`;
    expect(receipt[0]!.text).toContain(`Paid at: ${shown}\n`);
  });

  it('leaves the balance alone when the customer cancels, and says so', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 100);
    const callback = await decide(t, purchase.data, 'cancel');
    expect(new URLSearchParams(callback.split('?')[1]).get('status')).toBe('CANCELLED');
    const landed = await t.app.inject({ method: 'GET', url: callback });
    // A cancel is told apart from a decline: the status page says "Payment cancelled".
    expect(landed.headers.location).toBe(
      `/user/payment-status?success=false&transactionId=${purchase.transactionId}&cancelled=true`,
    );
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
    expect(await orderStatus(t, purchase.orderId)).toBe('FAILED');
    // The decision is final: Pay after Cancel changes nothing.
    await decide(t, purchase.data, 'pay');
    await t.app.inject({ method: 'GET', url: callback });
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('refuses forged results: a bad signature, a changed amount, another order’s signature', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const small = await buyCredits(t, customer, 100);
    const large = await buyCredits(t, customer, 1000);
    const signed = new URLSearchParams((await decide(t, small.data, 'pay')).split('?')[1]);

    const forge = async (changes: Record<string, string>) => {
      const query = new URLSearchParams(signed);
      for (const [k, v] of Object.entries(changes)) query.set(k, v);
      const response = await call(
        t.app,
        'GET',
        `/api/v1/payment/callback/sandbox?${query.toString()}`,
      );
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(moneyTexts.callbackRefused);
    };
    await forge({ signature: 'A'.repeat(43) });
    await forge({ amount: '100000' });
    await forge({ paymentId: large.transactionId, orderId: large.orderId, amount: '100000' });
    await forge({ paymentId: 'not-a-uuid' });
    await forge({ status: 'PAID' });

    // Signed with our own secret but for a different amount than the order: still refused.
    const sandbox = t.app.paymentProviders.sandbox!;
    const wrongAmount = sandbox.signedQuery({
      paymentId: large.transactionId,
      orderId: large.orderId,
      status: 'SUCCESS',
      amount: 1,
      currency: 'INR',
    });
    expect(
      (await call(t.app, 'GET', `/api/v1/payment/callback/sandbox?${wrongAmount}`)).status,
    ).toBe(400);

    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
    expect(await orderStatus(t, large.orderId)).toBe('CREATED');
  });

  it('PUT update-payment-order never pays by itself, but picks up a payment the gateway took', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '250');
    const question = await order(t, customer.token, customer.id, astrologer.id);
    const update = () =>
      call(t.app, 'PUT', '/api/v1/payment/update-payment-order', {
        token: customer.token,
        headers: client(),
        body: {
          paymentTimeDate: new Date().toISOString(),
          paymentId: 'anything',
          orderId: question.reference,
          paymentStatus: true,
        },
      });
    const claimed = await update();
    expect(claimed.status).toBe(200);
    expect(claimed.json.status).toBe('CREATED');

    const card = await call(t.app, 'POST', '/api/v3/payment', {
      token: customer.token,
      headers: client(),
      body: { orderId: question.orderId, paymentProcessor: 'CCAVENUE' },
    });
    expect(card.json).toMatchObject({
      status: true,
      order: { status: 'CREATED', paymentProcessor: 'SANDBOX' },
    });
    expect(String(card.json.data)).toMatch(/^\/pay\/sandbox\//);
    expect((await update()).json.status).toBe('CREATED');

    // The customer paid on the gateway but the browser never came back.
    await decide(t, String(card.json.data), 'pay');
    const checked = await update();
    expect(checked.json).toMatchObject({ status: 'PAID', paymentId: card.json.transactionId });

    const other = await createAccount(t.app, t.db, 'customer');
    const foreign = await call(t.app, 'PUT', '/api/v1/payment/update-payment-order', {
      token: other.token,
      headers: client(),
      body: { orderId: question.orderId, paymentStatus: true },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('one order is paid once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps one payment of a question paid by card twice and by the wallet; the late card success goes back to the wallet', async () => {
    const { customer, orderId, pay } = await questionWithCredits(t);
    // Tab 1: a card payment the customer cancels on the gateway's page.
    const declined = await pay('CCAVENUE');
    await t.app.inject({ method: 'GET', url: await decide(t, declined.data, 'cancel') });
    // Tabs 2 and 3 pay by card: one open payment, each tab given a new address for it.
    const first = await pay('CCAVENUE');
    const second = await pay('CCAVENUE');
    const card = second.transactionId;
    expect(first.transactionId).toBe(card);
    expect(card).not.toBe(declined.transactionId);
    expect((await t.app.inject({ method: 'GET', url: first.data })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.data })).statusCode).toBe(200);

    // The wallet pays: the open card payment is cancelled.
    expect((await pay('WALLET')).order.status).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({ cached: 764_000, ledger: 764_000 });
    expect((await payment(t, card)).status).toBe('CANCELLED');

    // Tab 3's gateway page still takes the money: it goes back to the wallet, once.
    const callback = await decide(t, second.data, 'pay');
    for (let i = 0; i < 2; i++) {
      const landed = await t.app.inject({ method: 'GET', url: callback });
      expect(landed.headers.location).toBe(
        `/user/payment-status?success=true&transactionId=${card}&refunded=true`,
      );
    }
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
    expect((await payment(t, card)).status).toBe('REFUNDED');
    expect(await orderStatus(t, orderId)).toBe('PAID');
    // Paying again answers the paid order and opens nothing.
    expect((await pay('CCAVENUE')).order.status).toBe('PAID');

    const list = await call(
      t.app,
      'GET',
      `/api/v1/transactions?userId=${customer.id}&pageNumber=0&pageSize=10`,
      { token: customer.token },
    );
    expect(
      (list.json.content as unknown as Transaction[]).map((row) => [
        row.transactionId === card || row.transactionId === declined.transactionId
          ? row.transactionId
          : 'wallet',
        row.paymentProcessor,
        row.paymentStatus,
        row.paymentSuccessStatus,
        row.paymentAmount,
      ]),
    ).toEqual([
      [card, 'SANDBOX', 'REFUNDED', false, 23_600],
      ['wallet', 'WALLET', 'SUCCESS', true, 23_600],
      [declined.transactionId, 'SANDBOX', 'FAILED', false, 23_600],
    ]);
  });

  it('a wallet payment and the card’s success at the same moment: one is kept, the other refunded', async () => {
    const { customer, orderId, pay } = await questionWithCredits(t);
    const open = await pay('CCAVENUE');
    const callback = await decide(t, open.data, 'pay');
    await Promise.all([pay('WALLET'), t.app.inject({ method: 'GET', url: callback })]);

    const payments = await t.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    const statuses = payments.map((p) => p.status).sort();
    // The card first: the wallet is never charged. The wallet first: the card is refunded.
    expect([['SUCCESS'], ['REFUNDED', 'SUCCESS']]).toContainEqual(statuses);
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
    expect(await orderStatus(t, orderId)).toBe('PAID');
  });

  it('opens a checkout page only with its token and says nothing otherwise', async () => {
    const { orderId, pay } = await questionWithCredits(t);
    const open = await pay('CCAVENUE');
    const bare = `/pay/sandbox/${open.transactionId}`;
    for (const url of [bare, `${bare}?token=${'A'.repeat(43)}`, `${bare}?token=`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(orderId);
      expect(page.body).not.toContain('236');
      const decided = await t.app.inject({
        method: 'POST',
        url,
        headers: formHeaders,
        payload: 'action=cancel',
      });
      expect(decided.statusCode).toBe(404);
    }
    expect((await payment(t, open.transactionId)).status).toBe('PENDING');
    expect(await orderStatus(t, orderId)).toBe('CREATED');
  });

  it('lets no cache keep a checkout: the answers carrying its token and its page say no-store', async () => {
    const { customer, orderId } = await questionWithCredits(t);
    const opened = [
      await call(t.app, 'POST', '/api/v3/payment', {
        token: customer.token,
        headers: client(),
        body: { orderId, paymentProcessor: 'CCAVENUE' },
      }),
      await call(t.app, 'POST', '/api/v2/credit', {
        token: customer.token,
        headers: client(),
        body: {
          amount: 100,
          paymentProcessor: 'CCAVENUE',
          serviceCode: 'CREDIT_PURCHASE',
          customerId: customer.id,
        },
      }),
    ];
    for (const answer of opened) {
      expect(answer.json.data).toMatch(
        checkoutAddress('sandbox', String(answer.json.transactionId)),
      );
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      const page = await t.app.inject({ method: 'GET', url: String(answer.json.data) });
      expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });

  it('closes a checkout page 30 minutes after its address was given; asking again gives a new one', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 100);
    const open = (url: string) => t.app.inject({ method: 'GET', url });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 29 * 60_000);
      expect((await open(purchase.data)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const page = await open(purchase.data);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This payment page has expired');
      expect(page.body).not.toContain('value="pay"');
      const pressed = await t.app.inject({
        method: 'POST',
        url: purchase.data,
        headers: formHeaders,
        payload: 'action=pay',
      });
      expect(pressed.statusCode).toBe(410);
      expect(pressed.headers.location).toBeUndefined();
      const book = await t.db
        .selectFrom('sandbox_payments')
        .select('status')
        .where('payment_id', '=', purchase.transactionId)
        .executeTakeFirstOrThrow();
      expect(book.status).toBe('OPEN');
      expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });

      const again = await call(t.app, 'POST', '/api/v3/payment', {
        token: customer.token,
        headers: client(),
        body: { orderId: purchase.orderId, paymentProcessor: 'CCAVENUE' },
      });
      expect(again.json.transactionId).toBe(purchase.transactionId);
      expect((await open(String(again.json.data))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the reconciliation sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('settles what the gateway took but never reported, once, and asks again about the rest later', async () => {
    const [left, open, recent] = await Promise.all(
      [0, 1, 2].map(() => createAccount(t.app, t.db, 'customer')),
    );
    // Paid on the gateway, then the tab was closed: the browser never came back.
    const paid = await buyCredits(t, left!, 200);
    await decide(t, paid.data, 'pay');
    // Still open on the gateway.
    const waiting = await buyCredits(t, open!, 500);
    // Paid a minute ago: the customer may still be on the way back.
    const fresh = await buyCredits(t, recent!, 100);
    await decide(t, fresh.data, 'pay');
    await madeAgo(t, paid.transactionId, 40);
    await madeAgo(t, waiting.transactionId, 40);

    await reconcilePayments(t.app);
    expect(await wallet(t, left!.id)).toEqual({ cached: 200_000, ledger: 200_000 });
    expect((await payment(t, paid.transactionId)).status).toBe('SUCCESS');
    expect((await payment(t, waiting.transactionId)).status).toBe('PENDING');
    expect((await payment(t, waiting.transactionId)).checked_at).not.toBeNull();
    expect((await payment(t, fresh.transactionId)).status).toBe('PENDING');
    expect((await payment(t, fresh.transactionId)).checked_at).toBeNull();

    // Run again at once: nothing moves twice, and the open payment is not asked about again yet.
    const asked = (await payment(t, waiting.transactionId)).checked_at;
    await decide(t, waiting.data, 'pay');
    await reconcilePayments(t.app);
    expect(await wallet(t, left!.id)).toEqual({ cached: 200_000, ledger: 200_000 });
    expect((await payment(t, waiting.transactionId)).checked_at).toEqual(asked);
    expect(await wallet(t, open!.id)).toEqual({ cached: 0, ledger: 0 });

    // Ten minutes on, it is asked again and settled.
    await t.db
      .updateTable('payments')
      .set({ checked_at: sql`now() - interval '11 minutes'` })
      .where('id', '=', waiting.transactionId)
      .execute();
    await reconcilePayments(t.app);
    expect(await wallet(t, open!.id)).toEqual({ cached: 500_000, ledger: 500_000 });
    expect(await wallet(t, recent!.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('pays once when two instances reconcile while the browser comes back', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 750);
    const callback = await decide(t, purchase.data, 'pay');
    await madeAgo(t, purchase.transactionId, 40);
    await Promise.all([
      reconcilePayments(t.app),
      reconcilePayments(t.app),
      t.app.inject({ method: 'GET', url: callback }),
    ]);
    expect((await payment(t, purchase.transactionId)).status).toBe('SUCCESS');
    expect(await wallet(t, customer.id)).toEqual({ cached: 750_000, ledger: 750_000 });
  });

  it('refunds to the wallet a late success on a payment cancelled because the wallet paid', async () => {
    const { customer, orderId, pay } = await questionWithCredits(t);
    const card = await pay('CCAVENUE');
    expect((await pay('WALLET')).order.status).toBe('PAID');
    expect((await payment(t, card.transactionId)).status).toBe('CANCELLED');
    // The gateway's page was still open and took the money; its return was lost.
    await decide(t, card.data, 'pay');
    await madeAgo(t, card.transactionId, 40);

    await reconcilePayments(t.app);
    expect((await payment(t, card.transactionId)).status).toBe('REFUNDED');
    expect(await orderStatus(t, orderId)).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });
});

describe('CCAvenue', () => {
  let t: TestApp;
  let fake: FakeCcavenue;
  beforeAll(async () => {
    fake = await startFakeCcavenue();
    t = await startTestApp({
      ccavenue: {
        merchantId: fake.merchantId,
        accessCode: fake.accessCode,
        workingKey: fake.workingKey,
        url: fake.url,
        apiUrl: fake.url,
      },
      publicUrl: 'http://kusp.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Opens our checkout page and posts its form to the fake CCAvenue, as the browser would. */
  async function checkout(address: string) {
    const page = await t.app.inject({ method: 'GET', url: address });
    expect(page.statusCode).toBe(200);
    const action = /<form method="post" action="([^"]+)"/
      .exec(page.body)![1]!
      .replaceAll('&amp;', '&');
    expect(action).toBe(`${fake.url}/transaction/transaction.do?command=initiateTransaction`);
    expect(String(page.headers['content-security-policy'])).toContain(
      `form-action 'self' ${fake.url}`,
    );
    expect(page.body).toContain('<script src="/pay/auto-submit.js"></script>');
    const fields = new URLSearchParams();
    for (const [, name, value] of page.body.matchAll(/name="(\w+)" value="([^"]*)"/g))
      fields.set(name!, value!);
    const response = await fetch(action, { method: 'POST', body: fields });
    expect(response.status).toBe(200);
    const html = await response.text();
    return {
      target: /action="([^"]+)"/.exec(html)![1]!,
      encResp: /name="encResp" value="([0-9a-f]+)"/.exec(html)![1]!,
    };
  }

  const callBack = (encResp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback/ccavenue',
      headers: formHeaders,
      payload: new URLSearchParams({ encResp }).toString(),
    });

  it('round-trips a credit purchase through the fake CCAvenue', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 500);
    expect(purchase.data).toMatch(checkoutAddress('ccavenue', purchase.transactionId));
    fake.outcome = 'Success';
    const { target, encResp } = await checkout(purchase.data);
    expect(target).toBe('http://kusp.test/api/v1/payment/callback/ccavenue');
    const landed = await callBack(encResp);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/user/profile');
    expect(await wallet(t, customer.id)).toEqual({ cached: 500_000, ledger: 500_000 });
    await callBack(encResp);
    expect(await wallet(t, customer.id)).toEqual({ cached: 500_000, ledger: 500_000 });
    const payment = await t.db
      .selectFrom('payments')
      .select(['status', 'provider_reference'])
      .where('id', '=', purchase.transactionId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('SUCCESS');
    expect(payment.provider_reference).toBeTruthy();
    // The sandbox is off while CCAvenue takes the money.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/payment/callback/sandbox?x=1' }))
        .statusCode,
    ).toBe(404);
  });

  it('records a failed or aborted payment and pays nothing', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    // Aborted is the payer's Cancel on CCAvenue's page: told apart from a decline.
    for (const [outcome, cancelled] of [
      ['Failure', ''],
      ['Aborted', '&cancelled=true'],
    ] as const) {
      const purchase = await buyCredits(t, customer, 100);
      fake.outcome = outcome;
      const { encResp } = await checkout(purchase.data);
      const landed = await callBack(encResp);
      expect(landed.headers.location).toBe(
        `/user/payment-status?success=false&transactionId=${purchase.transactionId}${cancelled}`,
      );
      expect(await orderStatus(t, purchase.orderId)).toBe('FAILED');
    }
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('refuses a tampered encResp: bad hex, a foreign key, a changed amount', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 1000);
    const genuine = new URLSearchParams({
      order_id: toCcavenueOrderId(purchase.transactionId),
      tracking_id: '42',
      order_status: 'Success',
      amount: '1000.00',
      currency: 'INR',
      merchant_param1: purchase.orderId,
    });
    const refused = async (encResp: string) => {
      const response = await callBack(encResp);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(moneyTexts.callbackRefused);
    };
    await refused('zz' + ccavenueEncrypt(genuine.toString(), fake.workingKey).slice(2));
    await refused(ccavenueEncrypt(genuine.toString(), 'someone-elses-working-key'));
    const cheaper = new URLSearchParams(genuine);
    cheaper.set('amount', '1.00');
    await refused(ccavenueEncrypt(cheaper.toString(), fake.workingKey));
    const otherOrder = new URLSearchParams(genuine);
    otherOrder.set('merchant_param1', '00000000-0000-4000-8000-000000000000');
    await refused(ccavenueEncrypt(otherOrder.toString(), fake.workingKey));
    expect(await wallet(t, customer.id)).toEqual({ cached: 0, ledger: 0 });
    expect(await orderStatus(t, purchase.orderId)).toBe('CREATED');

    // The genuine response, which the Order Status API confirms, still pays.
    fake.orders.set(genuine.get('order_id')!, {
      status: 'Shipped',
      amount: '1000.00',
      currency: 'INR',
      tracking: '42',
    });
    expect((await callBack(ccavenueEncrypt(genuine.toString(), fake.workingKey))).statusCode).toBe(
      303,
    );
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('a replayed request or a bit-flipped answer changes nothing', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 500);
    const page = await t.app.inject({ method: 'GET', url: purchase.data });
    const encRequest = /name="encRequest" value="([0-9a-f]+)"/.exec(page.body)![1]!;
    fake.outcome = 'Success';
    const { encResp } = await checkout(purchase.data);
    const orderNo = toCcavenueOrderId(purchase.transactionId);
    const paidAtCcavenue = fake.orders.get(orderNo)!;
    // CCAvenue has no final answer for the payment yet (the customer is still paying).
    fake.orders.delete(orderNo);

    const flip = (at: number) =>
      encResp.slice(0, at) + (parseInt(encResp[at]!, 16) ^ 1).toString(16) + encResp.slice(at + 1);
    const forged = [
      encRequest,
      flip(0),
      flip(40),
      flip(encResp.length - 40),
      flip(encResp.length - 1),
      // A flip that happens to read as a well-formed failure.
      ccavenueEncrypt(
        new URLSearchParams({
          order_id: orderNo,
          tracking_id: '7',
          order_status: 'Failure',
          amount: '500.00',
          currency: 'INR',
          merchant_param1: purchase.orderId,
        }).toString(),
        fake.workingKey,
      ),
    ];
    for (const answer of forged) {
      const response = await callBack(answer);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(moneyTexts.callbackRefused);
    }
    expect((await payment(t, purchase.transactionId)).status).toBe('PENDING');
    expect(await orderStatus(t, purchase.orderId)).toBe('CREATED');

    // Paid at CCAvenue: a failure claim is still refused; the genuine answer pays.
    fake.orders.set(orderNo, paidAtCcavenue);
    expect((await callBack(forged.at(-1)!)).statusCode).toBe(400);
    expect(await orderStatus(t, purchase.orderId)).toBe('CREATED');
    expect((await callBack(encResp)).headers.location).toBe('/user/profile');
    expect((await payment(t, purchase.transactionId)).status).toBe('SUCCESS');
    expect(await wallet(t, customer.id)).toEqual({ cached: 500_000, ledger: 500_000 });
  });

  it('refunds to the wallet a confirmed success that comes after the wallet paid the question', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const astrologer = await astrologerWithRate(t, '200');
    await grant(t, customer.id, 1_000_000);
    const { orderId } = await order(t, customer.token, customer.id, astrologer.id);
    const pay = (paymentProcessor: 'CCAVENUE' | 'WALLET') =>
      call(t.app, 'POST', '/api/v3/payment', {
        token: customer.token,
        headers: client(),
        body: { orderId, paymentProcessor },
      });
    const card = await pay('CCAVENUE');
    fake.outcome = 'Success';
    // Paid at CCAvenue, but the browser is slow to come back; meanwhile another tab pays from the wallet.
    const { encResp } = await checkout(String(card.json.data));
    expect((await pay('WALLET')).json.order).toMatchObject({ status: 'PAID' });
    // The checkout page of the cancelled payment no longer sends the browser to CCAvenue.
    expect((await t.app.inject({ method: 'GET', url: String(card.json.data) })).statusCode).toBe(
      303,
    );

    for (let i = 0; i < 2; i++)
      expect((await callBack(encResp)).headers.location).toBe(
        `/user/payment-status?success=true&transactionId=${String(card.json.transactionId)}&refunded=true`,
      );
    expect((await payment(t, String(card.json.transactionId))).status).toBe('REFUNDED');
    expect(await orderStatus(t, orderId)).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('opens the checkout page only with its token and says nothing otherwise', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 100);
    const other = await buyCredits(t, customer, 200);
    const otherToken = new URL(other.data, 'http://x').searchParams.get('token')!;
    const bare = `/pay/ccavenue/${purchase.transactionId}`;
    for (const url of [bare, `${bare}?token=${otherToken}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('encRequest');
      expect(page.body).not.toContain('100.00');
    }
    expect((await t.app.inject({ method: 'GET', url: purchase.data })).statusCode).toBe(200);
    // 30 minutes later the page sends nobody on to CCAvenue.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      const late = await t.app.inject({ method: 'GET', url: purchase.data });
      expect(late.statusCode).toBe(410);
      expect(late.body).not.toContain('encRequest');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the status API when the browser never came back', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 750);
    fake.outcome = 'Success';
    await checkout(purchase.data); // paid at CCAvenue; the callback is lost
    const checked = await call(t.app, 'PUT', '/api/v1/payment/update-payment-order', {
      token: customer.token,
      headers: client(),
      body: { orderId: purchase.orderId, paymentId: purchase.transactionId, paymentStatus: true },
    });
    expect(checked.json).toMatchObject({ status: 'PAID' });
    expect(await wallet(t, customer.id)).toEqual({ cached: 750_000, ledger: 750_000 });
  });

  it('is asked by the reconciliation sweep about a payment whose customer never came back', async () => {
    const customer = await createAccount(t.app, t.db, 'customer');
    const purchase = await buyCredits(t, customer, 1000);
    fake.outcome = 'Success';
    await checkout(purchase.data); // paid at CCAvenue; the customer closed the tab
    await madeAgo(t, purchase.transactionId, 40);
    await reconcilePayments(t.app);
    expect((await payment(t, purchase.transactionId)).status).toBe('SUCCESS');
    expect(await wallet(t, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });
});
