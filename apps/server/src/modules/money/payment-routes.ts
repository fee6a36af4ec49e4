import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardPaymentsSchema,
  errorBodySchema,
  orderIdParamsSchema,
  orderRequestSchema,
  orderSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  updatePaymentOrderRequestSchema,
} from '@kusp/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { noStore } from '../../lib/no-store.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { idempotent } from './idempotency.ts';
import { findOrder, latestPaymentId, lockOrder, toOrder, toOrderView } from './orders.ts';
import { startCardPayment } from './payments.ts';
import { settleByLookup } from './reconcile.ts';
import {
  failures,
  flushReceipts,
  idempotencyNote,
  moneyRateLimit,
  paymentAnswer,
  security,
  settleCallback,
} from './routes-support.ts';

const tags = ['payments'];
const customer = { auth: ['USER'] as const, rateLimit: moneyRateLimit };

const uuid = z.uuid();

/** The caller's order by its id, or (spec: update-payment-order sends the question id) by reference. */
async function ownOrder(db: Kysely<Database>, customerId: string, idOrReference: string) {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where((eb) =>
      uuid.safeParse(idOrReference).success
        ? eb.or([eb('id', '=', idOrReference), eb('reference', '=', idOrReference)])
        : eb('reference', '=', idOrReference),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody); // CCAvenue posts its result as a form
  app.get(
    '/v1/payment/card-payments',
    {
      schema: {
        tags,
        summary: 'Whether a card can pay now, and through which provider',
        description:
          'Public, as the external payment page needs it too. CCAVENUE or SANDBOX (the built-in test gateway: no card is charged) take card payments; OFF: no provider is configured (production without CCAvenue and without PAYMENTS_SANDBOX=on), so buying credits, paying an order by card and opening a payment link answer 409 "Card payments are unavailable at the moment"; the wallet still pays. The same value is in GET /api/health. It changes only with the server’s configuration.',
        response: { 200: cardPaymentsSchema },
      },
    },
    async () => ({ cardPayments: app.paymentProviders.cardPayments }),
  );

  app.post(
    '/v1/order',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary:
          'The order of a question the caller has asked (the spec’s “create the order” step)',
        description:
          'serviceCode OFFLINE_QUESTION with reference = the question id: POST /api/v1/question made the question’s order at the server’s quote, and this answers that same order, paid or not, so that a question is never paid twice. ' +
          'A question that is not the caller’s, or not to astrologerId when given, answers 404. amount, discountCoupon, countryCode and paymentProcessor are ignored (the processor is chosen when paying, POST /api/v3/payment). ' +
          'Other service codes answer 400: sessions are ordered with POST /api/v1/chat/request, credits with POST /api/v2/credit. customerId must be the caller (else 404).',
        body: orderRequestSchema,
        // It moves no money, so no 409 or 422.
        response: { 200: orderSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { customerId, serviceCode, astrologerId, reference } = request.body;
      if (customerId !== caller.userId) throw notFound();
      const order = await app.money.findRequestedOrder(app.db, serviceCode, {
        customerId,
        astrologerId,
        reference,
      });
      return toOrderView(order, await latestPaymentId(app.db, order.orderId));
    },
  );

  app.get(
    '/v1/payment/order/:orderId',
    {
      config: { auth: ['USER'], rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'The caller’s order with its invoice and status (another customer’s: 404)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.orderId);
      if (!order || order.customerId !== requireCaller(request).userId) throw notFound();
      return toOrderView(order, await latestPaymentId(app.db, order.orderId));
    },
  );

  app.post(
    '/v3/payment',
    {
      config: customer,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: 'Pay an order: from the wallet now, or open a card payment',
        description:
          'WALLET debits totalAmount × 10 millicredits and marks the order PAID at once; a short wallet answers 409 "You don\'t have enough credits. Please buy more credits" and changes nothing. ' +
          'A total of 0 is paid at once whatever the processor. Any card processor (CCAVENUE, SANDBOX) opens a payment at the configured provider: data is the address of its checkout page, with a one-time token (the page answers 404 without it) that expires after 30 minutes; the answer carries Cache-Control: no-store. ' +
          'While card payments are off (GET /api/v1/payment/card-payments says OFF) a card processor answers 409 "Card payments are unavailable at the moment" and changes nothing; the wallet still pays. ' +
          'An order has at most one open card payment: asking again answers the same transactionId with a new token (the earlier address stops working). Paying from the wallet cancels the open card payment; if the provider takes that money anyway, it is refunded to the wallet. ' +
          'data after an immediate payment is the order’s stored redirect or /user/payment-status?success=true&transactionId=…. ' +
          idempotencyNote,
        body: paymentRequestSchema,
        response: { 200: paymentResponseSchema, ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const answer = await idempotent(app, request, async (trx) => {
        const order = await lockOrder(trx, request.body.orderId);
        if (order.customerId !== caller.userId) throw notFound();
        if (order.status === 'PAID') return paymentAnswer(trx, order);
        if (request.body.paymentProcessor === 'WALLET' || order.quote.totalAmount === 0)
          return paymentAnswer(trx, await app.money.payFromWallet(trx, order.orderId));
        const { url } = await startCardPayment(trx, app.paymentProviders.requireCard(), order);
        return paymentAnswer(trx, await lockOrder(trx, order.orderId), url);
      });
      await flushReceipts(app, request);
      return answer;
    },
  );

  app.put(
    '/v1/payment/update-payment-order',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary:
          'Ask the provider again about an order’s card payment; answers the order’s real status',
        description:
          'orderId is the order id or, as the spec’s client sends it, the question id (the order’s reference). ' +
          'paymentStatus and paymentTimeDate are not believed: only the provider’s own answer (status) can mark the order paid. ' +
          'The payment asked about is paymentId when it is one of the order’s card payments, else the latest. It is looked up while the order is unpaid, and also when it was cancelled because the order was paid another way: money the provider took for it anyway goes back to the wallet (the payment becomes REFUNDED).',
        body: updatePaymentOrderRequestSchema,
        response: { 200: orderSchema, ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const order = await ownOrder(app.db, caller.userId, request.body.orderId);
      if (!order) throw notFound();
      const payments = await app.db
        .selectFrom('payments')
        .select(['id', 'processor', 'status'])
        .where('order_id', '=', order.orderId)
        .where('processor', '!=', 'WALLET')
        .orderBy('created_at', 'desc')
        .execute();
      const payment = payments.find((p) => p.id === request.body.paymentId) ?? payments[0];
      // A paid order's cancelled payment may still have been taken at the provider: refund it.
      const provider =
        payment &&
        (order.status !== 'PAID' || payment.status === 'CANCELLED') &&
        app.paymentProviders.byName(payment.processor);
      if (provider) {
        await settleByLookup(app, request.log, provider, payment.id);
        await flushReceipts(app, request);
      }
      const fresh = (await findOrder(app.db, order.orderId))!;
      return toOrderView(fresh, await latestPaymentId(app.db, fresh.orderId));
    },
  );

  app.get(
    '/v1/payment/callback/sandbox',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Where the sandbox gateway returns the browser with its signed result',
        description:
          'Query paymentId, orderId, status (SUCCESS or FAILED), amount (paise), currency and signature (HMAC-SHA256 of those fields with the payment secret). ' +
          'A result that is not signed by our gateway, or whose amount or order differ, answers 400 and pays nothing; the same result twice pays once. ' +
          'A SUCCESS for an order already paid (the wallet or another payment came first) is refunded to the wallet: the payment becomes REFUNDED and the browser goes to /user/payment-status?success=true&transactionId=…&refunded=true. ' +
          'Otherwise redirects (303) to the order’s stored place on success, else /user/payment-status?success=…&transactionId=….',
        querystring: z.record(z.string(), z.unknown()),
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const sandbox = app.paymentProviders.sandbox;
      if (!sandbox) throw notFound();
      return reply.redirect(await settleCallback(app, request, sandbox), 303);
    },
  );

  app.post(
    '/v1/payment/callback/ccavenue',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Where CCAvenue returns the browser (redirect_url and cancel_url) with encResp',
        description:
          'Form field encResp: the response encrypted with our working key (AES-128-CBC). AES-CBC has no integrity, so encResp is only a claim: one that decrypts to our own request format (merchant_id, redirect_url…) is refused, and any other is believed only when the Order Status API (orderStatusTracker) gives the same status, amount and currency for that payment. ' +
          'order_id, merchant_param1 (our order), amount and currency must also match our payment. Anything else, a response that does not decrypt, or a status the Order Status API does not confirm (yet) answers 400 and changes nothing; the order is then re-checked through PUT /api/v1/payment/update-payment-order. ' +
          'A confirmed Success pays (or, for an order already paid, is refunded to the wallet); a confirmed failure records a failed payment. Redirects (303) like the sandbox callback.',
        body: z.record(z.string(), z.unknown()),
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const ccavenue = app.paymentProviders.ccavenue;
      if (!ccavenue) throw notFound();
      return reply.redirect(await settleCallback(app, request, ccavenue), 303);
    },
  );
};

export default paymentRoutes;
