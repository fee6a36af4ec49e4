import { createHmac } from 'node:crypto';
import { messages, type CallIceServers } from '@kusp/contracts';
import type { Config } from '../../config.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
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
 * The STUN and TURN servers for a member of a running VIDEO session; the TURN credential expires
 * with the session. Anyone else: 404; a call not running (pending, ended, expired): 409.
 */
export function callIceServers(
  config: Pick<Config, 'turnUrls' | 'turnSecret' | 'stunUrls'>,
  caller: Caller,
  row: SessionRow | undefined,
): CallIceServers {
  if (
    !row ||
    row.type !== 'VIDEO' ||
    (row.user_id !== caller.userId && row.astrologer_id !== caller.userId)
  )
    throw notFound();
  const session = toSession(row);
  if (session.status !== 'ACCEPTED' || !session.active || !row.expires_at)
    throw new HttpError(409, messages.video.noActiveSession);
  const iceServers: CallIceServers['iceServers'] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (config.turnSecret && config.turnUrls.length > 0)
    iceServers.push({
      urls: config.turnUrls,
      ...turnCredential(config.turnSecret, caller.userId, row.expires_at),
    });
  return { iceServers, expiresAt: row.expires_at.toISOString() };
}
