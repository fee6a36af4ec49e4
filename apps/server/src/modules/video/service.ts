import { randomUUID } from 'node:crypto';
import { messages, type CallJoin, type VideoSignal } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { SessionRow } from '../chat/repository.ts';
import { findSession } from '../chat/repository.ts';
import { toSession } from '../chat/service.ts';
import type { Live } from '../live/plugin.ts';
import type { CallRooms } from './call-rooms.ts';

export interface VideoService {
  /** What the caller needs to join their running call (GET /api/v1/video/{sessionId}). */
  join(caller: Caller, sessionId: string): Promise<CallJoin>;
  /** Relays one signalling message to the other person of the caller's running call. */
  relay(caller: Caller, signal: VideoSignal): Promise<void>;
  /** The call ended (any way): its room closes. */
  ended(sessionId: string): Promise<void>;
}

/**
 * The caller's running VIDEO session. Anyone but its two people (or a TEXT session): 404; a call
 * not running (pending, ended, past expiresAt): 409.
 */
function runningCall(caller: Caller, row: SessionRow | undefined) {
  if (
    !row ||
    row.type !== 'VIDEO' ||
    (row.user_id !== caller.userId && row.astrologer_id !== caller.userId)
  )
    throw notFound();
  const session = toSession(row);
  if (session.status !== 'ACCEPTED' || !session.active || !row.expires_at || !row.started_at)
    throw new HttpError(409, messages.video.noActiveSession);
  const isCustomer = caller.userId === session.userId;
  return {
    session,
    startedAt: row.started_at,
    expiresAt: row.expires_at,
    self: isCustomer ? session.userFullName : session.astrologerName,
    peerId: isCustomer ? session.astrologerId : session.userId,
    peerName: isCustomer ? session.astrologerName : session.userFullName,
  };
}

export function createVideoService(deps: {
  db: Db;
  live: Live;
  rooms: CallRooms;
  icePolicy: CallJoin['iceTransportPolicy'];
}): VideoService {
  const { db, live, rooms } = deps;
  return {
    async join(caller, sessionId) {
      const call = runningCall(caller, await findSession(db, sessionId));
      const entry = await rooms.enter({
        sessionId,
        userId: caller.userId,
        name: call.self,
        expiresAt: call.expiresAt,
      });
      return {
        sessionId,
        provider: rooms.provider,
        roomName: sessionId,
        ...entry,
        iceTransportPolicy: deps.icePolicy,
        peerId: call.peerId,
        peerName: call.peerName,
        startedAt: call.startedAt.toISOString(),
        expiresAt: call.expiresAt.toISOString(),
      };
    },

    // Not stored: a tab that missed a signal restarts the negotiation.
    async relay(caller, { token, ...signal }) {
      const call = runningCall(caller, await findSession(db, signal.sessionId));
      if (!(await rooms.admits(token, { sessionId: signal.sessionId, userId: caller.userId })))
        throw notFound();
      await live.publish(call.peerId, {
        type: 'VIDEO_SIGNAL',
        data: { ...signal, from: caller.userId },
        senderId: caller.userId,
        senderName: call.self,
        id: randomUUID(),
      });
    },

    ended: (sessionId) => rooms.close(sessionId),
  };
}
