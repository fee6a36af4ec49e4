import { z } from 'zod';

// The live channel (spec part 2 sections 4 and 7): STOMP 1.2 over WebSocket at /ws. Chat, video and
// the astrologer portal publish on it; every event reaches every open tab of its recipient.

/** WebSocket path of the STOMP endpoint, on the same origin as the site. */
export const liveEndpointPath = '/ws';

/** The only destination a client may SUBSCRIBE to: its own queue. */
export const userQueue = (userId: string) => `/user/${userId}/queue/messages`;

/** SEND destinations the server accepts. */
export const liveSendDestinations = {
  chat: '/app/chat',
  videoSignal: '/app/video/signal',
} as const;

export const liveLimits = {
  /** A frame (command, headers and body) above this many bytes is refused with ERROR and a close. */
  frameBytes: 64 * 1024,
  /** Heart-beat the server offers and asks for, in both directions (the spec's 10 s). */
  heartbeatMs: 10_000,
  /** Open connections (tabs) one user may hold on one server instance. */
  connectionsPerUser: 20,
  /** SUBSCRIBE frames alive at once on one connection. */
  subscriptionsPerConnection: 5,
} as const;

/** Every event type the channel carries, exactly as the spec lists them. */
export const liveEventTypes = [
  'CHAT_MESSAGE',
  'CHAT_REQUEST',
  'CHAT_ACCEPTED',
  'CHAT_REJECTED',
  'CHAT_ENDED',
  'VIDEO_CALL_REQUEST',
  'VIDEO_CALL_ACCEPTED',
  'VIDEO_CALL_ENDED',
  'VIDEO_CALL_REJECTED',
  'VIDEO_SIGNAL',
  'PORTAL_MESSAGE',
  'AI_ANSWER_CHUNK',
  /** Added to the spec's list: a portal payment link was paid (data: the link). */
  'PORTAL_PAYMENT',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** senderId/senderName of events the server raises on its own (a session expiring, a request timing out). */
export const systemSender = { senderId: 'system', senderName: 'Kusp' } as const;

/**
 * The body of every MESSAGE frame: {type, data, senderId, senderName, id}. `id` is the id of what the
 * event is about (the message for CHAT_MESSAGE, the session for session events), so a client can
 * drop a copy it already has; `data` is that object in full.
 */
export const liveEventSchema = z.object({
  type: z.enum(liveEventTypes),
  data: z.unknown(),
  senderId: z.string(),
  senderName: z.string(),
  id: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
