import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  externalHoroscopeParamsSchema,
  externalHoroscopeSchema,
  externalMessageRequestSchema,
  externalMessagesQuerySchema,
  externalPaymentResponseSchema,
  paymentLinkIdParamsSchema,
  paymentLinkSummarySchema,
  portalMessageResponseSchema,
  portalMessagesResponseSchema,
  portalTokenHeader,
} from '@kusp/contracts';
import { noStore } from '../../lib/no-store.ts';
import { hashToken } from './share-link-tokens.ts';

const tags = ['external customer'];
const perAddress = { max: 60, timeWindow: '1 minute' };
const tokenHeaders = z.object({ [portalTokenHeader]: z.string().max(200).optional() });
const failures = { 400: errorBodySchema, 404: errorBodySchema };
const tokenRule =
  `Public: the share link’s token goes in the ${portalTokenHeader} header. A missing, unknown, altered, expired or revoked token, or one of another horoscope, answers the same 404 with no data. ` +
  'Rate-limited per address and per token (60 a minute each). The token reaches this horoscope’s page and conversation only, never a signed-in route. Every answer carries Cache-Control: no-store.';

const tokenOf = (headers: Record<string, unknown>) => {
  const value = headers[portalTokenHeader];
  return typeof value === 'string' ? value : '';
};

/** What the astrologer's client reaches without an account (docs/customer-portal.md). */
const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a token or a checkout address opens is nobody's to keep: no browser or proxy stores it.
  app.addHook('onRequest', noStore);
  const perToken = app.rateLimit({
    ...perAddress,
    keyGenerator: (request) => `portal-token:${hashToken(tokenOf(request.headers))}`,
  });

  app.get(
    '/v1/external/horoscope/:id',
    {
      config: { rateLimit: perAddress },
      onRequest: perToken,
      schema: {
        tags,
        summary: 'The external horoscope page: profile, chart and the conversation’s id',
        description: `The profile leaves out the phone, owner and the astrologer’s notes. ${tokenRule}`,
        params: externalHoroscopeParamsSchema,
        headers: tokenHeaders,
        response: { 200: externalHoroscopeSchema, ...failures },
      },
    },
    async (request) => app.portal.externalHoroscope(request.params.id, tokenOf(request.headers)),
  );

  app.get(
    '/v1/external/horoscope/:id/messages',
    {
      config: { rateLimit: perAddress },
      onRequest: perToken,
      schema: {
        tags,
        summary: 'A page of the conversation with the astrologer, oldest first',
        description: `The client's page asks again every 3 seconds while it is open (decision: polling rather than a live connection, see docs/customer-portal.md). ${tokenRule}`,
        params: externalHoroscopeParamsSchema,
        headers: tokenHeaders,
        querystring: externalMessagesQuerySchema,
        response: { 200: portalMessagesResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.externalMessages(
        request.params.id,
        tokenOf(request.headers),
        request.query,
      ),
    }),
  );

  app.post(
    '/v1/external/horoscope/:id/messages',
    {
      config: { rateLimit: perAddress },
      onRequest: perToken,
      schema: {
        tags,
        summary: 'The client writes to the astrologer',
        description: `content: 1–2,000 characters after trimming. The astrologer's portal gets it at once (PORTAL_MESSAGE on the live channel). ${tokenRule}`,
        params: externalHoroscopeParamsSchema,
        headers: tokenHeaders,
        body: externalMessageRequestSchema,
        response: { 200: portalMessageResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.sendAsCustomer(
        request.params.id,
        tokenOf(request.headers),
        request.body.content,
      ),
    }),
  );

  app.get(
    '/v1/external/payment-link/:id/summary',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'What the payer’s page shows: who is paid, the lines the payer pays, the status',
        description:
          'Public (the /external/pay page, before Pay). astrologerName is the astrologer’s name on the conversation; invoice holds the payer’s lines only (base rate, CGST, SGST, international tax, total; the commission is between the astrologer and Kusp); status CREATED (payable), PAID (with paidAt: the page says it is already paid), REVOKED or EXPIRED. Unknown: 404. The answer carries Cache-Control: no-store.',
        params: paymentLinkIdParamsSchema,
        response: { 200: paymentLinkSummarySchema, ...failures },
      },
    },
    async (request) => app.portal.paymentLinkSummary(request.params.id),
  );

  app.get(
    '/v1/external/payment-link/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Opens a payment link: data is the card provider’s checkout page',
        description:
          'Public (the /external/pay page). The link names its own order only, so no id can point the checkout at another order. A waiting link opens (or reuses) the order’s one card payment at the configured provider (sandbox by default, CCAvenue when configured) with a fresh one-time page token: two browsers paying at once share one payment, and the order is paid once. ' +
          'The checkout page’s address works for 30 minutes and never after the link expires; a payment completed after the link expired or was revoked is not taken for it: it is marked REFUNDED, to be given back through the provider, and the browser comes back to /external/paid?id=…&refunded=true. ' +
          'Already paid: 409 "This payment link has already been paid"; cancelled by the astrologer: 409 "This payment link was cancelled by your astrologer"; card payments off: 409 "Card payments are unavailable at the moment"; unknown or expired: 404. After paying, the browser comes back to /external/paid?id=…. The answer carries Cache-Control: no-store.',
        params: paymentLinkIdParamsSchema,
        response: { 200: externalPaymentResponseSchema, ...failures, 409: errorBodySchema },
      },
    },
    async (request) => ({
      status: true,
      data: await app.db
        .transaction()
        .execute((trx) => app.portal.checkout(trx, request.params.id)),
    }),
  );
};

export default externalRoutes;
