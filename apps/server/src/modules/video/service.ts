import { randomUUID } from 'node:crypto';
import { messages, type CallJoin, type ChatSession, type VideoSignal } from '@kusp/contracts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { CallSessions } from '../chat/call-sessions.ts';
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
function runningCall(caller: Caller, session: ChatSession | undefined) {
  if (
    !session ||
    session.type !== 'VIDEO' ||
    (session.userId !== caller.userId && session.astrologerId !== caller.userId)
  )
    throw notFound();
  if (session.status !== 'ACCEPTED' || !session.active || !session.expiresAt || !session.startedAt)
    throw new HttpError('SESSION_ENDED', messages.video.noActiveSession);
  const isCustomer = caller.userId === session.userId;
  return {
    session,
    startedAt: session.startedAt,
    expiresAt: session.expiresAt,
    self: isCustomer ? session.userFullName : session.astrologerName,
    peerId: isCustomer ? session.astrologerId : session.userId,
    peerName: isCustomer ? session.astrologerName : session.userFullName,
  };
}

export function createVideoService(deps: {
  sessions: CallSessions;
  live: Live;
  rooms: CallRooms;
  icePolicy: CallJoin['iceTransportPolicy'];
}): VideoService {
  const { sessions, live, rooms } = deps;
  return {
    // Entering is this member's join, which the session's money depends on (docs/chat.md, Money);
    // entering again (fresh TURN credentials) keeps the first.
    async join(caller, sessionId) {
      const call = runningCall(caller, await sessions.find(sessionId));
      // Ended since it was read: nothing is recorded, nothing handed out.
      if (!(await sessions.enter(sessionId, caller.userId)))
        throw new HttpError('SESSION_ENDED', messages.video.noActiveSession);
      const entry = await rooms.enter({
        sessionId,
        userId: caller.userId,
        name: call.self,
        expiresAt: new Date(call.expiresAt),
      });
      return {
        sessionId,
        provider: rooms.provider,
        roomName: sessionId,
        ...entry,
        iceTransportPolicy: deps.icePolicy,
        peerId: call.peerId,
        peerName: call.peerName,
        startedAt: call.startedAt,
        expiresAt: call.expiresAt,
      };
    },

    // Not stored: a tab that missed a signal restarts the negotiation.
    async relay(caller, { token, ...signal }) {
      const call = runningCall(caller, await sessions.find(signal.sessionId));
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
