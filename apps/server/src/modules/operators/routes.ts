import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDashboardSchema,
  adminTexts,
  auditPageSchema,
  auditQuerySchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageBodySchema,
  messages,
  newOperatorSchema,
  operatorSchema,
  reviewQueueItemSchema,
  reviewQueueQuerySchema,
  reviewReasonSchema,
  serverRoles,
} from '@kusp/contracts';
import { signIn } from '../accounts/service.ts';
import { openStored } from '../astrologers/uploads.ts';
import { actorOf, audited, bearer, idParams, operator, tags } from './route-support.ts';

/** The operator console (ADMIN only, docs/operations.md); operators never see chat or question text. */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/authentication',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "An operator's sign-in (/admin/login)",
        description:
          'Operator accounts only (any other answers 401 as a wrong password does); the same limits as every sign-in: 20 a minute per IP address, and per account and address 5 attempts a minute, then 10 per 15 minutes (429 with Retry-After). See docs/security.md.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) =>
      signIn(app, request.body.username, request.body.password, request.ip, [serverRoles.operator]),
  );

  app.get(
    '/v1/admin/dashboard',
    {
      config: operator,
      schema: {
        tags,
        summary: "Today's and this month's orders and revenue, reviews waiting, 90 days of revenue",
        description:
          "Days are India's. Revenue (paise) is what customers paid for services: the wallet's side of the ledger for service orders plus card payments of services; credits bought count when they are spent (docs/operations.md). Orders: service orders paid in the period.",
        security: bearer,
        response: { 200: adminDashboardSchema },
      },
    },
    async () => app.operators.dashboard(),
  );

  app.get(
    '/v1/admin/astrologers',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Astrologers by review status (PENDING_REVIEW first), oldest sign-up first',
        description: 'With their documents; at most 200.',
        security: bearer,
        querystring: reviewQueueQuerySchema,
        response: { 200: z.array(reviewQueueItemSchema) },
      },
    },
    async (request) => app.operators.reviewQueue(request.query.status),
  );

  app.get(
    '/v1/admin/astrologers/:id/documents/:documentId',
    {
      config: operator,
      schema: {
        tags,
        summary: "One of an astrologer's documents",
        description:
          "A PDF, JPEG or PNG as judged from its content when it was uploaded, sent as an attachment and never as HTML; each look is audited (astrologer_document.viewed). 404 for a document that is not this astrologer's.",
        security: bearer,
        params: idParams.extend({ documentId: z.uuid(messages.generic.notFound) }),
      },
    },
    async (request, reply) => {
      const document = await app.operators.viewDocument(
        actorOf(request),
        request.params.id,
        request.params.documentId,
      );
      const stream = await openStored(document.path);
      return reply
        .type(document.content_type)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(document.file_name)}`,
        )
        .send(stream);
    },
  );

  for (const [decision, summary, done] of [
    ['reject', 'Reject a pending astrologer with a reason', adminTexts.rejected],
    ['suspend', 'Suspend an approved astrologer with a reason', adminTexts.suspended],
  ] as const) {
    app.post(
      `/v1/admin/astrologers/:id/${decision}`,
      {
        config: operator,
        schema: {
          tags,
          summary,
          description:
            decision === 'reject'
              ? `Only from PENDING_REVIEW (else 409). The astrologer is e-mailed the reason and may send the profile for review again. ${audited}`
              : `Only from APPROVED (else 409). They leave the directory at once and can no longer be paid for; within one chat sweep (5 s) their pending requests are released and running sessions end as an astrologer's early end: the minutes delivered are paid, the rest goes back to the wallet (all of it when the customer never got the astrologer). The astrologer is e-mailed. ${audited}`,
          security: bearer,
          params: idParams,
          body: reviewReasonSchema,
          response: {
            200: messageBodySchema,
            400: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        await app.operators[decision](actorOf(request), request.params.id, request.body.reason);
        return { message: done };
      },
    );
  }

  app.post(
    '/v1/admin/astrologers/:id/approve',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Approve a pending (or reinstate a suspended) astrologer',
        description: `From PENDING_REVIEW or SUSPENDED (else 409): listed and bookable at once; the astrologer is e-mailed. ${audited}`,
        security: bearer,
        params: idParams,
        response: { 200: messageBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await app.operators.approve(actorOf(request), request.params.id);
      return { message: adminTexts.approved };
    },
  );

  app.get(
    '/v1/admin/audit',
    {
      config: operator,
      schema: {
        tags,
        summary: 'The audit record, newest first, paged and filtered',
        description:
          "`action` (e.g. astrologer.approved), `recordId` and `actorId` match exactly. Every audited act of the product is here, not only the operators' own.",
        security: bearer,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return app.operators.auditPage(filter, page, size);
    },
  );

  app.get(
    '/v1/admin/operators',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every operator account',
        security: bearer,
        response: { 200: z.array(operatorSchema) },
      },
    },
    async () => app.operators.listOperators(),
  );

  app.post(
    '/v1/admin/operators',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Add an operator',
        description: `They sign in at /admin/login with this e-mail and password. 409 when the e-mail has an account. ${audited}`,
        security: bearer,
        body: newOperatorSchema,
        response: { 200: operatorSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => app.operators.addOperator(actorOf(request), request.body),
  );
};

export default operatorRoutes;
