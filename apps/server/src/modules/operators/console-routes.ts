import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTexts,
  disputeConversationSchema,
  disputeQuerySchema,
  disputeResolutionSchema,
  disputeSchema,
  errorBodySchema,
  idempotencyKeyHeadersSchema,
  messageBodySchema,
  moderatedReviewSchema,
  operatorDisputeSchema,
  operatorOrderSchema,
  operatorRefundSchema,
  orderRecordSchema,
  orderSearchQuerySchema,
  payableSchema,
  payoutRequestSchema,
  payoutSchema,
  refundSchema,
  reviewHideSchema,
} from '@kusp/contracts';
import { idempotent } from '../money/idempotency.ts';
import {
  actorOf,
  audited,
  bearer,
  idParams,
  keyed,
  operator,
  refusals,
  tags,
} from './route-support.ts';

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/reviews/reported',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Reviews someone reported, the most reported first',
        description:
          'Hidden ones stay listed, with when and why they were hidden. Review texts are public (they show on the details page), unlike chat or question text.',
        security: bearer,
        response: { 200: z.array(moderatedReviewSchema) },
      },
    },
    async () => app.operators.reportedReviews(),
  );

  app.post(
    '/v1/admin/reviews/:id/hide',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Hide a review with a reason',
        description: `It leaves the details page and the average at once; the reason (1 to 500 characters) is kept with it. Hiding a hidden review changes and records nothing. ${audited}`,
        security: bearer,
        params: idParams,
        body: reviewHideSchema,
        response: { 200: messageBodySchema, ...refusals },
      },
    },
    async (request) => {
      await app.operators.hideReview(actorOf(request), request.params.id, request.body.reason);
      return { message: adminTexts.reviewHidden };
    },
  );
};

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/payouts',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Astrologers with a payable balance, the largest first, with their bank proof',
        description:
          'Payable (paise) = recorded earnings − payouts − reversals. bankProofUploadedAt is null when no bank account proof is on file: pay nobody without one.',
        security: bearer,
        response: { 200: z.array(payableSchema) },
      },
    },
    async () => app.operators.payables(),
  );

  app.get(
    '/v1/admin/payouts/pending.csv',
    {
      config: operator,
      schema: {
        tags,
        summary: 'The pending payouts as CSV for the bank',
        description:
          'text/csv, as an attachment: astrologer_id,name,email,amount_inr,bank_proof, one line per astrologer with a payable balance. A cell starting with =, +, - or @ is quoted so a spreadsheet reads it as text, never as a formula.',
        security: bearer,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="pending-payouts.csv"')
        .send(await app.operators.pendingPayoutsCsv()),
  );

  app.post(
    '/v1/admin/payouts',
    {
      config: operator,
      schema: {
        tags,
        summary: "Record a bank transfer out of an astrologer's payable balance",
        description: `Amount in paise, at most the payable balance (409 above it: two operators paying the whole balance at once pay once). The bank transfer reference is unique: recording it again answers the first payout; with another astrologer or amount 409. ${keyed} ${audited} (payout.recorded)`,
        security: bearer,
        headers: idempotencyKeyHeadersSchema,
        body: payoutRequestSchema,
        response: { 200: payoutSchema, ...refusals, 422: errorBodySchema },
      },
    },
    async (request) =>
      idempotent(app, request, (trx) =>
        app.operators.recordPayout(trx, actorOf(request), request.body),
      ),
  );
};

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/orders',
    {
      config: operator,
      schema: {
        tags,
        summary: "Find orders by an id, or a customer's or astrologer's e-mail or username",
        description:
          '`q` is an order id, a customer or astrologer id, or their e-mail or username (exact, any case). Newest first, at most 50. Ids, people and amounts only: no question or chat text.',
        security: bearer,
        querystring: orderSearchQuerySchema,
        response: { 200: z.array(operatorOrderSchema) },
      },
    },
    async (request) => app.operators.findOrders(request.query.q),
  );

  app.get(
    '/v1/admin/orders/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'One order with its ledger lines, payments, refunds and disputes',
        description:
          'Ledger amounts: WALLET lines in millicredits, EARNINGS lines in paise; everything else in paise. refundable is what is left to refund (0 unless PAID).',
        security: bearer,
        params: idParams,
        response: { 200: orderRecordSchema, 404: errorBodySchema },
      },
    },
    async (request) => app.operators.orderRecord(request.params.id),
  );

  app.post(
    '/v1/admin/orders/:id/refund',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Refund a paid order, whole or in part, to the wallet or the card',
        description: `No amount: what is left. More than what is left 409; an order not PAID 409; CARD for an order not paid by card 409. A card refund calls the payment provider once, inside the transaction: a refusal answers 502 and records nothing. The astrologer's earning is reversed first, in proportion. ${keyed} ${audited} (order.refunded)`,
        security: bearer,
        headers: idempotencyKeyHeadersSchema,
        params: idParams,
        body: operatorRefundSchema,
        response: { 200: refundSchema, ...refusals, 422: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) =>
      idempotent(app, request, (trx) =>
        app.operators.refundOrder(
          trx,
          actorOf(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );
};

const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/disputes',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Disputes by status (OPEN first), oldest first',
        description: "The customer's reason and the order's people and total; at most 200.",
        security: bearer,
        querystring: disputeQuerySchema,
        response: { 200: z.array(operatorDisputeSchema) },
      },
    },
    async (request) => app.operators.disputes(request.query.status),
  );

  app.get(
    '/v1/admin/disputes/:id/conversation',
    {
      config: operator,
      schema: {
        tags,
        summary: "The disputed order's question or chat, while the dispute is open",
        description:
          'The one place an operator reads question or chat text: only the order under dispute, only while the dispute is OPEN (409 once resolved), and each reading is audited (dispute.conversation_read).',
        security: bearer,
        params: idParams,
        response: { 200: disputeConversationSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => app.operators.disputeConversation(actorOf(request), request.params.id),
  );

  app.post(
    '/v1/admin/disputes/:id/resolve',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Resolve an open dispute, with or without a refund',
        description: `With \`refund\` the order is refunded as POST /v1/admin/orders/{id}/refund does, the resolution as its reason (audited as order.refunded too). A resolved dispute 409. ${keyed} ${audited} (dispute.resolved)`,
        security: bearer,
        headers: idempotencyKeyHeadersSchema,
        params: idParams,
        body: disputeResolutionSchema,
        response: { 200: disputeSchema, ...refusals, 422: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) =>
      idempotent(app, request, (trx) =>
        app.operators.resolveDispute(
          trx,
          actorOf(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );
};

/** The console's reviews, payouts, orders and disputes: each action one audited service call. */
const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewRoutes);
  await app.register(payoutRoutes);
  await app.register(orderRoutes);
  await app.register(disputeRoutes);
};

export default consoleRoutes;
