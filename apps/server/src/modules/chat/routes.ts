import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatRequestSchema,
  chatSendSchema,
  chatSessionActionSchema,
  chatSessionResponseSchema,
  chatSessionSchema,
  chatSessionsResponseSchema,
  contactsResponseSchema,
  conversationMessagesQuerySchema,
  conversationMessagesResponseSchema,
  conversationParamsSchema,
  errorBodySchema,
  liveSendDestinations,
  messages,
  pastSessionsPageSchema,
  pastSessionsQuerySchema,
  sessionTypeQuerySchema,
} from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { parseSendBody } from '../live/parse.ts';
import { idempotent } from '../money/idempotency.ts';
import { idempotencyNote } from '../money/routes-support.ts';
import {
  beatInstance,
  leaveInstance,
  recordPresence,
  presenceRefreshMs,
  sweepDepartures,
  sweepUnseen,
} from './availability.ts';
import { seedChatDemo } from './demo.ts';
import { joinConnected, joinOnConnect } from './joins.ts';
import { createMessageWriter } from './message-writer.ts';
import { walletPayments } from './payments.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';
import { createSweeper } from './sweeper.ts';
import type { PresenceChange } from '../live/hub.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
const customer = { auth: ['USER'] as const };
const astrologer = { auth: ['ASTROLOGER'] as const };
const either = { auth: ['USER', 'ASTROLOGER'] as const };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const failures = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Live chat (spec part 2 sections 4 and 7): paid 15-minute sessions between a customer and an
 * astrologer, their messages over HTTP or STOMP, contacts, and availability driven by the live
 * channel. Events go out on the live channel (see docs/chat.md).
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, live } = app;
  let lastRefresh = 0;
  // Presence writes go one at a time. A change the database missed (it was away) is kept, the
  // newest per user, and written by the next sweep; else a tab closed during an outage would keep
  // its user ONLINE, the refresh renewing the row for ever.
  let presenceWrites: Promise<unknown> = Promise.resolve();
  const unrecorded = new Map<string, PresenceChange>();
  const writePresence = (changes: () => PresenceChange[]) =>
    (presenceWrites = presenceWrites.then(async () => {
      for (const change of changes()) {
        try {
          await recordPresence(db, change.caller, live.instanceId, change.connections);
          // After the presence row is committed (docs/chat.md, Money: when a person joins).
          if (change.connections > 0) await joinOnConnect(db, change.caller);
          unrecorded.delete(change.caller.userId);
        } catch (error) {
          unrecorded.set(change.caller.userId, change);
          app.log.warn(
            { err: error },
            'chat: presence not recorded; trying again at the next sweep',
          );
        }
      }
    }));
  const sweeper = createSweeper(
    () =>
      app.metrics.jobRun('chat-sweep', async () => {
        await writePresence(() => [...unrecorded.values()]);
        if (Date.now() - lastRefresh >= presenceRefreshMs) {
          lastRefresh = Date.now();
          await beatInstance(db, live.instanceId);
        }
        await sweepDepartures(db, config.awayAfterSeconds);
        await sweepUnseen(db, config.awayAfterSeconds);
        // Joins a write after an accept or a connection may have missed; before any session closes.
        await joinConnected(db);
        // After presence: a session whose astrologer just went AWAY ends in this same pass.
        await service.closeDueSessions(ctx);
      }),
    config.chatSweepMs,
    app.log,
  );
  // An operator reads a session's messages only while a dispute about its order is open.
  app.disputes.onConversation(['LIVE_CHAT', 'VIDEO_CALL'], repo.orderConversation);
  const ctx: service.ChatContext = {
    db,
    live,
    payments: walletPayments(app.money),
    messages: createMessageWriter(db),
    sessionSeconds: config.chatSessionSeconds,
    requestSeconds: config.chatRequestSeconds,
    wakeAt: (at) => sweeper.wakeAt(at),
    callEnded: (sessionId) => app.video.ended(sessionId),
  };

  app.horoscopeAccess.register(repo.hasSessionWith);
  live.onSend(liveSendDestinations.chat, (caller, body, connectionId) =>
    service.sendMessage(ctx, caller, parseSendBody(chatSendSchema, body), connectionId),
  );
  let closing = false;
  live.onPresence(async (change) => {
    if (!closing) await writePresence(() => [change]);
  });
  if (config.seedDemo) app.addHook('onReady', () => seedChatDemo(app));
  app.addHook('onReady', () => sweeper.run());
  // Before the database closes: this instance's users count as just disconnected.
  app.addHook('preClose', async () => {
    closing = true;
    await sweeper.stop();
    await live.presenceSettled();
    await leaveInstance(db, live.instanceId);
  });

  app.post(
    '/v1/chat/request',
    {
      config: { ...customer, ...perMinute(20) },
      schema: {
        tags,
        security,
        summary: 'Ask an astrologer for a live chat session (15 minutes, paid from credits)',
        description:
          "type VIDEO asks for a video call (docs/video.md): the same rules with video calls on instead of live chat (else 409 'Video is not available.'), a VIDEO_CALL order and VIDEO_CALL_* events instead of CHAT_*. The astrologer must be ONLINE with live chat on (else 409). The cost is the server's quote for the astrologer's rate (like one question); cost, astrologerName and userFullName in the body are ignored. The total is held from the wallet: released on reject, on withdrawal, or when not accepted within 15 minutes; settled when the session closes (docs/chat.md, Money). A short balance answers 409 with the spec's top-up text (messages.payment.noCredits). An open session with this astrologer is returned as it is (resume); a newer request replaces the customer's older pending one, chat or call, with anyone; a customer whose chat or call runs is refused with 409 (chatTexts.customerInSession): one paid session per customer at a time. userId must be the caller's (else 404). Sends CHAT_REQUEST to both people. " +
          idempotencyNote,
        body: chatRequestSchema,
        response: { 200: chatSessionSchema, 422: errorBodySchema, ...failures },
      },
    },
    async (request) =>
      service.requestSession(ctx, requireCaller(request), request.body, (run) =>
        idempotent(app, request, run),
      ),
  );

  app.post(
    '/v1/chat/accept',
    {
      config: { ...astrologer, ...perMinute(60) },
      schema: {
        tags,
        security,
        summary: 'Accept a pending chat request (the astrologer of that session only)',
        description:
          "Starts the session now: it ends at expiresAt, 15 minutes later. The customer's credits stay held until it closes; the astrologer becomes BUSY. A request no longer pending, an astrologer who already runs a session (one at a time), or a customer whose other session runs, answers 409. For a TEXT session, whoever of the two holds a live connection now has joined it (paid only when both joined, docs/chat.md, Money). Sends CHAT_ACCEPTED to both.",
        body: chatSessionActionSchema,
        response: { 200: chatSessionSchema, ...failures },
      },
    },
    async (request) => service.acceptSession(ctx, requireCaller(request), request.body.sessionId),
  );

  app.post(
    '/v1/chat/reject',
    {
      config: { ...astrologer, ...perMinute(60) },
      schema: {
        tags,
        security,
        summary: 'Reject a pending chat request (the astrologer of that session only)',
        description:
          "Releases the customer's held credits. A request no longer pending answers 409. Sends CHAT_REJECTED to both.",
        body: chatSessionActionSchema,
        response: { 200: chatSessionSchema, ...failures },
      },
    },
    async (request) => service.rejectSession(ctx, requireCaller(request), request.body.sessionId),
  );

  app.post(
    '/v1/chat/end',
    {
      config: { ...either, ...perMinute(60) },
      schema: {
        tags,
        security,
        summary: 'End a session (either person in it)',
        description:
          'A pending request is withdrawn by the customer (closeReason CANCELLED) or rejected by the astrologer, and its hold released: CHAT_REJECTED. A running session ends now (closeReason ENDED). If one of the two never joined it (entered the call room for VIDEO; held a live connection after the accept for TEXT) the whole hold goes back and the astrologer earns nothing; else ended by the customer it is paid in full, ended by the astrologer the customer pays each started minute since both were in and the rest of the hold goes back to the wallet; totalAmount becomes what was paid. A request that was still pending when the end arrived is never paid, even if an accept committed meanwhile (then CHAT_ENDED, closeReason CANCELLED, nothing paid). A closed session is returned unchanged.',
        body: chatSessionActionSchema,
        response: { 200: chatSessionSchema, ...failures },
      },
    },
    async (request, reply) =>
      service.endSession(
        ctx,
        requireCaller(request),
        request.body.sessionId,
        // When the request reached the server, before any wait for the database.
        new Date(Date.now() - reply.elapsedTime),
      ),
  );

  app.post(
    '/v1/chat',
    {
      config: { ...either, ...perMinute(120) },
      schema: {
        tags,
        security,
        summary: 'Send a chat message (the same as a STOMP SEND to /app/chat)',
        description:
          'Only inside the running (accepted, unexpired) TEXT session between the caller and recipientId; otherwise 409. U+00A0 becomes a space; 1 to 2,000 characters after trimming. The message is stored before CHAT_MESSAGE goes to every tab of both people. A repeated clientMessageId returns the stored message.',
        body: chatSendSchema,
        response: { 200: chatMessageSchema, ...failures },
      },
    },
    async (request) => service.sendMessage(ctx, requireCaller(request), request.body),
  );

  app.get(
    '/v1/conversation/sessions/astrologer/:id',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary:
          "The astrologer's sessions: pending requests, running ones, and those closed in the last 15 minutes",
        description:
          'Newest first, at most 100. Only one pending request per customer exists. Another id answers 404.',
        params: z.object({ id: z.uuid(messages.generic.notFound) }),
        response: { 200: chatSessionsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (request.params.id !== caller.userId) throw notFound();
      return service.listSessions(ctx, caller);
    },
  );

  app.get(
    '/v1/conversation/sessions/user',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary:
          "The customer's sessions: pending, running, and those closed in the last 15 minutes",
        response: { 200: chatSessionsResponseSchema },
      },
    },
    async (request) => service.listSessions(ctx, requireCaller(request)),
  );

  app.get(
    '/v1/conversation/sessions/past',
    {
      config: either,
      schema: {
        tags,
        security,
        summary:
          "The caller's past sessions of a type (VIDEO by default): the ones that ran and ended",
        description:
          "Own sessions only, in the caller's role (a customer's as the customer, an astrologer's as the astrologer), newest end first; page zero-based, size 10 by default (at most 50). Each is the session with durationSeconds (start to end); totalAmount is what the customer paid (an astrologer's early end pays only the minutes delivered; a session one of them never joined, nothing). Requests that never started are not listed.",
        querystring: pastSessionsQuerySchema,
        response: { 200: pastSessionsPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.pastSessions(ctx, requireCaller(request), request.query),
  );

  app.get(
    '/v1/conversation/:a/:b/session',
    {
      config: either,
      schema: {
        tags,
        security,
        summary:
          'The latest session of a type (TEXT by default) between the caller and the other id',
        description:
          'a and b in either order, one of them the caller (else 404). data is null when they never had one; active tells whether it can be resumed (pending, or running).',
        params: conversationParamsSchema,
        querystring: sessionTypeQuerySchema,
        response: { 200: chatSessionResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.conversationSession(
        ctx,
        requireCaller(request),
        request.params.a,
        request.params.b,
        request.query.type,
      ),
  );

  app.get(
    '/v1/conversation/:a/:b/messages',
    {
      config: either,
      schema: {
        tags,
        security,
        summary: 'Messages between the caller and the other id, newest first (page 0, 10 a page)',
        description:
          'a and b in either order, one of them the caller (else 404). hasMore tells whether an older page exists. An empty list when they never talked.',
        params: conversationParamsSchema,
        querystring: conversationMessagesQuerySchema,
        response: { 200: conversationMessagesResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.conversationMessages(
        ctx,
        requireCaller(request),
        request.params.a,
        request.params.b,
        request.query,
      ),
  );

  app.get(
    '/v1/contacts/astrologer',
    {
      config: astrologer,
      schema: {
        tags,
        security,
        summary: "The astrologer's chat contacts: customers who asked for a session, latest first",
        description: "horoscopeId is the customer's own (SELF) horoscope, for the horoscope panel.",
        response: { 200: contactsResponseSchema },
      },
    },
    async (request) => ({ data: await service.listContacts(ctx, requireCaller(request)) }),
  );

  app.get(
    '/v1/contacts/customer',
    {
      config: customer,
      schema: {
        tags,
        security,
        summary: "The customer's chat contacts: astrologers they asked for a session, latest first",
        response: { 200: contactsResponseSchema },
      },
    },
    async (request) => ({ data: await service.listContacts(ctx, requireCaller(request)) }),
  );
};

export default chatRoutes;
