import { randomUUID } from 'node:crypto';
import {
  adminTexts,
  chatTexts,
  messages,
  systemSender,
  type ChatMessage,
  type ChatSession,
  type Contact,
  type LiveEventType,
  type PastSessionsPage,
  type PastSessionsQuery,
  type SessionEndedBy,
} from '@kusp/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { retryConflicts } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { profilePictureUrl } from '../astrologers/service.ts';
import type { Live } from '../live/plugin.ts';
import { endBusy, markBusy } from './availability.ts';
import { joinConnected } from './joins.ts';
import type { MessageWriter } from './message-writer.ts';
import type { SessionPayments } from './payments.ts';
import * as repository from './repository.ts';
import type { MessageRow, SessionRow, SessionType } from './repository.ts';

export interface ChatContext {
  db: Db;
  live: Live;
  payments: SessionPayments;
  messages: MessageWriter;
  sessionSeconds: number;
  requestSeconds: number;
  /** Sweeps for due sessions at this instant on this instance (the periodic sweep covers the rest). */
  wakeAt(at: Date): void;
  /** A VIDEO session ended: its call room closes (app.video). */
  callEnded(sessionId: string): Promise<void>;
}

type Sender = { senderId: string; senderName: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSession(row: SessionRow, now = new Date()): ChatSession {
  const pending = !row.started_at && !row.rejected_at;
  const running = !!row.started_at && !row.ended_at && !!row.expires_at && row.expires_at > now;
  return {
    id: row.id,
    type: row.type,
    status: row.started_at ? 'ACCEPTED' : row.rejected_at ? 'REJECTED' : 'PENDING',
    active: (pending && row.request_expires_at > now) || running,
    closeReason: row.close_reason,
    userId: row.user_id,
    userFullName: row.user_full_name,
    astrologerId: row.astrologer_id,
    astrologerName: row.astrologer_name,
    conversationId: row.conversation_id,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    expiresAt: iso(row.expires_at),
    requestExpiresAt: row.request_expires_at.toISOString(),
    endedAt: iso(row.ended_at),
    rejectedAt: iso(row.rejected_at),
    endedBy: row.ended_by,
    horoscopeId: row.user_horoscope_id,
    userHoroscopeId: row.user_horoscope_id,
    orderId: row.order_id,
    totalAmount: row.total_amount,
  };
}

function toMessage(row: MessageRow): ChatMessage {
  const fromCustomer = row.sender_id === row.user_id;
  return {
    id: row.id,
    content: row.content,
    conversationId: row.conversation_id,
    conversationSessionId: row.session_id,
    senderId: row.sender_id,
    senderName: fromCustomer ? row.user_full_name : row.astrologer_name,
    recipientId: row.recipient_id,
    recipientName: fromCustomer ? row.astrologer_name : row.user_full_name,
    createdAt: row.created_at.toISOString(),
    isMedia: false,
    status: 'DELIVERED',
    clientMessageId: row.client_message_id,
  };
}

/** The caller as the sender of an event about this session. */
function senderIn(session: ChatSession, caller: Caller): Sender {
  return {
    senderId: caller.userId,
    senderName: caller.userId === session.userId ? session.userFullName : session.astrologerName,
  };
}

/** The live event of each session change, by session type: a VIDEO session has the VIDEO_CALL_* ones. */
const sessionEvents = {
  TEXT: {
    REQUEST: 'CHAT_REQUEST',
    ACCEPTED: 'CHAT_ACCEPTED',
    REJECTED: 'CHAT_REJECTED',
    ENDED: 'CHAT_ENDED',
  },
  VIDEO: {
    REQUEST: 'VIDEO_CALL_REQUEST',
    ACCEPTED: 'VIDEO_CALL_ACCEPTED',
    REJECTED: 'VIDEO_CALL_REJECTED',
    ENDED: 'VIDEO_CALL_ENDED',
  },
} as const satisfies Record<SessionType, Record<string, LiveEventType>>;
type SessionChange = keyof (typeof sessionEvents)['TEXT'];

/** Sends a session event, named by the session's type, to every tab of both people in it. */
async function announce(
  ctx: ChatContext,
  change: SessionChange,
  session: ChatSession,
  sender: Sender,
) {
  const event = {
    type: sessionEvents[session.type][change],
    data: session,
    ...sender,
    id: session.id,
  };
  await Promise.all([
    ctx.live.publish([session.userId, session.astrologerId], event),
    change === 'ENDED' && session.type === 'VIDEO' && ctx.callEnded(session.id),
  ]);
}

/** Runs `run` in one transaction: by default a plain one; the route passes its Idempotency-Key one. */
export type Transact = <T>(run: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/**
 * A customer asks an astrologer for a session. An open session of theirs with this astrologer is
 * returned as it is; a customer with a running session (of either type, with anyone) is refused:
 * one paid session at a time. Otherwise the astrologer must be ONLINE with the service on, the quote
 * is held from the wallet, and the customer's older pending request (to anyone, of either type) is
 * cancelled and released. The customer's row is locked first, so their requests and the accepts of
 * their sessions take turns. Everything reads through the transaction (embedded PGlite has one
 * connection).
 */
export async function requestSession(
  ctx: ChatContext,
  caller: Caller,
  input: { astrologerId: string; userId: string; type: SessionType },
  transact: Transact = (run) => ctx.db.transaction().execute(run),
): Promise<ChatSession> {
  if (input.userId !== caller.userId) throw notFound();
  // JSON-safe, as the Idempotency-Key store replays it.
  const result = await retryConflicts(() =>
    transact(async (trx) => {
      await repository.lockCustomer(trx, caller.userId);
      const astrologer = await repository.findAstrologer(trx, input.astrologerId);
      const customer = await repository.findCustomer(trx, caller.userId);
      if (!astrologer || !customer) throw notFound();
      const open = await repository.findOpenSession(trx, customer.id, astrologer.id, input.type);
      if (open) return { session: toSession(open), cancelled: [], created: false };
      if (await repository.customerInSession(trx, customer.id))
        throw new HttpError('IN_SESSION', chatTexts.customerInSession);
      const offered =
        input.type === 'VIDEO' ? astrologer.video_call_enabled : astrologer.text_chat_enabled;
      if (
        astrologer.availability_status !== 'ONLINE' ||
        !offered ||
        astrologer.visibility !== 'ON'
      ) {
        throw new HttpError(
          'ASTROLOGER_UNAVAILABLE',
          input.type === 'VIDEO' ? messages.video.unavailable : chatTexts.astrologerUnavailable,
        );
      }
      const cancelled = await repository.cancelPendingRequests(trx, customer.id);
      for (const row of cancelled) await ctx.payments.release(trx, row.order_id);
      const conversationId = await repository.touchConversation(trx, customer.id, astrologer.id);
      const sessionId = randomUUID();
      const { orderId, totalAmount } = await ctx.payments.hold(trx, {
        sessionId,
        customerId: customer.id,
        astrologerId: astrologer.id,
        type: input.type,
      });
      const session = await repository.insertSession(trx, {
        id: sessionId,
        type: input.type,
        conversation_id: conversationId,
        user_id: customer.id,
        astrologer_id: astrologer.id,
        user_full_name: customer.name,
        astrologer_name: astrologer.name,
        user_horoscope_id: customer.horoscope_id,
        order_id: orderId,
        total_amount: totalAmount,
        request_expires_at: new Date(Date.now() + ctx.requestSeconds * 1000),
      });
      return {
        session: toSession(session),
        cancelled: cancelled.map((row) => toSession(row)),
        created: true,
      };
    }),
  );
  const { session, cancelled, created } = result;
  if (created) {
    for (const old of cancelled) await announce(ctx, 'REJECTED', old, senderIn(old, caller));
    await announce(ctx, 'REQUEST', session, senderIn(session, caller));
    ctx.wakeAt(new Date(session.requestExpiresAt));
  }
  return session;
}

/** A session of the caller's, else 404 (never someone else's). */
async function ownSession(ctx: ChatContext, caller: Caller, sessionId: string) {
  const row = await repository.findSession(ctx.db, sessionId);
  if (!row || (row.user_id !== caller.userId && row.astrologer_id !== caller.userId))
    throw notFound();
  return row;
}

/**
 * The astrologer accepts: the session starts now and the astrologer is BUSY; the hold stays a hold
 * until the session closes. One running session per astrologer and per customer: the locks on the
 * astrologer's profile row and the customer's row make accepts and requests take turns, so each sees
 * the sessions the others started. For a TEXT session, whoever of the two is connected now has
 * joined it (docs/chat.md, Money); that is written after the commit, so that a connection recorded
 * meanwhile is seen by one side or the other.
 */
export async function acceptSession(ctx: ChatContext, caller: Caller, sessionId: string) {
  const row = await ownSession(ctx, caller, sessionId);
  if (row.astrologer_id !== caller.userId) throw notFound();
  const started = await retryConflicts(() =>
    ctx.db.transaction().execute(async (trx) => {
      await repository.lockAstrologer(trx, row.astrologer_id);
      await repository.lockCustomer(trx, row.user_id);
      if (!(await repository.astrologerApproved(trx, row.astrologer_id)))
        throw new HttpError('ASTROLOGER_UNAVAILABLE', adminTexts.astrologerUnavailable);
      if (await repository.hasRunningSession(trx, row.astrologer_id))
        throw new HttpError('IN_SESSION', chatTexts.oneSessionAtATime);
      if (await repository.customerInSession(trx, row.user_id))
        throw new HttpError('IN_SESSION', chatTexts.customerBusy);
      const updated = await repository.startSession(trx, sessionId, ctx.sessionSeconds);
      if (updated) await markBusy(trx, updated.astrologer_id);
      return updated;
    }),
  );
  if (!started?.expires_at) throw new HttpError('SESSION_NOT_PENDING', chatTexts.notPending);
  // A failure here is made good by the chat sweep's own joinConnected within CHAT_SWEEP_MS.
  if (started.type === 'TEXT') await joinConnected(ctx.db, sessionId).catch(() => undefined);
  const session = toSession(started);
  await announce(ctx, 'ACCEPTED', session, senderIn(session, caller));
  ctx.wakeAt(started.expires_at);
  return session;
}

/** Closes a pending request and gives the hold back; the closed session, or undefined if not pending. */
async function closeRequest(
  ctx: ChatContext,
  sessionId: string,
  reason: 'REJECTED' | 'CANCELLED' | 'TIMED_OUT',
) {
  const closed = await retryConflicts(() =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await repository.closePending(trx, sessionId, reason);
      if (row) await ctx.payments.release(trx, row.order_id);
      return row;
    }),
  );
  return closed && toSession(closed);
}

/**
 * How a running session closed, which decides what the customer pays (docs/chat.md, Money) once both
 * people joined it: in full when it expires or the customer ends it; every started minute delivered
 * when the astrologer ends it or drops out; nothing when it was withdrawn before the accept
 * committed.
 */
type Closing = 'EXPIRED' | 'BY_CUSTOMER' | 'BY_ASTROLOGER' | 'WITHDRAWN';

/**
 * Minutes of a closed session the customer pays for, of `whole`: none unless both people joined it
 * (one alone got nothing; an astrologer who never appears earns nothing); else by `closing`, the
 * astrologer's minutes counted from the moment the second person joined.
 */
function minutesOwed(ended: SessionRow, closing: Closing, whole: number) {
  const { customer_joined_at: customer, astrologer_joined_at: astrologer, ended_at } = ended;
  if (closing === 'WITHDRAWN' || !customer || !astrologer || !ended_at) return 0;
  if (closing !== 'BY_ASTROLOGER') return whole;
  const together = Math.max(customer.getTime(), astrologer.getTime());
  return Math.min(whole, Math.ceil((ended_at.getTime() - together) / 60_000));
}

/**
 * Ends a running session and settles its hold in the same transaction: the minutes owed are paid,
 * the rest released (all of it when nothing is owed); `endedBy` is recorded for both sides to be
 * told. The closed session, or undefined when it was not running (another close won).
 */
async function closeRunning(
  ctx: ChatContext,
  sessionId: string,
  closing: Closing,
  endedBy: SessionEndedBy,
) {
  const reason =
    closing === 'EXPIRED' ? 'EXPIRED' : closing === 'WITHDRAWN' ? 'CANCELLED' : 'ENDED';
  const whole = Math.ceil(ctx.sessionSeconds / 60);
  const closed = await retryConflicts(() =>
    ctx.db.transaction().execute(async (trx) => {
      const ended = await repository.endRunning(trx, sessionId, reason, endedBy);
      if (!ended) return undefined;
      const part = minutesOwed(ended, closing, whole);
      let paid = 0;
      if (part > 0) paid = await ctx.payments.settle(trx, ended.order_id, { part, whole });
      else await ctx.payments.release(trx, ended.order_id);
      await endBusy(trx, ended.astrologer_id);
      return repository.setPaidTotal(trx, sessionId, paid);
    }),
  );
  return closed && toSession(closed);
}

/** The astrologer rejects a pending request; the customer's hold is released. */
export async function rejectSession(ctx: ChatContext, caller: Caller, sessionId: string) {
  const row = await ownSession(ctx, caller, sessionId);
  if (row.astrologer_id !== caller.userId) throw notFound();
  const closed = await closeRequest(ctx, sessionId, 'REJECTED');
  if (!closed) throw new HttpError('SESSION_NOT_PENDING', chatTexts.notPending);
  await announce(ctx, 'REJECTED', closed, senderIn(closed, caller));
  return closed;
}

/**
 * Either person ends the session: a pending request is withdrawn (customer) or rejected (astrologer)
 * and released; a running session ends now and is settled by who ended it. An end that reached the
 * server (`arrivedAt`) while the request was pending wins over an accept that committed meanwhile:
 * the session then closes at once with nothing paid. Ending a closed session changes nothing.
 */
export async function endSession(
  ctx: ChatContext,
  caller: Caller,
  sessionId: string,
  arrivedAt: Date,
) {
  const row = await ownSession(ctx, caller, sessionId);
  const byAstrologer = caller.userId === row.astrologer_id;
  const pendingOnArrival = !row.rejected_at && (!row.started_at || row.started_at > arrivedAt);
  if (pendingOnArrival) {
    const closed = await closeRequest(ctx, sessionId, byAstrologer ? 'REJECTED' : 'CANCELLED');
    if (closed) {
      await announce(ctx, 'REJECTED', closed, senderIn(closed, caller));
      return closed;
    }
  }
  const closing: Closing = pendingOnArrival
    ? 'WITHDRAWN'
    : byAstrologer
      ? 'BY_ASTROLOGER'
      : 'BY_CUSTOMER';
  const ended = await closeRunning(
    ctx,
    sessionId,
    closing,
    byAstrologer ? 'ASTROLOGER' : 'CUSTOMER',
  );
  if (!ended) return toSession((await repository.findSession(ctx.db, sessionId)) ?? row);
  await announce(ctx, 'ENDED', ended, senderIn(ended, caller));
  return ended;
}

/**
 * Server timers: requests nobody accepted in time, or sent to an astrologer no longer approved, are
 * released; sessions past expiresAt end, paid in full; running sessions of an astrologer who went
 * AWAY or was suspended end as the astrologer's early end. Each
 * session is closed on its own: one that cannot be (a fault in its payment) is reported once the
 * others are done, and never keeps them open past their time.
 */
export async function closeDueSessions(ctx: ChatContext) {
  const failures: unknown[] = [];
  const closeEach = async (sessionIds: string[], close: (sessionId: string) => Promise<void>) => {
    for (const sessionId of sessionIds)
      await close(sessionId).catch((error: unknown) => failures.push(error));
  };
  await closeEach(await repository.pendingDue(ctx.db), async (sessionId) => {
    const closed = await closeRequest(ctx, sessionId, 'TIMED_OUT');
    if (closed) await announce(ctx, 'REJECTED', closed, systemSender);
  });
  await closeEach(await repository.pendingUnapproved(ctx.db), async (sessionId) => {
    const closed = await closeRequest(ctx, sessionId, 'REJECTED');
    if (closed) await announce(ctx, 'REJECTED', closed, systemSender);
  });
  await closeEach(await repository.expiredDue(ctx.db), async (sessionId) => {
    const ended = await closeRunning(ctx, sessionId, 'EXPIRED', 'SERVER');
    if (ended) await announce(ctx, 'ENDED', ended, systemSender);
  });
  await closeEach(await repository.droppedOut(ctx.db), async (sessionId) => {
    const ended = await closeRunning(ctx, sessionId, 'BY_ASTROLOGER', 'SERVER');
    if (ended) await announce(ctx, 'ENDED', ended, systemSender);
  });
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} due session(s) could not be closed`);
}

/**
 * Stores a message, then delivers it to every tab of both people but the live connection that sent
 * it (`from`), which has it in its RECEIPT. Only inside the running TEXT session between sender and
 * recipient; the same clientMessageId from the same sender is stored once.
 */
export async function sendMessage(
  ctx: ChatContext,
  caller: Caller,
  input: {
    recipientId: string;
    content: string;
    conversationSessionId?: string | undefined;
    clientMessageId?: string | undefined;
  },
  from?: string,
): Promise<ChatMessage> {
  const clientMessageId = input.clientMessageId ?? null;
  const row =
    (await ctx.messages.write({
      id: randomUUID(),
      senderId: caller.userId,
      recipientId: input.recipientId,
      content: input.content,
      sessionId: input.conversationSessionId ?? null,
      clientMessageId,
    })) ??
    (clientMessageId
      ? await repository.findMessageByClientId(ctx.db, caller.userId, clientMessageId)
      : undefined);
  if (!row) throw new HttpError('SESSION_ENDED', chatTexts.sessionNotActive);
  const message = toMessage(row);
  const event = {
    type: 'CHAT_MESSAGE' as const,
    data: message,
    senderId: message.senderId,
    senderName: message.senderName,
    id: message.id,
  };
  await ctx.live.publish([message.recipientId, message.senderId], event, from);
  return message;
}

/** The caller must be one of the two; the other one. */
function partnerOf(caller: Caller, a: string, b: string) {
  if (caller.userId === a) return b;
  if (caller.userId === b) return a;
  throw notFound();
}

export async function conversationMessages(
  ctx: ChatContext,
  caller: Caller,
  a: string,
  b: string,
  page: { pageNumber: number; pageSize: number },
) {
  const partner = partnerOf(caller, a, b);
  const conversation = await repository.findConversation(ctx.db, caller.userId, partner);
  const rows = conversation
    ? await repository.pageMessages(ctx.db, conversation.id, page.pageNumber, page.pageSize)
    : [];
  return {
    data: rows.slice(0, page.pageSize).map(toMessage),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
  };
}

export async function conversationSession(
  ctx: ChatContext,
  caller: Caller,
  a: string,
  b: string,
  type: SessionType,
) {
  const partner = partnerOf(caller, a, b);
  const row = await repository.findLatestSession(ctx.db, caller.userId, partner, type);
  return { data: row ? toSession(row) : null, serverTime: new Date().toISOString() };
}

/** Pending, running and lately closed sessions of the caller, in their role. */
export async function listSessions(ctx: ChatContext, caller: Caller) {
  const role = caller.role === 'ASTROLOGER' ? 'astrologer_id' : 'user_id';
  const rows = await repository.listSessions(ctx.db, role, caller.userId, ctx.sessionSeconds);
  const now = new Date();
  return { data: rows.map((row) => toSession(row, now)), serverTime: now.toISOString() };
}

/** The caller's own sessions of a type that ran and ended, in their role, newest first. */
export async function pastSessions(
  ctx: ChatContext,
  caller: Caller,
  query: PastSessionsQuery,
): Promise<PastSessionsPage> {
  const role = caller.role === 'ASTROLOGER' ? 'astrologer_id' : 'user_id';
  const { rows, total } = await repository.pastSessions(ctx.db, role, caller.userId, query);
  return {
    content: rows.map((row) => ({
      ...toSession(row),
      durationSeconds: Math.round((row.ended_at!.getTime() - row.started_at!.getTime()) / 1000),
    })),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

export async function listContacts(ctx: ChatContext, caller: Caller): Promise<Contact[]> {
  const astrologer = caller.role === 'ASTROLOGER';
  const rows = await repository.listContacts(
    ctx.db,
    astrologer ? 'astrologer_id' : 'user_id',
    caller.userId,
  );
  return rows.map((row) => ({
    contactUserId: row.contact_id,
    contactFirstName: row.first_name,
    contactLastName: row.last_name,
    contactProfilePicture: row.profile_image ? profilePictureUrl(row.profile_image) : null,
    horoscopeId: astrologer ? row.horoscope_id : null,
    type: astrologer ? 'USER' : 'ASTROLOGER',
    userId: caller.userId,
    conversationId: row.conversation_id,
    lastActivityAt: row.last_activity_at.toISOString(),
  }));
}
