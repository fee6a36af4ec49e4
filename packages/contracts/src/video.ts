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
