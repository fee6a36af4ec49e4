import { createHmac, randomUUID } from 'node:crypto';
import { messages, type CallIceServers, type VideoSignal } from '@kusp/contracts';
import type { Config } from '../../config.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Live } from '../live/plugin.ts';
import { toSession } from '../chat/service.ts';
import type { SessionRow } from '../chat/repository.ts';

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
  if (session.status !== 'ACCEPTED' || !session.active || !row.expires_at)
    throw new HttpError(409, messages.video.noActiveSession);
  return { session, expiresAt: row.expires_at };
}

/** The STUN and TURN servers for a member of a running call; the TURN credential expires with it. */
export function callIceServers(
  config: Pick<Config, 'turnUrls' | 'turnSecret' | 'stunUrls'>,
  caller: Caller,
  row: SessionRow | undefined,
): CallIceServers {
  const { expiresAt } = runningCall(caller, row);
  const iceServers: CallIceServers['iceServers'] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (config.turnSecret && config.turnUrls.length > 0)
    iceServers.push({
      urls: config.turnUrls,
      ...turnCredential(config.turnSecret, caller.userId, expiresAt),
    });
  return { iceServers, expiresAt: expiresAt.toISOString() };
}

/**
 * Relays one signalling message to the other person of the caller's running call, as VIDEO_SIGNAL
 * (not stored: a tab that missed it restarts the negotiation).
 */
export async function relaySignal(
  live: Live,
  caller: Caller,
  row: SessionRow | undefined,
  signal: VideoSignal,
) {
  const { session } = runningCall(caller, row);
  const fromCustomer = caller.userId === session.userId;
  await live.publish(fromCustomer ? session.astrologerId : session.userId, {
    type: 'VIDEO_SIGNAL',
    data: { ...signal, from: caller.userId },
    senderId: caller.userId,
    senderName: fromCustomer ? session.userFullName : session.astrologerName,
    id: randomUUID(),
  });
}
