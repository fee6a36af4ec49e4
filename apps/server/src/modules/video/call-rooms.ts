import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { videoLimits, type CallProvider, type IceServer } from '@kusp/contracts';
import type { Config, LivekitConfig } from '../../config.ts';

/** One member of one running call, as a room needs them. */
export interface CallMember {
  sessionId: string;
  userId: string;
  name: string;
  expiresAt: Date;
}

/** What the browser needs to enter the room (CallJoin without the session's own fields). */
export interface RoomEntry {
  accessToken: string;
  serverUrl: string | null;
  iceServers: IceServer[];
}

/**
 * Where a call's media flows. PEER: the browsers connect to each other through the STUN/TURN
 * servers we hand out, signalling over our live channel; LIVEKIT: a LiveKit server (the hosted
 * option the spec's third-party video service stands for).
 */
export interface CallRooms {
  provider: CallProvider;
  enter(member: CallMember): Promise<RoomEntry>;
  /** Whether `token` is this member's call token for this session (signalling; PEER only). */
  admits(token: string, member: Pick<CallMember, 'sessionId' | 'userId'>): Promise<boolean>;
  /** Closes the room when the call ends, so a token handed out earlier stops working. */
  close(sessionId: string): Promise<void>;
}

/**
 * TURN REST API credentials (the scheme coturn checks with use-auth-secret): the username is
 * `expiry:userId` with expiry in Unix seconds, the password base64(HMAC-SHA1(secret, username)).
 * coturn refuses the username once its expiry has passed.
 */
export function turnCredential(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

const callAudience = 'kusp-call';

/**
 * The built-in rooms. The call token is a JWT of its own key (derived from the sign-in secret, so
 * neither token passes for the other), audience kusp-call, subject the member, `sid` the session,
 * expiring with the call.
 */
export function peerRooms(
  config: Pick<Config, 'turnUrls' | 'turnSecret' | 'stunUrls'>,
  signInSecret: Uint8Array,
): CallRooms {
  const key = createHmac('sha256', signInSecret).update('kusp call tokens').digest();
  return {
    provider: 'PEER',
    async enter(member) {
      const iceServers: IceServer[] = [];
      if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
      // Short-lived, so that one handed out just before an early end lapses soon after it; the room
      // fetches fresh ones while the call runs, and none are given once it has ended.
      const turnExpiresAt = new Date(
        Math.min(member.expiresAt.getTime(), Date.now() + videoLimits.turnCredentialSeconds * 1000),
      );
      if (config.turnSecret && config.turnUrls.length > 0)
        iceServers.push({
          urls: config.turnUrls,
          ...turnCredential(config.turnSecret, member.userId, turnExpiresAt),
        });
      const accessToken = await new SignJWT({ sid: member.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(member.userId)
        .setAudience(callAudience)
        .setExpirationTime(member.expiresAt)
        .sign(key);
      return { accessToken, serverUrl: null, iceServers };
    },
    async admits(token, member) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: callAudience,
          algorithms: ['HS256'],
        });
        return payload.sub === member.userId && payload.sid === member.sessionId;
      } catch {
        return false;
      }
    },
    close: async () => {},
  };
}

/**
 * LiveKit: the room is named by the session id; each member's token may join only that room, as
 * themselves, until the call's end. Ending the call deletes the room, which disconnects both.
 */
export function livekitRooms(livekit: LivekitConfig, log: (err: unknown) => void): CallRooms {
  const service = new RoomServiceClient(
    livekit.url.replace(/^ws/, 'http'),
    livekit.apiKey,
    livekit.apiSecret,
  );
  return {
    provider: 'LIVEKIT',
    async enter(member) {
      const ttl = Math.max(1, Math.floor((member.expiresAt.getTime() - Date.now()) / 1000));
      const token = new AccessToken(livekit.apiKey, livekit.apiSecret, {
        identity: member.userId,
        name: member.name,
        ttl,
      });
      token.addGrant({
        room: member.sessionId,
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
      });
      return { accessToken: await token.toJwt(), serverUrl: livekit.url, iceServers: [] };
    },
    // LiveKit signals between the browser and its server; our relay carries nothing for it.
    admits: async () => false,
    async close(sessionId) {
      // The call has ended and its money settled; a LiveKit outage only leaves an empty room.
      await service.deleteRoom(sessionId).catch(log);
    },
  };
}
