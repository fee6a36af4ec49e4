import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callIceServersSchema,
  callParamsSchema,
  errorBodySchema,
  liveSendDestinations,
  videoSignalSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { findSession } from '../chat/repository.ts';
import { parseSendBody } from '../live/parse.ts';
import { callIceServers, relaySignal } from './service.ts';

/**
 * Video calls (spec part 2 sections 3, 4 and 7). The session itself (request, accept, reject, end,
 * timers, money) is a VIDEO session of modules/chat; this module hands its members what the
 * browser needs to connect (docs/video.md).
 */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.live.onSend(liveSendDestinations.videoSignal, async (caller, body) => {
    const signal = parseSendBody(videoSignalSchema, body);
    await relaySignal(app.live, caller, await findSession(app.db, signal.sessionId), signal);
  });

  app.get(
    '/v1/video/:sessionId/ice-servers',
    {
      config: {
        auth: ['USER', 'ASTROLOGER'] as const,
        rateLimit: { max: 60, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['video'],
        security: [{ bearer: [] }],
        summary: "The STUN and TURN servers for the caller's running video call",
        description:
          "Only for the two people of a running (accepted, unended, before expiresAt) VIDEO session: anyone else 404, a call not running 409. TURN credentials follow the TURN REST API scheme (username = expiry:userId, credential = base64 HMAC-SHA1 with TURN_SECRET) and expire at the call's expiresAt. Without TURN_URLS only STUN servers are listed.",
        params: callParamsSchema,
        response: { 200: callIceServersSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      callIceServers(
        app.config,
        requireCaller(request),
        await findSession(app.db, request.params.sessionId),
      ),
  );
};

export default videoRoutes;
