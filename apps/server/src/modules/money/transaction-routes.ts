import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  astrologerTransactionsQuerySchema,
  earningPageSchema,
  errorBodySchema,
  moneyEarnedSchema,
  statementPageSchema,
  payoutHistorySchema,
  transactionPageSchema,
  transactionStatisticsSchema,
  transactionsQuerySchema,
  userIdQuerySchema,
} from '@kusp/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { security } from './routes-support.ts';
import {
  astrologerEarnings,
  astrologerStatistics,
  customerTransactions,
  moneyEarned,
} from './transactions.ts';

const tags = ['transactions'];
const rateLimit = { max: 120, timeWindow: '1 minute' };
const customer = { auth: ['USER'] as const, rateLimit };
const astrologer = { auth: ['ASTROLOGER'] as const, rateLimit };
const failures = { 400: errorBodySchema, 404: errorBodySchema };

/** The spec's clients send userId; it must be the caller's own (else 404). */
function own(request: FastifyRequest, userId: string): string {
  if (userId !== requireCaller(request).userId) throw notFound();
  return userId;
}

const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/transactions',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary: 'The customer’s payments, paid and failed, newest first (pageNumber from 0)',
        description:
          'paymentAmount in paise; paymentProcessor is the Source (WALLET, SANDBOX, CCAVENUE); transactionId is the payment id; paymentSuccessStatus true is Success, false Failed or Refunded. paymentStatus (added) says which: SUCCESS, FAILED, or REFUNDED for a payment that succeeded for an order already paid and went back to the wallet as credits. Payments still open at a provider, or cancelled because the order was paid another way, are not listed.',
        querystring: transactionsQuerySchema,
        response: { 200: transactionPageSchema, ...failures },
      },
    },
    async (request) =>
      customerTransactions(app.db, own(request, request.query.userId), request.query),
  );

  app.get(
    '/v1/transactions/statement',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary:
          'The customer’s wallet statement: every movement of their credits, newest first, with the balance after each (pageNumber from 0)',
        description:
          'Amounts and balances in millicredits (1 credit = 1000; 1 credit buys ₹1). kind: GRANT (welcome or demo credits), PURCHASE (credits bought), DEBIT (a service paid from the wallet), HOLD (a live session’s price reserved), RELEASE (what a live session did not use, back), REFUND. balance on each line is the wallet right after it, so the first line of page 0 carries the wallet’s balance, which `balance` repeats. A hold later paid adds no line: its credits left at the hold.',
        querystring: transactionsQuerySchema,
        response: { 200: statementPageSchema, ...failures },
      },
    },
    async (request) =>
      app.money.statement(app.db, own(request, request.query.userId), request.query),
  );

  app.get(
    '/v1/astrologer/transactions',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary:
          'The astrologer’s earnings order by order, newest first; month 1–12 and year, -1 for any',
        description:
          'amount is the astrologer’s earning in paise (base rate less the platform commission), recorded when the service is delivered (a question answered, a session ended, a portal payment link paid). customerName (added) names who paid: the customer’s name, or for a portal payment link the client as the astrologer wrote it. Months in India time.',
        querystring: astrologerTransactionsQuerySchema,
        response: { 200: earningPageSchema, ...failures },
      },
    },
    async (request) =>
      astrologerEarnings(app.db, own(request, request.query.userId), request.query, (orders) =>
        app.money.payerNames(app.db, orders),
      ),
  );

  app.get(
    '/v1/astrologer/transactions/statistics',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary:
          'Tiles: paid chat and video sessions, questions answered, paid portal payment links (added), total earnings (paise)',
        querystring: userIdQuerySchema,
        response: { 200: transactionStatisticsSchema, ...failures },
      },
    },
    async (request) => astrologerStatistics(app.db, own(request, request.query.userId)),
  );

  app.get(
    '/v1/astrologer/money-earned',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary:
          'Earnings per month (YYYY-MM, India time), newest first: questions answered and money earned (paise)',
        description:
          'services (added) gives each service an astrologer earns from its count and earnings (paise): OFFLINE_QUESTION (questions answered), LIVE_CHAT, VIDEO_CALL and ASTRO_PORTAL_CHAT (portal payment links paid); moneyEarned is their sum. AI answers earn no astrologer anything, so they have no column.',
        querystring: userIdQuerySchema,
        response: { 200: moneyEarnedSchema, ...failures },
      },
    },
    async (request) => moneyEarned(app.db, own(request, request.query.userId)),
  );

  app.get(
    '/v1/astrologer/payouts',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'The payable balance (paise) and the payouts to the bank, newest first',
        description:
          'payable = earnings recorded − payouts − earnings reversed by refunds; below zero only after a refund of an order whose earning was already paid out (docs/operations.md).',
        querystring: userIdQuerySchema,
        response: { 200: payoutHistorySchema, ...failures },
      },
    },
    async (request) => app.money.payoutHistory(app.db, own(request, request.query.userId)),
  );
};

export default transactionRoutes;
