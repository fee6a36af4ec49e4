import { z } from 'zod';
import { pageSizes } from './constants.ts';
import { sessionStatuses, sessionTypes } from './enums.ts';
import { liveEventSchema } from './live.ts';
import { messages } from './messages.ts';

// Live chat sessions, messages and contacts (spec part 2 sections 3, 4 and 7). Instants cross the
// API as ISO 8601 strings; amounts as integer paise.

export const chatLimits = {
  /** Characters in one message, after the non-breaking-space rule and trimming. */
  messageMaxLength: 2000,
  /** Largest page of conversation messages. */
  messagePageMax: 50,
} as const;

/** Texts the spec leaves to us. */
export const chatTexts = {
  messageRequired: 'Please type a message',
  messageTooLong: 'A message can have at most 2,000 characters',
  astrologerUnavailable: 'The astrologer is not available for a live chat right now',
  notPending: 'This chat request is no longer waiting for an answer',
  sessionNotActive: 'This chat session is not active, so the message was not sent',
  oneSessionAtATime:
    'You already have a live chat session running. End it before accepting another',
  busyInSession: 'You are in a live chat session. You will be ONLINE again when it ends',
  /** A customer asking for a session while one of theirs runs (one paid session at a time). */
  customerInSession:
    'You already have a live chat or video call running. End it before starting another',
  /** An astrologer accepting a customer whose other session runs. */
  customerBusy: 'This customer is in another live session right now',
} as const;

/**
 * Which of the `chat:sessionEnded` catalogue texts one side (`viewer`) is told about a closed
 * session (the person's own end or the other's, or the server's: the time ran out, the astrologer
 * dropped out), or null while it has not ended.
 */
export function sessionEndedKey(
  session: Pick<ChatSession, 'type' | 'endedBy' | 'closeReason'>,
  viewer: 'CUSTOMER' | 'ASTROLOGER',
) {
  const { type, endedBy: by } = session;
  if (by === null) return null;
  if (by === 'SERVER')
    return { type, by, what: session.closeReason === 'EXPIRED' ? 'expired' : 'droppedOut' };
  return { type, by, what: by === viewer ? 'self' : 'other' };
}

/** The non-breaking-space artifact of some keyboards becomes a plain space (spec part 2 section 4). */
export const normaliseChatText = (text: string) => text.replaceAll('\u00a0', ' ');

const id = z.uuid(messages.generic.notFound);
const instant = z.string().describe('ISO 8601 instant');

export const sessionTypeSchema = z.enum(sessionTypes);
export const sessionStatusSchema = z.enum(sessionStatuses);

/**
 * Why a session is no longer active: REJECTED by the astrologer, CANCELLED by the customer (or by a
 * newer request of theirs), TIMED_OUT (not accepted within 15 minutes), ENDED early by either side,
 * EXPIRED (15 minutes after startedAt).
 */
export const sessionCloseReasons = [
  'REJECTED',
  'CANCELLED',
  'TIMED_OUT',
  'ENDED',
  'EXPIRED',
] as const;
export type SessionCloseReason = (typeof sessionCloseReasons)[number];

/**
 * Who closed a session that was running or pending: the CUSTOMER or the ASTROLOGER (an end, a
 * withdrawal), or the SERVER (the 15 minutes ran out, the astrologer dropped out). Each side is
 * told what the other did from it.
 */
export const sessionEndedBy = ['CUSTOMER', 'ASTROLOGER', 'SERVER'] as const;
export type SessionEndedBy = (typeof sessionEndedBy)[number];

/**
 * A chat (or later video) session. status: PENDING until the astrologer answers, ACCEPTED once
 * started (also after it ended: see endedAt), REJECTED when it closed before starting. `active`:
 * pending, or accepted and neither ended nor past expiresAt; messages are accepted only while
 * accepted and active.
 */
export const chatSessionSchema = z.object({
  id: z.string(),
  type: sessionTypeSchema,
  status: sessionStatusSchema,
  active: z.boolean(),
  closeReason: z.enum(sessionCloseReasons).nullable(),
  userId: z.string(),
  userFullName: z.string(),
  astrologerId: z.string(),
  astrologerName: z.string(),
  conversationId: z.string(),
  createdAt: instant,
  /** Set on accept; the session ends at expiresAt = startedAt + 15 minutes. */
  startedAt: instant.nullable(),
  expiresAt: instant.nullable(),
  /** A request not accepted by then is released (closeReason TIMED_OUT). */
  requestExpiresAt: instant,
  endedAt: instant.nullable(),
  rejectedAt: instant.nullable(),
  /** Set once a running session ended (see sessionEndedBy); null before, and for a request closed unstarted. */
  endedBy: z.enum(sessionEndedBy).nullable(),
  /** The customer's own (SELF) horoscope, for the astrologer's horoscope panel. */
  horoscopeId: z.string().nullable(),
  userHoroscopeId: z.string().nullable(),
  /** The LIVE_CHAT order that holds, then takes, the customer's credits. */
  orderId: z.string(),
  /**
   * What the session costs the customer, in paise (the server's quote, taxes included); once an
   * accepted session has closed, what the customer paid (an astrologer's early end pays only the minutes
   * delivered, docs/chat.md).
   */
  totalAmount: z.number().int(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** One stored chat message. Status is DELIVERED once stored: delivery follows the commit. */
export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  conversationId: z.string(),
  conversationSessionId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  createdAt: instant,
  isMedia: z.boolean(),
  status: z.literal('DELIVERED'),
  clientMessageId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/v1/chat/request. Names and cost are the spec's fields; the server uses its own. */
export const chatRequestSchema = z.object({
  astrologerId: id,
  userId: id,
  type: sessionTypeSchema.default('TEXT'),
  astrologerName: z.string().max(200).optional().describe('Ignored: the profile name is used'),
  userFullName: z.string().max(200).optional().describe('Ignored: the account name is used'),
  cost: z.unknown().optional().describe("Ignored: the server quotes the astrologer's rate"),
});
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** POST /api/v1/chat/accept, /reject and /end. */
export const chatSessionActionSchema = z.object({ sessionId: id });
export type ChatSessionAction = z.infer<typeof chatSessionActionSchema>;

export const messageContent = z
  .string({ error: chatTexts.messageRequired })
  .transform((text) => normaliseChatText(text).trim())
  .pipe(
    z
      .string()
      .min(1, chatTexts.messageRequired)
      .max(chatLimits.messageMaxLength, chatTexts.messageTooLong),
  );

/**
 * A message to send: POST /api/v1/chat, or the JSON body of a STOMP SEND to /app/chat. The session is
 * the active accepted one between sender and recipient (conversationSessionId, when given, must be
 * it). clientMessageId makes a retry safe: the same id from the same sender is stored once.
 */
export const chatSendSchema = z.object({
  recipientId: id,
  content: messageContent,
  conversationSessionId: id.optional(),
  clientMessageId: z.uuid().optional(),
});
export type ChatSendInput = z.input<typeof chatSendSchema>;

export const conversationParamsSchema = z.object({ a: id, b: id });
export const sessionTypeQuerySchema = z.object({ type: sessionTypeSchema.default('TEXT') });

export const conversationMessagesQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(chatLimits.messagePageMax)
    .default(pageSizes.chatMessages),
});

/** Newest first; the screen reverses the list. */
export const conversationMessagesResponseSchema = z.object({
  data: z.array(chatMessageSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

/** serverTime lets the countdown correct for the browser's clock. */
export const chatSessionsResponseSchema = z.object({
  data: z.array(chatSessionSchema),
  serverTime: instant,
});
export const chatSessionResponseSchema = z.object({
  data: chatSessionSchema.nullable(),
  serverTime: instant,
});

/** GET /api/v1/conversation/sessions/past: a page of the caller's own sessions that ran and ended. */
export const pastSessionsQuerySchema = z.object({
  type: sessionTypeSchema.default('VIDEO'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(pageSizes.list),
});
export type PastSessionsQuery = z.infer<typeof pastSessionsQuerySchema>;

/**
 * A session that ran and ended: its date (startedAt), how long it ran (durationSeconds, start to
 * end) and what the customer paid (totalAmount, paise), newest first.
 */
export const pastSessionSchema = chatSessionSchema.extend({
  durationSeconds: z.number().int(),
});
export type PastSession = z.infer<typeof pastSessionSchema>;
export const pastSessionsPageSchema = z.object({
  content: z.array(pastSessionSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type PastSessionsPage = z.infer<typeof pastSessionsPageSchema>;

export const contactTypes = ['ASTROLOGER', 'USER'] as const;
export const contactSchema = z.object({
  contactUserId: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactProfilePicture: z.string().nullable(),
  /** For an astrologer's contact: the customer's own (SELF) horoscope; null otherwise. */
  horoscopeId: z.string().nullable(),
  type: z.enum(contactTypes),
  /** The caller. */
  userId: z.string(),
  conversationId: z.string(),
  lastActivityAt: instant,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactsResponseSchema = z.object({ data: z.array(contactSchema) });

/** The chat events of the live channel, typed by their data. */
export const chatMessageEventSchema = liveEventSchema.extend({
  type: z.literal('CHAT_MESSAGE'),
  data: chatMessageSchema,
});
export const chatSessionEventSchema = liveEventSchema.extend({
  type: z.enum(['CHAT_REQUEST', 'CHAT_ACCEPTED', 'CHAT_REJECTED', 'CHAT_ENDED']),
  data: chatSessionSchema,
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;
export type ChatSessionEvent = z.infer<typeof chatSessionEventSchema>;
