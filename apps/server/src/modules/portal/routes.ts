import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientEmailRequestSchema,
  currentShareLinkSchema,
  errorBodySchema,
  horoscopeIdBodySchema,
  horoscopeIdQuerySchema,
  messageBodySchema,
  paymentLinkIdParamsSchema,
  paymentLinkMailRequestSchema,
  paymentLinkRequestSchema,
  paymentLinkResponseSchema,
  paymentLinksResponseSchema,
  portalConversationRequestSchema,
  portalConversationResponseSchema,
  portalMessageRequestSchema,
  portalMessageResponseSchema,
  portalMessagesQuerySchema,
  portalMessagesResponseSchema,
  portalLimits,
  portalTexts,
  revokedPaymentLinkResponseSchema,
  shareLinkRequestSchema,
  shareLinkSchema,
} from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { noStore } from '../../lib/no-store.ts';
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
const shareLinkNote =
  'The link is /{horoscopeId}#token=…: the token (256 random bits) rides in the fragment, which browsers never send, so it reaches no access log, proxy or Referer; only its SHA-256 opens anything, and it is kept sealed under a key derived from the sign-in secret so that its astrologer can copy it again. It opens this horoscope’s page, chart and chat only, for PORTAL_LINK_DAYS (default 30) days. The answer carries Cache-Control: no-store. ';
const clientMailNote = `Mail goes only to the client’s e-mail on record (PUT /api/v1/external-customer/email): another address answers 400 "${portalTexts.clientEmailDiffers}", none on record 400 "${portalTexts.clientEmailMissing}". The astrologer’s words (their and the client’s names) are quoted after Kusp’s own sentence, never in the subject. At most ${portalLimits.clientMailsPerDay} mails to clients per astrologer in any 24 hours (429 "${portalTexts.clientMailCap}", with Retry-After); 503 when the mail cannot be sent (not counted).`;

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

  app.put(
    '/v1/external-customer/email',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Sets the client’s e-mail on record (data is the conversation)',
        description:
          'The one address Kusp mails this client at (share links, horoscopes, payment receipts). Changing it is written to the audit trail (who, from which address, before and after) in the same transaction; the same address again changes nothing. ' +
          ownOnly,
        body: clientEmailRequestSchema,
        response: { 200: portalConversationResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.changeClientEmail(
        requireCaller(request),
        request.body.horoscopeId,
        request.body.email,
        request.ip,
      ),
    }),
  );

  app.get(
    '/v1/external-customer/share-link',
    {
      config: astrologer,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: 'The client’s live share link (data null when none)',
        description:
          'url is null when the link cannot be shown again (made before links were kept, or sealed under a sign-in secret no longer configured): replace it to copy one. ' +
          shareLinkNote +
          ownOnly,
        querystring: horoscopeIdQuerySchema,
        response: { 200: currentShareLinkSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.currentShareLink(requireCaller(request), request.query.horoscopeId),
    }),
  );

  app.post(
    '/v1/external-customer/share-link',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: 'The client’s current share link, made when there is none; mailed with email',
        description:
          'Copying a link never replaces it: the current link is answered again until it expires, is replaced or is revoked (409 when it cannot be shown again: replace it). With email, the link is also mailed to the client. ' +
          clientMailNote +
          ' ' +
          shareLinkNote +
          ownOnly,
        body: shareLinkRequestSchema,
        response: { 200: shareLinkSchema, ...failures, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) =>
      app.portal.shareLink(requireCaller(request), request.body.horoscopeId, request.body.email),
  );

  app.post(
    '/v1/external-customer/share-link/replace',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: 'A new share link in place of the current one, which stops working at once',
        description: shareLinkNote + ownOnly,
        body: horoscopeIdBodySchema,
        response: { 200: shareLinkSchema, ...failures },
      },
    },
    async (request) =>
      app.portal.replaceShareLink(requireCaller(request), request.body.horoscopeId),
  );

  app.delete(
    '/v1/external-customer/share-link',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Revokes the client’s share link',
        description:
          'Its token then answers the same 404 as an unknown one, at once; the conversation stays, and Copy Link makes a new link. Revoking when there is none changes nothing. ' +
          ownOnly,
        querystring: horoscopeIdQuerySchema,
        response: { 200: messageBodySchema, ...failures },
      },
    },
    async (request) => {
      await app.portal.revokeShareLink(requireCaller(request), request.query.horoscopeId);
      return { message: portalTexts.shareLinkRevoked };
    },
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
          'The link is posted in the portal chat as the astrologer’s message (the total, the base and the tax, and the link’s full address) in the same transaction, so a replay posts nothing twice; POST /api/v1/payment/portal-link/{id}/email then e-mails it. ' +
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

  app.post(
    '/v1/payment/portal-link/:id/email',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: [...tags, 'payments'],
        security,
        summary: 'E-mails a waiting payment link to the client',
        description:
          'Send Link’s second step (the first, POST /api/v1/payment/portal-link, makes the link and posts it in the portal chat). The mail names the astrologer and the client as the astrologer wrote them, the lines the client pays (base rate, CGST and SGST or international tax, total), the link and its last day. A paid, revoked or expired link answers 409 and mails nothing. ' +
          clientMailNote +
          ' Only the astrologer who made the link reaches it; anyone else gets 404.',
        params: paymentLinkIdParamsSchema,
        body: paymentLinkMailRequestSchema,
        response: {
          200: messageBodySchema,
          ...failures,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.portal.mailPaymentLink(
        requireCaller(request),
        request.params.id,
        request.body.email,
      );
      return { message: portalTexts.paymentLinkMailed };
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
        description: `status: CREATED (waiting), PAID, EXPIRED or REVOKED (cancelled by the astrologer). ${ownOnly}`,
        querystring: horoscopeIdQuerySchema,
        response: { 200: paymentLinksResponseSchema, ...failures },
      },
    },
    async (request) => ({
      data: await app.portal.paymentLinks(requireCaller(request), request.query.horoscopeId),
    }),
  );

  app.post(
    '/v1/payment/portal-link/:id/revoke',
    {
      config: { auth: ['ASTROLOGER'], rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: [...tags, 'payments'],
        security,
        summary: 'Cancels a payment link that is not paid (data is the link, status REVOKED)',
        description:
          'The link can no longer be paid: opening it answers 409 "This payment link was cancelled by your astrologer" (linkStatus in the portal service is the one rule every way to pay a link asks). Already paid: 409 "This payment link has already been paid" (a revocation and a payment of one link happen one after the other). Revoking again changes nothing. Only the astrologer who made the link reaches it; anyone else gets 404.',
        params: paymentLinkIdParamsSchema,
        response: { 200: revokedPaymentLinkResponseSchema, ...failures, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await app.portal.revokePaymentLink(requireCaller(request), request.params.id),
    }),
  );
};

export default portalRoutes;
