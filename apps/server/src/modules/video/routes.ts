import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callJoinSchema,
  callParamsSchema,
  errorBodySchema,
  liveSendDestinations,
  videoAnswerSchema,
  videoIceCandidateSchema,
  videoRelayedSchema,
  videoSignalSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { parseSendBody } from '../live/parse.ts';

/**
 * Video calls (spec part 2 sections 3, 4 and 7). The session itself (request, accept, reject, end,
 * timers, money) is a VIDEO session of modules/chat; this module lets its two people into the room
 * and relays their signalling (docs/video.md).
 */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.live.onSend(liveSendDestinations.videoSignal, async (caller, body) => {
    await app.video.relay(caller, parseSendBody(videoSignalSchema, body));
  });

  const members = { auth: ['USER', 'ASTROLOGER'] as const };
  const tags = ['video'];
  const security = [{ bearer: [] }];
  // 400, 401, 403, 413 and 429 are added from the route's declaration (plugins/docs.ts).
  const refusals = { 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/v1/video/:sessionId',
    {
      config: { ...members, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Join a running video call: the room, the call token and the STUN/TURN servers',
        description:
          "The spec's GET video/{id}. Only for the two people of a running (accepted, unended, before expiresAt) VIDEO session: anyone else, a TEXT session or an unknown id 404; a call not running 409 \"You don't have any active session.\". accessToken is the caller's own call token (the spec's userVideoAccessToken or astrologerVideoAccessToken), bound to this session and this person and expiring at expiresAt: PEER, a Kusp token every signalling message carries; LIVEKIT (when LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET are set), the LiveKit room token for serverUrl, room = the session id. PEER TURN credentials follow the TURN REST API scheme (username = expiry:userId, credential = base64 HMAC-SHA1 with TURN_SECRET) and last 30 s, never past expiresAt: ask again for fresh ones while the call runs (the room does every 20 s); none are given once it has ended. The first answer to each member records that they entered the call: a call is paid only when both entered (docs/chat.md, Money).",
        params: callParamsSchema,
        response: { 200: callJoinSchema, ...refusals },
      },
    },
    async (request) => app.video.join(requireCaller(request), request.params.sessionId),
  );

  // The spec's HTTP signalling calls; the browser sends the same messages over the live channel.
  const relayed = { relayed: true } as const;
  const httpSignal = { ...members, rateLimit: { max: 120, timeWindow: '1 minute' } };
  const signalNote =
    ' Only a member of the running call with their own call token (GET /api/v1/video/{sessionId}) may send: anyone else or a token of another session or person 404, a call not running 409. The other person receives VIDEO_SIGNAL on the live channel; nothing is stored.';

  app.post(
    '/v1/video/answer',
    {
      // Room for a description of videoLimits.sdpMaxLength characters.
      bodyLimit: 24 * 1024,
      config: httpSignal,
      schema: {
        tags,
        security,
        summary: "Send the WebRTC answer to the caller's offer",
        description:
          "The spec's video answer call, the HTTP twin of SEND /app/video/signal kind answer." +
          signalNote,
        body: videoAnswerSchema,
        response: { 200: videoRelayedSchema, ...refusals },
      },
    },
    async (request) => {
      await app.video.relay(requireCaller(request), { ...request.body, kind: 'answer' });
      return relayed;
    },
  );

  app.post(
    '/v1/video/ice-candidate',
    {
      config: httpSignal,
      schema: {
        tags,
        security,
        summary: 'Send one ICE candidate to the other person',
        description:
          "The spec's iceCandidate call, the HTTP twin of SEND /app/video/signal kind candidate." +
          signalNote,
        body: videoIceCandidateSchema,
        response: { 200: videoRelayedSchema, ...refusals },
      },
    },
    async (request) => {
      await app.video.relay(requireCaller(request), { ...request.body, kind: 'candidate' });
      return relayed;
    },
  );
};

export default videoRoutes;
