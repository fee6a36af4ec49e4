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

/**
 * The servers for one member of one running call. TURN credentials (TURN REST API scheme) stop
 * working at expiresAt, the call's end.
 */
export const callIceServersSchema = z.object({
  iceServers: z.array(iceServerSchema),
  expiresAt: z.string().describe('ISO 8601 instant'),
});
export type CallIceServers = z.infer<typeof callIceServersSchema>;

export const callParamsSchema = z.object({ sessionId: z.uuid(messages.generic.notFound) });

export const videoLimits = {
  /** Characters of one session description (offer or answer). */
  sdpMaxLength: 16 * 1024,
  /** Characters of one ICE candidate line. */
  candidateMaxLength: 1024,
} as const;

export const videoTexts = {
  sdpTooLong: 'A call description can have at most 16,384 characters',
  candidateTooLong: 'A network candidate can have at most 1,024 characters',
} as const;

const sessionId = z.uuid(messages.generic.notFound);
const sdp = z.string().min(1).max(videoLimits.sdpMaxLength, videoTexts.sdpTooLong);

/**
 * One WebRTC signalling message for the other person of a running call (SEND /app/video/signal):
 * an offer or answer with its SDP, an ICE candidate as RTCIceCandidateInit, or a hang-up notice.
 * The other person receives it as VIDEO_SIGNAL with `from` added.
 */
export const videoSignalSchema = z.discriminatedUnion('kind', [
  z.object({ sessionId, kind: z.enum(['offer', 'answer']), sdp }),
  z.object({
    sessionId,
    kind: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(videoLimits.candidateMaxLength, videoTexts.candidateTooLong),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  z.object({ sessionId, kind: z.literal('hangup') }),
]);
export type VideoSignal = z.infer<typeof videoSignalSchema>;
