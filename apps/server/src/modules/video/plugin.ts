import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadTokenSecret } from '../accounts/tokens.ts';
import { callSessions } from '../chat/call-sessions.ts';
import { livekitRooms, peerRooms } from './call-rooms.ts';
import { createVideoService, type VideoService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    video: VideoService;
  }
}

/**
 * `app.video`: joining, signalling and closing video calls, through LiveKit when it is configured,
 * else peer to peer with our STUN/TURN servers (docs/video.md).
 */
export default fp(
  async function video(app: FastifyInstance) {
    const { config } = app;
    const rooms = config.livekit
      ? livekitRooms(config.livekit, (err) => app.log.warn({ err }, 'LiveKit room not closed'))
      : peerRooms(config, loadTokenSecret(config.jwtSecret, config.dataDir));
    app.decorate(
      'video',
      createVideoService({
        sessions: callSessions(app.db),
        live: app.live,
        rooms,
        icePolicy: config.videoIcePolicy,
      }),
    );
  },
  { name: 'video' },
);
