import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  horoscopeIdQuerySchema,
  paymentLinkRequestSchema,
  paymentLinkResponseSchema,
  paymentLinksResponseSchema,
  portalConversationRequestSchema,
  portalConversationResponseSchema,
  portalMessageRequestSchema,
  portalMessageResponseSchema,
  portalMessagesQuerySchema,
  portalMessagesResponseSchema,
  shareLinkRequestSchema,
  shareLinkSchema,
} from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { idempotent } from '../money/idempotency.ts';
import { failures as moneyFailures, idempotencyNote } from '../money/routes-support.ts';
import { seedPortalDemo } from './demo.ts';

const tags = ['customer portal'];
const security = [{ bearer: [] }];
const astrologer = {
  auth: ['ASTROLOGER'] as const,
  rateLimit: { max: 120, timeWindow: '1 minute' },
};
const failures = { 400: errorBodySchema, 404: errorBodySchema };
const ownOnly =
  'Only the astrologer who owns the external customer (horoscope of type EXTERNAL_CUSTOMER) reaches it; any other horoscope, conversation or caller answers 404.';

/** The astrologer's side of the customer portal (docs/customer-portal.md). */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the horoscopes module's seed (registered before this one), whose customers it needs.
  if (app.config.seedDemo) app.addHook('onReady', () => seedPortalDemo(app));

  app.get(
    '/v1/external-customer/conversation',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'The conversation with an external customer (data null when none yet)',
        description: ownOnly,
        querystring: horoscopeIdQuerySchema,
        response: { 200: portalConversationResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.conversation(requireCaller(request), request.query.horoscopeId),
    }),
  );

  app.post(
    '/v1/external-customer/conversation',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'The conversation with an external customer, created when missing',
        description:
          'One conversation per horoscope: a repeat (or a double click) answers the same one. astrologerId must be the caller (else 404); astrologerName, customerName and customerPhone are taken from the server’s own account and profile. ' +
          ownOnly,
        body: portalConversationRequestSchema,
        response: { 200: portalConversationResponseSchema, ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (request.body.astrologerId !== caller.userId) throw notFound();
      return { data: await app.portal.openConversation(caller, request.body.horoscopeId) };
    },
  );

  app.get(
    '/v1/external-customer/messages',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'A page of the conversation’s messages, oldest first',
        description:
          'pageNumber 0 is the latest pageSize (default 10, at most 50) messages; each page is returned oldest first, as the portal shows it. An external customer without a conversation yet has none. ' +
          ownOnly,
        querystring: portalMessagesQuerySchema,
        response: { 200: portalMessagesResponseSchema, ...failures },
      },
    },
    async (request) => ({ data: await app.portal.messages(requireCaller(request), request.query) }),
  );

  app.post(
    '/v1/external-customer/messages',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: 'The astrologer writes to the external customer',
        description:
          'content: 1–2,000 characters after trimming (a non-breaking space counts as a space). recipientId is accepted and ignored: the recipient is the conversation’s customer. The astrologer’s other tabs get PORTAL_MESSAGE on the live channel; the client’s page fetches new messages itself. ' +
          ownOnly,
        body: portalMessageRequestSchema,
        response: { 200: portalMessageResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.sendAsAstrologer(
        requireCaller(request),
        request.body.conversationId,
        request.body.content,
      ),
    }),
  );

  app.post(
    '/v1/external-customer/share-link',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'A new link to the external horoscope page (/{horoscopeId}?token=…)',
        description:
          'The token is 256 random bits; only its SHA-256 is stored. It opens this horoscope’s page, chart and chat only, for PORTAL_LINK_DAYS (default 30) days. A new link revokes the earlier one at once. ' +
          'With email, the link is also mailed there and the address is kept as the client’s, for payment receipts (503 when the mail cannot be sent). ' +
          ownOnly,
        body: shareLinkRequestSchema,
        response: { 200: shareLinkSchema, ...failures, 503: errorBodySchema },
      },
    },
    async (request) =>
      app.portal.shareLink(requireCaller(request), request.body.horoscopeId, request.body.email),
  );

  app.post(
    '/v1/payment/portal-link',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: [...tags, 'payments'],
        security,
        summary: 'A payment link for the external customer (data is the link)',
        description:
          'amount: whole rupees, priced by the server’s portal quote (GET /api/v1/pricing/portal: CGST and SGST in India, international tax elsewhere; the client pays the total, the astrologer earns base − commission). orderId is the conversation id; astrologerId and userId must be the caller (else 404). ' +
          'The link (/external/pay?id=…) is paid once and expires after PAYMENT_LINK_DAYS (default 7) days. ' +
          'While card payments are off (GET /api/v1/payment/card-payments says OFF): 409 "Card payments are unavailable at the moment", and no link or order is made. ' +
          idempotencyNote,
        body: paymentLinkRequestSchema,
        response: { 200: paymentLinkResponseSchema, ...moneyFailures },
      },
    },
    async (request) => {
      // A link only a card can pay is not made while cards are off (the demo data still makes its own).
      app.money.requireCardPayments();
      return idempotent(app, request, async (trx) => {
        const link = await app.portal.createPaymentLink(trx, requireCaller(request), request.body);
        return { status: true, data: link.url, link };
      });
    },
  );

  app.get(
    '/v1/payment/portal-links',
    {
      config: astrologer,
      schema: {
        tags: [...tags, 'payments'],
        security,
        summary: 'The external customer’s payment links, newest first, with status',
        description: `status: CREATED (waiting), PAID or EXPIRED. ${ownOnly}`,
        querystring: horoscopeIdQuerySchema,
        response: { 200: paymentLinksResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.paymentLinks(requireCaller(request), request.query.horoscopeId),
    }),
  );
};

export default portalRoutes;
