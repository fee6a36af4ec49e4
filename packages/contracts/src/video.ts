import { z } from 'zod';
import { messages } from './messages.ts';

// Video calls (spec part 2 sections 3, 4 and 7): a VIDEO session on the chat session rules, its
// media peer to peer through the STUN/TURN servers the server hands out (docs/video.md).

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const callParamsSchema = z.object({ sessionId: z.uuid(messages.generic.notFound) });

export const videoLimits = {
  /** Characters of one session description (offer or answer). */
  sdpMaxLength: 16 * 1024,
  /** Characters of one ICE candidate line. */
  candidateMaxLength: 1024,
  /** Characters of an offer's id. */
  offerIdMaxLength: 64,
  /**
   * Seconds a TURN credential lasts (never past the call's end): a credential handed out just
   * before an early end stops admitting new relays this long after it at most.
   */
  turnCredentialSeconds: 30,
  /** The room fetches fresh TURN credentials this often while the call runs. */
  turnRefreshSeconds: 20,
} as const;

export const videoTexts = {
  sdpTooLong: 'A call description can have at most 16,384 characters',
  candidateTooLong: 'A network candidate can have at most 1,024 characters',
  offerIdTooLong: 'An offer id can have at most 64 characters',
} as const;

const sessionId = z.uuid(messages.generic.notFound);
/** The sender's call token (CallJoin.accessToken), checked against the session and the sender. */
const token = z.string().min(1).max(2048);
const sdp = z.string().min(1).max(videoLimits.sdpMaxLength, videoTexts.sdpTooLong);

const description = z.object({
  sessionId,
  token,
  kind: z.enum(['offer', 'answer']),
  sdp,
  /**
   * The offer's own id, which its answer repeats: an answer to an earlier offer that crossed a
   * fresh start is told apart from the answer to the offer now pending.
   */
  offerId: z.string().max(videoLimits.offerIdMaxLength, videoTexts.offerIdTooLong).optional(),
});
const candidate = z.object({
  sessionId,
  token,
  kind: z.literal('candidate'),
  candidate: z.object({
    candidate: z.string().max(videoLimits.candidateMaxLength, videoTexts.candidateTooLong),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  }),
});

/**
 * One WebRTC signalling message for the other person of a running call (SEND /app/video/signal):
 * an offer or answer with its SDP, an ICE candidate as RTCIceCandidateInit, a hang-up notice, or
 * 'ready' (the answering member's page has joined the room and waits for an offer).
 * The other person receives it as VIDEO_SIGNAL with `from` added and `token` removed.
 */
export const videoSignalSchema = z.discriminatedUnion('kind', [
  description,
  candidate,
  z.object({ sessionId, token, kind: z.literal('hangup') }),
  z.object({ sessionId, token, kind: z.literal('ready') }),
]);
export type VideoSignal = z.infer<typeof videoSignalSchema>;

/** The spec's HTTP signalling calls: POST /api/v1/video/answer and /api/v1/video/ice-candidate. */
export const videoAnswerSchema = description.omit({ kind: true });
export const videoIceCandidateSchema = candidate.omit({ kind: true });

/** What an HTTP signalling call answers: the message went to the other person's open tabs. */
export const videoRelayedSchema = z.object({ relayed: z.literal(true) });

/** Where a call's media flows: our peer-to-peer path (the default) or a LiveKit server. */
export const callProviders = ['PEER', 'LIVEKIT'] as const;
export const callProviderSchema = z.enum(callProviders);
export type CallProvider = z.infer<typeof callProviderSchema>;

/** The video width the spec's room asks for (spec part 2 section 7). */
export const callVideoWidth = 640;

/**
 * GET /api/v1/video/{sessionId}: what one member of a running call needs to join it. accessToken is
 * the spec's userVideoAccessToken / astrologerVideoAccessToken: bound to this session and this
 * person, useless after expiresAt or once the call ends. PEER: a Kusp call token that every
 * signalling message carries; LIVEKIT: the LiveKit room token (room = the session id) for serverUrl.
 */
export const callJoinSchema = z.object({
  sessionId: z.string(),
  provider: callProviderSchema,
  roomName: z.string(),
  accessToken: z.string(),
  /** The LiveKit server (wss://…) for LIVEKIT; null for PEER. */
  serverUrl: z.string().nullable(),
  /**
   * STUN and TURN servers for PEER; empty for LIVEKIT. TURN credentials last
   * videoLimits.turnCredentialSeconds and never past expiresAt: the room fetches this again for
   * fresh ones while the call runs.
   */
  iceServers: z.array(iceServerSchema),
  /** RTCConfiguration.iceTransportPolicy: 'relay' (VIDEO_ICE_POLICY=relay) sends media only via TURN. */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /** The other person of the call, for the room's labels. */
  peerId: z.string(),
  peerName: z.string(),
  startedAt: z.string().describe('ISO 8601 instant'),
  expiresAt: z.string().describe('ISO 8601 instant'),
});
export type CallJoin = z.infer<typeof callJoinSchema>;
