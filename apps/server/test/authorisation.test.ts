import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSendDestinations, shareLinkToken, type ChatSession } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { errorBodyProblem } from './support/error-body.ts';
import { askedQuestion, astrologerWithRate, birth, grant } from './support/money.ts';
import { listenForLive, openTab } from './support/live.ts';
import { loadDocument, operations, type Document } from './support/openapi-walk.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// The authorisation matrix (issue 27). Two customers and two astrologers; the second of each (the
// victims) own resources of every kind. Every operation the server documents is tried with no
// sign-in, with the wrong role, and by the first of each (the attackers) on the victims' ids:
// nothing may be allowed, and no answer may carry a victim's private data. The operations come
// from the server's own OpenAPI document and the STOMP destinations from the contracts, so a new
// route or destination without an entry here fails the test.

type Role = 'USER' | 'ASTROLOGER' | 'ADMIN';
type Account = Awaited<ReturnType<typeof createAccount>>;

interface Victims {
  customer: Account;
  astrologer: Account;
  /** The victim customer's own (SELF) horoscope. */
  selfHoroscopeId: string;
  questionId: string;
  questionOrderId: string;
  creditOrderId: string;
  sessionId: string;
  videoSessionId: string;
  /** The victim astrologer's external customer. */
  clientHoroscopeId: string;
  documentId: string;
  referenceId: string;
  eventId: string;
  /** The victim astrologer's conversation with their client, and a payment link in it. */
  conversationId: string;
  paymentLinkId: string;
  /** A valid share-link token, but of the victim astrologer's other client. */
  foreignToken: string;
  /** The victim customer's review of the victim astrologer. */
  reviewId: string;
}

/** What an attacker sends: the victims' ids in the path, query or body. */
interface Aim {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

type Entry =
  /** Anyone may call it; `aim` reaches a victim's resource, which must be refused. */
  | { who: 'anyone'; aim?: (v: Victims) => Aim }
  /** Signed in with one of `roles`; `aim` at the victims must be refused. */
  | { who: Role[]; aim: (v: Victims) => Aim }
  /**
   * Signed in with one of `roles`; acts only on the caller's own data, which must hold none of the
   * victims'. `signsOut`: it ends the caller's sign-in, so it is tried last.
   */
  | { who: Role[]; own: true; aim?: (v: Victims) => Aim; signsOut?: true }
  /**
   * The operator console: ADMIN only. Operators act on everyone's records (and are audited for
   * it), so an operator's answer may name the victims; it must never hold their chat, question or
   * note texts (docs/operations.md).
   */
  | { who: ['ADMIN']; staff: true; aim?: (v: Victims) => Aim };

const both: Role[] = ['USER', 'ASTROLOGER'];
const anyAccount: Role[] = ['USER', 'ASTROLOGER', 'ADMIN'];
const operator = ['ADMIN'] as ['ADMIN'];
/** An astrologer nobody has: the operator's decisions are tried without changing a real one. */
const nobody = '00000000-0000-4000-8000-000000000044';
const customer: Role[] = ['USER'];
const astrologer: Role[] = ['ASTROLOGER'];

const matrix: Record<string, Entry> = {
  'GET /api/health': { who: 'anyone' },
  'POST /api/v1/authentication': { who: 'anyone' },
  'GET /api/v1/user/me': { who: anyAccount, own: true },
  'PUT /api/v1/user/language': {
    who: anyAccount,
    own: true,
    aim: () => ({ body: { language: 'hi' } }),
  },
  'POST /api/v1/user/validation/send-otp': { who: 'anyone' },
  'POST /api/v1/user/registration': { who: 'anyone' },
  'POST /api/v1/astrologer/register': { who: 'anyone' },
  'POST /api/v1/user/forgot-password': { who: 'anyone' },
  'POST /api/v1/user/set-password': { who: 'anyone' },
  'PUT /api/v1/user/change-password': { who: anyAccount, own: true, signsOut: true },
  'POST /api/v1/user/logout': { who: anyAccount, own: true, signsOut: true },
  'POST /api/v1/admin/authentication': { who: 'anyone' },
  'GET /api/v1/admin/dashboard': { who: operator, staff: true },
  'GET /api/v1/admin/astrologers': { who: operator, staff: true },
  'GET /api/v1/admin/astrologers/{id}/documents/{documentId}': {
    who: operator,
    staff: true,
    aim: (v) => ({ params: { id: v.astrologer.id, documentId: v.documentId } }),
  },
  'POST /api/v1/admin/astrologers/{id}/approve': {
    who: operator,
    staff: true,
    aim: () => ({ params: { id: nobody } }),
  },
  'POST /api/v1/admin/astrologers/{id}/reject': {
    who: operator,
    staff: true,
    aim: () => ({ params: { id: nobody }, body: { reason: 'matrix' } }),
  },
  'POST /api/v1/admin/astrologers/{id}/suspend': {
    who: operator,
    staff: true,
    aim: () => ({ params: { id: nobody }, body: { reason: 'matrix' } }),
  },
  'GET /api/v1/admin/audit': { who: operator, staff: true },
  'GET /api/v1/admin/reviews/reported': { who: operator, staff: true },
  'POST /api/v1/admin/reviews/{id}/hide': {
    who: operator,
    staff: true,
    aim: () => ({ params: { id: nobody }, body: { reason: 'matrix' } }),
  },
  'GET /api/v1/admin/payouts': { who: operator, staff: true },
  'GET /api/v1/admin/payouts/pending.csv': { who: operator, staff: true },
  'POST /api/v1/admin/payouts': {
    who: operator,
    staff: true,
    aim: () => ({
      headers: { 'idempotency-key': 'matrix-payout' },
      body: { astrologerId: nobody, amount: 100, bankReference: 'UTR-MATRIX' },
    }),
  },
  // The victims' orders: an operator sees ids, people and amounts, never their texts.
  'GET /api/v1/admin/orders': {
    who: operator,
    staff: true,
    aim: (v) => ({ query: { q: v.customer.email } }),
  },
  'GET /api/v1/admin/orders/{id}': {
    who: operator,
    staff: true,
    aim: (v) => ({ params: { id: v.questionOrderId } }),
  },
  'POST /api/v1/admin/orders/{id}/refund': {
    who: operator,
    staff: true,
    aim: () => ({
      params: { id: nobody },
      headers: { 'idempotency-key': 'matrix-refund' },
      body: { reason: 'matrix', destination: 'WALLET' },
    }),
  },
  'GET /api/v1/admin/disputes': { who: operator, staff: true },
  // No dispute is open about the victims' orders: their texts stay unread.
  'GET /api/v1/admin/disputes/{id}/conversation': {
    who: operator,
    staff: true,
    aim: () => ({ params: { id: nobody } }),
  },
  'POST /api/v1/admin/disputes/{id}/resolve': {
    who: operator,
    staff: true,
    aim: () => ({
      params: { id: nobody },
      headers: { 'idempotency-key': 'matrix-resolve' },
      body: { resolution: 'matrix' },
    }),
  },
  'POST /api/v1/disputes': {
    who: customer,
    aim: (v) => ({ body: { orderId: v.questionOrderId, reason: 'Not my order' } }),
  },
  'GET /api/v1/disputes/order/{id}': {
    who: customer,
    aim: (v) => ({ params: { id: v.questionOrderId } }),
  },
  'GET /api/v1/admin/operators': { who: operator, staff: true },
  'POST /api/v1/admin/operators': {
    who: operator,
    staff: true,
    aim: () => ({
      body: {
        firstName: 'Matrix',
        lastName: 'Operator',
        email: 'matrix.operator@example.com',
        password: 'Matrix#2026',
      },
    }),
  },
  'GET /api/v1/astrologer/review': { who: astrologer, own: true },
  'POST /api/v1/astrologer/review/resubmit': { who: astrologer, own: true },
  'PUT /api/v1/astrologer/document': {
    who: astrologer,
    aim: (v) => ({ query: { astrologerId: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/document': {
    who: astrologer,
    aim: (v) => ({ query: { astrologerId: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/document/{documentId}': {
    who: astrologer,
    aim: (v) => ({ params: { documentId: v.documentId } }),
  },
  'PUT /api/v1/user/availability/{id}/{status}': {
    who: both,
    aim: (v) => ({ params: { id: v.astrologer.id, status: 'AWAY' } }),
  },
  'GET /api/v1/availability/{id}': {
    who: both,
    own: true,
    aim: (v) => ({ params: { id: v.customer.id } }),
  },
  'POST /api/v1/availability/bulk-get': {
    who: both,
    own: true,
    aim: (v) => ({ body: [v.customer.id] }),
  },
  'GET /api/v3/astrologer/profile/{id}': { who: 'anyone' },
  'PUT /api/v1/astrologer/details/{id}': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.astrologer.id }, body: { firstName: 'Mallory' } }),
  },
  'PUT /api/v1/astrologer/features': { who: astrologer, own: true },
  'PUT /api/v1/astrologer/profile-pic/{id}': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/profile-picture/{fileName}': { who: 'anyone' },
  'GET /api/v1/astrologer/list': { who: 'anyone' },
  'GET /api/v3/astrologer/list': { who: 'anyone' },
  'GET /api/v1/payment/currency': { who: 'anyone' },
  'GET /api/v1/payment/card-payments': { who: 'anyone' },
  'GET /api/v1/avatar/{file}': { who: 'anyone' },
  'GET /api/v1/blog/all': { who: 'anyone' },
  'GET /api/v1/blog/search-by-slug/{slug}': { who: 'anyone' },
  'POST /api/v1/enquiry': { who: 'anyone' },
  'POST /api/v1/newsletter/subscription': { who: 'anyone' },
  'POST /api/v1/product/update/subscribe': { who: 'anyone' },
  'GET /api/v1/geo/country': { who: 'anyone' },
  'GET /api/v1/geo/country/{code}/state': { who: 'anyone' },
  'GET /api/v1/geo/time-zone/': { who: 'anyone' },
  'GET /api/v1/geo/places': { who: 'anyone' },
  'POST /api/v1/birth-detail': { who: 'anyone' },
  // Research entries are reached by their reference id, which only their owner's browser holds.
  'POST /api/v1/event': {
    who: 'anyone',
    aim: () => ({ body: { referenceId: 'not-the-reference', ...researchEvent } }),
  },
  'GET /api/v1/event/{id}': { who: 'anyone', aim: (v) => ({ params: { id: v.eventId } }) },
  'PUT /api/v1/event/{id}': {
    who: 'anyone',
    aim: (v) => ({
      params: { id: v.eventId },
      query: { referenceId: v.eventId },
      body: researchEvent,
    }),
  },
  'DELETE /api/v1/event/{id}': {
    who: 'anyone',
    aim: (v) => ({ params: { id: v.eventId }, query: { referenceId: v.eventId } }),
  },
  'GET /api/v1/horoscope/profile/{customerId}': {
    who: customer,
    aim: (v) => ({ params: { customerId: v.customer.id } }),
  },
  'POST /api/v1/horoscope/add': { who: customer, own: true },
  'PUT /api/v1/horoscope/{id}/edit': {
    who: customer,
    aim: (v) => ({ params: { id: v.selfHoroscopeId }, body: birth }),
  },
  'GET /api/v1/horoscope/customers': { who: astrologer, own: true },
  'POST /api/v3/horoscope/add': { who: astrologer, own: true },
  'PUT /api/v3/horoscope/{id}/edit': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.clientHoroscopeId }, body: birth }),
  },
  'GET /api/v1/horoscope/profile-by-id/{id}': {
    who: both,
    aim: (v) => ({ params: { id: v.selfHoroscopeId } }),
  },
  'GET /api/v1/horoscope/{id}': {
    who: both,
    aim: (v) => ({ params: { id: v.clientHoroscopeId } }),
  },
  'GET /api/v3/horoscope/{id}/comment': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.clientHoroscopeId } }),
  },
  'POST /api/v3/horoscope/{id}/comment': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.clientHoroscopeId }, body: { comments: 'Mallory' } }),
  },
  'PUT /api/v1/horoscope/add-comment/{id}': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.clientHoroscopeId }, body: { comments: 'Mallory' } }),
  },
  'GET /api/v1/predictions/{id}': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.clientHoroscopeId } }),
  },
  'PUT /api/v1/prediction/{id}': {
    who: astrologer,
    aim: (v) => ({
      params: { id: v.clientHoroscopeId },
      body: { type: 'GENERAL_PREDICTION', content: [{ header: 'Career', description: 'x' }] },
    }),
  },
  'POST /api/v1/horoscope/send-horoscope-by-email/{id}': {
    who: astrologer,
    aim: (v) => ({
      params: { id: v.clientHoroscopeId },
      query: { email: 'mallory@example.com', timezone: 'Asia/Kolkata' },
    }),
  },
  'POST /api/v1/horoscope/compute': { who: 'anyone' },
  'POST /api/v1/horoscope/transit': { who: 'anyone' },
  'POST /api/v1/chat/request': {
    who: customer,
    aim: (v) => ({ body: { astrologerId: v.astrologer.id, userId: v.customer.id } }),
  },
  'POST /api/v1/chat/accept': {
    who: astrologer,
    aim: (v) => ({ body: { sessionId: v.videoSessionId } }),
  },
  'POST /api/v1/chat/reject': {
    who: astrologer,
    aim: (v) => ({ body: { sessionId: v.videoSessionId } }),
  },
  'POST /api/v1/chat/end': { who: both, aim: (v) => ({ body: { sessionId: v.sessionId } }) },
  'POST /api/v1/chat': {
    who: both,
    aim: (v) => ({
      body: { recipientId: v.customer.id, content: 'Mallory', conversationSessionId: v.sessionId },
    }),
  },
  'GET /api/v1/conversation/sessions/astrologer/{id}': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.astrologer.id } }),
  },
  'GET /api/v1/conversation/sessions/user': { who: customer, own: true },
  'GET /api/v1/conversation/sessions/past': { who: both, own: true },
  'GET /api/v1/conversation/{a}/{b}/session': {
    who: both,
    aim: (v) => ({ params: { a: v.customer.id, b: v.astrologer.id } }),
  },
  'GET /api/v1/conversation/{a}/{b}/messages': {
    who: both,
    aim: (v) => ({ params: { a: v.customer.id, b: v.astrologer.id } }),
  },
  'GET /api/v1/contacts/astrologer': { who: astrologer, own: true },
  'GET /api/v1/contacts/customer': { who: customer, own: true },
  'GET /api/v1/video/{sessionId}': {
    who: both,
    aim: (v) => ({ params: { sessionId: v.videoSessionId } }),
  },
  'POST /api/v1/video/answer': {
    who: both,
    aim: (v) => ({ body: { sessionId: v.videoSessionId, token: 'x', sdp: 'v=0' } }),
  },
  'POST /api/v1/video/ice-candidate': {
    who: both,
    aim: (v) => ({
      body: { sessionId: v.videoSessionId, token: 'x', candidate: { candidate: 'x' } },
    }),
  },
  // Prices are public knowledge to every signed-in person; nothing of the victims in them.
  'GET /api/v1/pricing/astrologer/rate/final/{astrologerId}': { who: both, own: true },
  'GET /api/v1/pricing/credit': { who: customer, own: true },
  'GET /api/v1/pricing/dialogue': { who: customer, own: true },
  'GET /api/v1/pricing/portal': { who: astrologer, own: true },
  'GET /api/v1/credit/{userId}': {
    who: customer,
    aim: (v) => ({ params: { userId: v.customer.id } }),
  },
  'POST /api/v2/credit': {
    who: customer,
    aim: (v) => ({
      body: {
        amount: 100,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'CREDIT_PURCHASE',
        customerId: v.customer.id,
      },
    }),
  },
  'POST /api/v1/order': {
    who: customer,
    aim: (v) => ({
      body: {
        serviceCode: 'OFFLINE_QUESTION',
        astrologerId: v.astrologer.id,
        customerId: v.customer.id,
        reference: v.questionId,
      },
    }),
  },
  'GET /api/v1/payment/order/{orderId}': {
    who: customer,
    aim: (v) => ({ params: { orderId: v.questionOrderId } }),
  },
  'POST /api/v3/payment': {
    who: customer,
    aim: (v) => ({ body: { orderId: v.creditOrderId, paymentProcessor: 'WALLET' } }),
  },
  'PUT /api/v1/payment/update-payment-order': {
    who: customer,
    aim: (v) => ({
      body: { orderId: v.creditOrderId, paymentId: 'x', paymentStatus: 'SUCCESS' },
    }),
  },
  // Provider callbacks: only a result signed by the provider moves money (payments.test.ts).
  'GET /api/v1/payment/callback/sandbox': {
    who: 'anyone',
    aim: (v) => ({ query: { orderId: v.creditOrderId, status: 'SUCCESS' } }),
  },
  'POST /api/v1/payment/callback/ccavenue': {
    who: 'anyone',
    aim: (v) => ({ body: { orderNo: v.creditOrderId, encResp: 'x' } }),
  },
  'GET /api/v1/transactions': { who: customer, aim: (v) => ({ query: { userId: v.customer.id } }) },
  'GET /api/v1/transactions/statement': {
    who: customer,
    aim: (v) => ({ query: { userId: v.customer.id } }),
  },
  'GET /api/v1/astrologer/transactions': {
    who: astrologer,
    aim: (v) => ({ query: { userId: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/transactions/statistics': {
    who: astrologer,
    aim: (v) => ({ query: { userId: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/money-earned': {
    who: astrologer,
    aim: (v) => ({ query: { userId: v.astrologer.id } }),
  },
  'GET /api/v1/astrologer/payouts': {
    who: astrologer,
    aim: (v) => ({ query: { userId: v.astrologer.id } }),
  },
  'POST /api/v1/reviews': {
    who: customer,
    aim: (v) => ({ body: { orderId: v.questionOrderId, rating: 1 } }),
  },
  'PUT /api/v1/reviews/{id}': {
    who: customer,
    aim: (v) => ({ params: { id: v.reviewId }, body: { rating: 1, text: 'Changed' } }),
  },
  'POST /api/v1/reviews/{id}/reply': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.reviewId }, body: { text: 'Not mine' } }),
  },
  // Anyone signed in may report any visible review: it changes nothing of the author's.
  'POST /api/v1/reviews/{id}/report': {
    who: ['USER', 'ASTROLOGER'],
    own: true,
    aim: (v) => ({ params: { id: v.reviewId }, body: { reason: 'spam' } }),
  },
  'GET /api/v1/reviews/order/{id}': {
    who: customer,
    aim: (v) => ({ params: { id: v.questionOrderId } }),
  },
  'GET /api/v1/astrologer/{id}/reviews': { who: 'anyone' },
  'POST /api/v1/question': { who: customer, own: true },
  'POST /api/v1/question/follow-up': {
    who: customer,
    aim: (v) => ({
      body: {
        astrologerId: v.astrologer.id,
        questionHeader: 'Career',
        question: 'And what about next year?',
        horoscopeId: v.selfHoroscopeId,
        parentQuestionId: v.questionId,
      },
    }),
  },
  'GET /api/v1/question/my-questions': { who: customer, own: true },
  'GET /api/v1/question/customer-question': {
    who: both,
    aim: (v) => ({ query: { astrologerId: v.astrologer.id, horoscopeId: v.selfHoroscopeId } }),
  },
  'GET /api/v1/question/{id}': { who: both, aim: (v) => ({ params: { id: v.questionId } }) },
  'DELETE /api/v1/question/{id}': {
    who: customer,
    aim: (v) => ({ params: { id: v.questionId } }),
  },
  'GET /api/v1/question/{id}/answer': { who: both, aim: (v) => ({ params: { id: v.questionId } }) },
  'POST /api/v1/ai-chat/chat-question': {
    who: customer,
    aim: (v) => ({
      body: {
        horoscopeId: v.selfHoroscopeId,
        userId: v.customer.id,
        question: 'What does my 10th house say about my career?',
      },
    }),
  },
  'GET /api/v1/ai-chat/history': { who: customer, own: true },
  'GET /api/v1/external-customer/conversation': {
    who: astrologer,
    aim: (v) => ({ query: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/external-customer/conversation': {
    who: astrologer,
    aim: (v) => ({
      body: { astrologerId: v.astrologer.id, horoscopeId: v.clientHoroscopeId },
    }),
  },
  'GET /api/v1/external-customer/messages': {
    who: astrologer,
    aim: (v) => ({ query: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/external-customer/messages': {
    who: astrologer,
    aim: (v) => ({ body: { content: 'Mallory', conversationId: v.conversationId } }),
  },
  'PUT /api/v1/external-customer/email': {
    who: astrologer,
    aim: (v) => ({ body: { horoscopeId: v.clientHoroscopeId, email: 'mallory@example.com' } }),
  },
  'GET /api/v1/external-customer/share-link': {
    who: astrologer,
    aim: (v) => ({ query: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/external-customer/share-link': {
    who: astrologer,
    aim: (v) => ({ body: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/external-customer/share-link/replace': {
    who: astrologer,
    aim: (v) => ({ body: { horoscopeId: v.clientHoroscopeId } }),
  },
  'DELETE /api/v1/external-customer/share-link': {
    who: astrologer,
    aim: (v) => ({ query: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/payment/portal-link': {
    who: astrologer,
    aim: (v) => ({
      body: {
        amount: 10,
        astrologerId: v.astrologer.id,
        countryCode: 'IN',
        orderId: v.conversationId,
        paymentProcessor: 'CCAVENUE',
        serviceCode: 'ASTRO_PORTAL_CHAT',
        userId: v.astrologer.id,
      },
    }),
  },
  'GET /api/v1/payment/portal-links': {
    who: astrologer,
    aim: (v) => ({ query: { horoscopeId: v.clientHoroscopeId } }),
  },
  'POST /api/v1/payment/portal-link/{id}/email': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.paymentLinkId }, body: { email: 'victim@kusp.example' } }),
  },
  'POST /api/v1/payment/portal-link/{id}/revoke': {
    who: astrologer,
    aim: (v) => ({ params: { id: v.paymentLinkId } }),
  },
  // The client's pages: a link token reaches only its own horoscope.
  'GET /api/v1/external/horoscope/{id}': {
    who: 'anyone',
    aim: (v) => ({
      params: { id: v.clientHoroscopeId },
      headers: { 'x-portal-token': v.foreignToken },
    }),
  },
  'GET /api/v1/external/horoscope/{id}/messages': {
    who: 'anyone',
    aim: (v) => ({
      params: { id: v.clientHoroscopeId },
      headers: { 'x-portal-token': v.foreignToken },
    }),
  },
  'POST /api/v1/external/horoscope/{id}/messages': {
    who: 'anyone',
    aim: (v) => ({
      params: { id: v.clientHoroscopeId },
      headers: { 'x-portal-token': v.foreignToken },
      body: { content: 'Mallory' },
    }),
  },
  // A payment link's id is what the astrologer shares for paying it; it shows only the checkout.
  'GET /api/v1/external/payment-link/{id}': { who: 'anyone' },
  'GET /api/v1/external/payment-link/{id}/summary': { who: 'anyone' },
  // The free astrology tools: public, and nobody's data in them.
  'GET /api/v1/astro/panchang': { who: 'anyone' },
  'POST /api/v1/astro/kundli': { who: 'anyone' },
  'POST /api/v1/astro/matching': { who: 'anyone' },
  'POST /api/v1/astro/kundli/pdf': { who: 'anyone' },
  'GET /api/v1/horoscope/{id}/pdf': {
    who: both,
    aim: (v) => ({ params: { id: v.clientHoroscopeId } }),
  },
  'POST /api/v1/astro/matching/saved': {
    who: both,
    aim: (v) => ({
      body: { boyHoroscopeId: v.selfHoroscopeId, girlHoroscopeId: v.clientHoroscopeId },
    }),
  },
  'PUT /api/v1/question/answer': {
    who: astrologer,
    aim: (v) => ({
      body: {
        questionId: v.questionId,
        astrologerId: v.astrologer.id,
        horoscopeId: v.selfHoroscopeId,
        answerStatus: 'ANSWERED',
        astrologerAnswer: 'Mallory answers',
      },
    }),
  },
};

/** STOMP SEND destinations: the live channel's ways in, aimed at the victims the same way. */
const destinations: Record<string, (v: Victims) => unknown> = {
  [liveSendDestinations.chat]: (v) => ({
    recipientId: v.customer.id,
    content: 'Mallory',
    conversationSessionId: v.sessionId,
  }),
  [liveSendDestinations.videoSignal]: (v) => ({
    sessionId: v.videoSessionId,
    token: 'x',
    kind: 'hangup',
  }),
};

const researchEvent = {
  area: 'career',
  event: 'job',
  subEvent: 'First job',
  type: 'positive',
  date: '2012-07-01',
  description: 'Mallory',
};

let t: TestApp;
let doc: Document;
let victims: Victims;
/** The victims' shape with ids nobody has. */
let ghosts: Victims;
const attackers = {} as Record<Role, Account>;
/** Texts and ids only the victims may see. */
let secrets: string[] = [];
/** The victims' words: what no one else, operators included, may ever be shown. */
let privateTexts: string[] = [];
let client = 0;
const freshAddress = () => `10.12.${Math.floor(client / 250) % 250}.${(client++ % 250) + 1}`;

const ok = (status: number) => status >= 200 && status < 300;

/** A customer and an astrologer of their own, with credits: the other person to each victim. */
async function newAttackers() {
  attackers.USER = await createAccount(t.app, t.db, 'customer', { firstName: 'Mallory' });
  attackers.ASTROLOGER = await astrologerWithRate(t, '400.00');
  attackers.ADMIN = await createAccount(t.app, t.db, 'operator', { firstName: 'Oscar' });
  await grant(t, attackers.USER.id, 5_000_000);
}

async function setUp(): Promise<Victims> {
  const victimCustomer = await createAccount(t.app, t.db, 'customer', { firstName: 'Vimala' });
  const victimAstrologer = await astrologerWithRate(t, '500.00');
  await grant(t, victimCustomer.id, 5_000_000);
  const asVictim = (
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token = victimCustomer.token,
  ) => call(t.app, method, url, { token, body, headers: { 'x-forwarded-for': freshAddress() } });

  const { question, order } = await askedQuestion(t, victimCustomer, victimAstrologer.id);
  const { id: selfHoroscopeId } = await t.db
    .selectFrom('horoscope_profiles')
    .select('id')
    .where('user_id', '=', victimCustomer.id)
    .where('horo_type', '=', 'SELF')
    .executeTakeFirstOrThrow();
  const credit = await asVictim('POST', '/api/v2/credit', {
    amount: 100,
    paymentProcessor: 'CCAVENUE',
    serviceCode: 'CREDIT_PURCHASE',
    customerId: victimCustomer.id,
  });

  // A running chat with a message, and a pending call to the same astrologer from another of their
  // customers (a customer has one paid session at a time).
  await asVictim(
    'PUT',
    `/api/v1/user/availability/${victimAstrologer.id}/ONLINE`,
    undefined,
    victimAstrologer.token,
  );
  await t.db
    .updateTable('astrologer_profiles')
    .set({ video_call_enabled: true })
    .where('user_id', '=', victimAstrologer.id)
    .execute();
  const caller = await createAccount(t.app, t.db, 'customer', { firstName: 'Vinita' });
  await grant(t, caller.id, 5_000_000);
  const video = (
    await asVictim(
      'POST',
      '/api/v1/chat/request',
      { astrologerId: victimAstrologer.id, userId: caller.id, type: 'VIDEO' },
      caller.token,
    )
  ).json as unknown as ChatSession;
  const chat = (
    await asVictim('POST', '/api/v1/chat/request', {
      astrologerId: victimAstrologer.id,
      userId: victimCustomer.id,
    })
  ).json as unknown as ChatSession;
  expect(
    (await asVictim('POST', '/api/v1/chat/accept', { sessionId: chat.id }, victimAstrologer.token))
      .status,
  ).toBe(200);
  expect(
    (
      await asVictim('POST', '/api/v1/chat', {
        recipientId: victimAstrologer.id,
        content: 'Vimala private words',
        conversationSessionId: chat.id,
      })
    ).status,
  ).toBe(200);

  const asked = await asVictim('POST', '/api/v1/ai-chat/chat-question', {
    horoscopeId: selfHoroscopeId,
    userId: victimCustomer.id,
    question: 'Will Vimala marry her secret love this year?',
  });
  expect(asked.status).toBe(200);

  const client = await asVictim(
    'POST',
    '/api/v3/horoscope/add',
    { ...birth, name: 'Vasanta Client', countryCode: '91', phone: '9812345678' },
    victimAstrologer.token,
  );
  const clientHoroscopeId = String(client.json.horoscopeId);
  await asVictim(
    'PUT',
    `/api/v1/horoscope/add-comment/${clientHoroscopeId}`,
    { comments: 'Vasanta private note' },
    victimAstrologer.token,
  );
  const asAstrologer = (url: string, body: unknown) =>
    asVictim('POST', url, body, victimAstrologer.token);
  const conversation = await asAstrologer('/api/v1/external-customer/conversation', {
    astrologerId: victimAstrologer.id,
    horoscopeId: clientHoroscopeId,
  });
  const conversationId = String((conversation.json.data as { id: string }).id);
  await asVictim(
    'PUT',
    '/api/v1/external-customer/email',
    { horoscopeId: clientHoroscopeId, email: 'vasanta.client@example.com' },
    victimAstrologer.token,
  );
  await asAstrologer('/api/v1/external-customer/messages', {
    content: 'Vasanta portal words',
    conversationId,
  });
  const share = await asAstrologer('/api/v1/external-customer/share-link', {
    horoscopeId: clientHoroscopeId,
  });
  const clientToken = shareLinkToken(new URL(String(share.json.url), 'http://x').hash)!;
  const otherClient = await asAstrologer('/api/v3/horoscope/add', {
    ...birth,
    name: 'Other Client',
    countryCode: '91',
    phone: '9800000000',
  });
  expect(otherClient.status).toBe(200);
  const otherShare = await asAstrologer('/api/v1/external-customer/share-link', {
    horoscopeId: String(otherClient.json.horoscopeId),
  });
  const foreignToken = shareLinkToken(new URL(String(otherShare.json.url), 'http://x').hash)!;
  const link = await asAstrologer('/api/v1/payment/portal-link', {
    amount: 100,
    astrologerId: victimAstrologer.id,
    countryCode: 'IN',
    orderId: conversationId,
    paymentProcessor: 'CCAVENUE',
    serviceCode: 'ASTRO_PORTAL_CHAT',
    userId: victimAstrologer.id,
  });
  const paymentLinkId = String((link.json.link as { id: string }).id);

  const documentForm = new FormData();
  documentForm.append('otherDocs', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'degree.pdf');
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/astrologer/document?astrologerId=${victimAstrologer.id}`,
    headers: { authorization: `Bearer ${victimAstrologer.token}` },
    payload: documentForm,
  });
  const documentId = String(
    uploaded.json<{ documents: { documentId: string }[] }>().documents[0]!.documentId,
  );

  const entry = await call(t.app, 'POST', '/api/v1/birth-detail', {
    body: { ...researchBirth },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  const referenceId = String(entry.json.referenceId);
  const event = await call(t.app, 'POST', '/api/v1/event', {
    body: { referenceId, ...researchEvent, description: 'Vimala research secret' },
    headers: { 'x-forwarded-for': freshAddress() },
  });

  const made: Victims = {
    customer: victimCustomer,
    astrologer: victimAstrologer,
    selfHoroscopeId,
    questionId: question.questionId,
    questionOrderId: order.orderId,
    creditOrderId: String(credit.json.orderId),
    sessionId: chat.id,
    videoSessionId: video.id,
    clientHoroscopeId,
    documentId,
    referenceId,
    eventId: String(event.json.eventId),
    conversationId,
    paymentLinkId,
    foreignToken,
    reviewId: await reviewOf(order.orderId),
  };
  for (const [name, value] of Object.entries(made))
    if (!value || value === 'undefined') throw new Error(`victims: no ${name}`);
  privateTexts = [
    'Vimala private words',
    'Vasanta private note',
    'Vimala research secret',
    'Vimala marry her secret love',
    'Vasanta portal words',
  ];
  secrets = [
    ...privateTexts,
    victimCustomer.id,
    victimCustomer.email,
    victimCustomer.loginId,
    victimAstrologer.email,
    selfHoroscopeId,
    question.questionId,
    order.orderId,
    made.creditOrderId,
    chat.id,
    video.id,
    clientHoroscopeId,
    documentId,
    referenceId,
    made.eventId,
    'Vasanta Client',
    'vasanta.client@example.com',
    clientToken,
    conversationId,
    '9812345678',
  ];
  return made;
}

const researchBirth = {
  birthDate: '15-08-1990',
  birthTime: '06:45',
  gender: 'FEMALE',
  birthPlace: 'Delhi, Delhi, India',
  timezone: '-1',
  email: 'vimala.research@example.com',
  latitude: 28.65195,
  longitude: 77.23149,
};

beforeAll(async () => {
  t = await startTestApp();
  doc = await loadDocument(t.app);
  victims = await setUp();
  ghosts = Object.fromEntries(
    Object.entries(victims).map(([name, value]) => [
      name,
      typeof value === 'string' ? randomUUID() : { ...value, id: randomUUID() },
    ]),
  ) as unknown as Victims;
  await newAttackers();
}, 120_000);
afterAll(() => t?.close());

/**
 * A review by the victim customer of their question's order, written straight into the table: the
 * rules for writing one (a delivered order) are reviews.test.ts's; here only its ownership counts.
 */
async function reviewOf(orderId: string) {
  const order = await t.app.money.getOrder(t.db, orderId);
  const row = await t.db
    .insertInto('reviews')
    .values({
      order_id: orderId,
      customer_id: order!.customerId!,
      astrologer_id: order!.astrologerId!,
      rating: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function request(method: string, path: string, aim: Aim, token?: string): InjectOptions {
  const params = aim.params ?? {};
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
  const search = new URLSearchParams(aim.query ?? {}).toString();
  return {
    method: method as InjectOptions['method'],
    url: search ? `${filled}?${search}` : filled,
    headers: {
      'x-forwarded-for': freshAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...aim.headers,
    },
    ...(aim.body === undefined ? {} : { payload: aim.body as object }),
  };
}

describe('the authorisation matrix', () => {
  it('has an entry for every operation the server documents, and none for one it lacks', () => {
    const documented = operations(doc).map(({ method, path }) => `${method} ${path}`);
    expect(documented.filter((key) => !matrix[key])).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !documented.includes(key))).toEqual([]);
    expect(Object.values(liveSendDestinations).sort()).toEqual(Object.keys(destinations).sort());
  });

  it('allows nothing on the victims’ resources: no sign-in, the wrong role, or the other person', async () => {
    const allowed: string[] = [];
    const unaimed: string[] = [];
    const uncoded: string[] = [];
    let attempts = 0;
    const signsOut = (key: string) => Number(!!(matrix[key] && 'signsOut' in matrix[key]));
    const keys = operations(doc)
      .map(({ method, path }) => ({ method, path, key: `${method} ${path}` }))
      .sort((a, b) => signsOut(a.key) - signsOut(b.key));
    for (const { method, path, key } of keys) {
      const entry = matrix[key];
      if (!entry) continue;
      const aim = entry.aim?.(victims) ?? {};
      const tryAs = async (
        who: string,
        token: string | undefined,
        refused: (status: number) => boolean,
        unseen: string[] = secrets,
      ) => {
        const res = await t.app.inject(request(method, path, aim, token));
        attempts += 1;
        const leaked = unseen.filter((secret) => res.body.includes(secret));
        const problem = errorBodyProblem(res.statusCode, res.body);
        if (problem) uncoded.push(`${who} ${key}: ${res.statusCode} ${problem}`);
        if (!refused(res.statusCode) || leaked.length > 0)
          allowed.push(
            `${who} ${key}: ${res.statusCode}${leaked.length ? ` leaked ${leaked.join(', ')}` : ''} ${res.body.slice(0, 160)}`,
          );
      };
      if (entry.who === 'anyone') {
        // Public, but a victim's resource stays theirs.
        await tryAs('anonymous', undefined, (status) => !entry.aim || !ok(status));
        continue;
      }
      await tryAs('anonymous', undefined, (status) => status === 401);
      // The aim is right: the owner reads the same thing (reads only; a write would change it).
      if (!('own' in entry) && !('staff' in entry) && method === 'GET') {
        const owners = entry.who.map((role) =>
          role === 'USER' ? victims.customer : victims.astrologer,
        );
        const statuses = await Promise.all(
          owners.map(
            async (owner) =>
              (await t.app.inject(request(method, path, aim, owner.token))).statusCode,
          ),
        );
        // 409: the owner's call that is not running yet; anything but "not yours" shows the aim hit.
        if (statuses.every((status) => [401, 403, 404].includes(status)))
          unaimed.push(`${key}: the owner gets ${statuses.join(', ')}`);
      }
      for (const role of ['USER', 'ASTROLOGER', 'ADMIN'] as const) {
        const attacker = attackers[role];
        if (!(entry.who as Role[]).includes(role))
          await tryAs(`wrong role ${role}`, attacker.token, (status) => status === 403);
        else if ('staff' in entry)
          await tryAs(`operator ${role}`, attacker.token, (status) => status < 500, privateTexts);
        else if ('own' in entry)
          await tryAs(`own ${role}`, attacker.token, (status) => status < 500);
        else {
          // Refused, and told apart from nothing at all: the same answer as for ids nobody has.
          const absent = await t.app.inject(
            request(method, path, entry.aim(ghosts), attacker.token),
          );
          await tryAs(
            `other ${role}`,
            attacker.token,
            (status) => !ok(status) && status < 500 && status === absent.statusCode,
          );
        }
      }
    }
    console.log(
      `authorisation matrix: ${attempts} attempts over ${operations(doc).length} operations, allowed ${allowed.length}`,
    );
    expect(allowed).toEqual([]);
    expect(unaimed).toEqual([]);
    expect(uncoded).toEqual([]);
  }, 300_000);

  it('refuses the live channel’s destinations to anyone outside the victims’ session', async () => {
    // The walk above ended the attackers' sign-ins (sign-out, password change).
    await newAttackers();
    const url = await listenForLive(t.app);
    let attempts = 0;
    for (const [destination, body] of Object.entries(destinations))
      for (const role of ['USER', 'ASTROLOGER', 'ADMIN'] as const) {
        const attacker = attackers[role];
        const tab = openTab(url, { token: attacker.token, userId: attacker.id });
        await tab.connected;
        await tab.send(destination, body(victims), `matrix-${role}`);
        await tab.closed;
        attempts += 1;
        const refusal = tab.errors[0];
        expect(refusal?.headers.status, `${role} ${destination}`).toMatch(/^4\d\d$/);
        expect(
          errorBodyProblem(Number(refusal?.headers.status), refusal?.body ?? ''),
          `${role} ${destination}`,
        ).toBeNull();
        expect(JSON.parse(refusal!.body).code).toBe(refusal?.headers.code);
        await tab.close();
      }
    console.log(`authorisation matrix, live channel: ${attempts} attempts, allowed 0`);
  });
});
