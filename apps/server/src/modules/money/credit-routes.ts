import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditAccountSchema,
  creditPurchaseRequestSchema,
  errorBodySchema,
  href,
  moneyTexts,
  orderCountry,
  paymentAddressSchema,
  userIdParamsSchema,
} from '@kusp/contracts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { noStore } from '../../lib/no-store.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { idempotent } from './idempotency.ts';
import { startCardPayment } from './payments.ts';
import { failures, idempotencyNote, moneyRateLimit, security } from './routes-support.ts';

const tags = ['credits'];

const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/credit/:userId',
    {
      config: { auth: ['USER'], rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'The caller’s wallet: balance in millicredits (another user’s id: 404)',
        params: userIdParamsSchema,
        response: { 200: creditAccountSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (request.params.userId !== requireCaller(request).userId) throw notFound();
      return {
        balance: await app.money.balance(app.db, request.params.userId),
        currency: 'CREDITS' as const,
      };
    },
  );

  app.post(
    '/v2/credit',
    {
      config: { auth: ['USER'], rateLimit: moneyRateLimit },
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: 'Buy credits with a card: creates the order and answers the payment page address',
        description:
          'amount is 100, 200, 500, 750 or 1000 credits, priced by the server (N credits cost ₹N). paymentProcessor is a card processor (WALLET answers 400); the configured provider is used. ' +
          'After paying, the browser returns to /user/profile; a failed or cancelled payment goes to /user/payment-status?success=false. The payment page’s address works for 30 minutes; the answer carries Cache-Control: no-store. ' +
          'While card payments are off (GET /api/v1/payment/card-payments says OFF): 409 "Card payments are unavailable at the moment", and no order is made. ' +
          idempotencyNote,
        body: creditPurchaseRequestSchema,
        response: { 200: paymentAddressSchema, ...failures },
      },
    },
    async (request) => {
      const { amount, paymentProcessor, customerId } = request.body;
      if (customerId !== requireCaller(request).userId) throw notFound();
      if (paymentProcessor === 'WALLET')
        throw new HttpError('INVALID_REQUEST', moneyTexts.walletForCredits);
      const provider = app.paymentProviders.requireCard();
      return idempotent(app, request, async (trx) => {
        const order = await app.money.createOrder(trx, {
          serviceCode: 'CREDIT_PURCHASE',
          customerId,
          countryCode: orderCountry,
          quote: app.money.quoteCredits(amount),
          paymentProcessor: provider.name,
          redirectTo: href('userProfile'),
        });
        const { paymentId, url } = await startCardPayment(trx, provider, order);
        return { status: true, data: url, orderId: order.orderId, transactionId: paymentId };
      });
    },
  );
};

export default creditRoutes;
