import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, roleFromServerRoles, type Role, type ServerRole } from '@kusp/contracts';
import { prepared } from '../db/prepared.ts';
import { HttpError } from '../lib/http-error.ts';

export interface Caller {
  userId: string;
  loginId: string;
  serverRole: ServerRole;
  role: Role;
  /** The bearer token's id and end, so signing out can revoke exactly that token. */
  tokenId: string;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Roles allowed to call the route; absent means public. */
    auth?: readonly Role[];
  }
}

export const sessionExpired = 'Your session has expired. Please sign in again';

/** The caller as this request's bearer token says; throws 401 when a route needs one. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError('UNAUTHENTICATED', messages.generic.unauthorized);
  return request.caller;
}

/** The token's account as it is now, and whether this token was signed out. */
const accountOfToken = prepared((db, tokenId: string, userId: string) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'login_id',
      'role',
      'token_version',
      eb
        .exists(eb.selectFrom('revoked_tokens').select('token_id').where('token_id', '=', tokenId))
        .as('revoked'),
    ])
    .where('id', '=', userId),
);

/**
 * The whole check of a bearer token, for HTTP and live connections alike: signature, issuer and
 * expiry, then one indexed query for the account, which must still exist, still carry the token's
 * version (a password change or reset moves it on) and not have signed this token out. The role
 * and login id come from the account as it is now. Null for any token that fails.
 */
export async function authenticateToken(
  app: FastifyInstance,
  token: string,
): Promise<Caller | null> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const [account] = await accountOfToken(app.db, claims.tokenId, claims.userId);
  if (!account || account.revoked || account.token_version !== claims.tokenVersion) return null;
  return {
    userId: claims.userId,
    loginId: account.login_id,
    serverRole: account.role,
    role: roleFromServerRoles([account.role]),
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
  };
}

/**
 * Reads the bearer token on every request. A bad token is a 401 anywhere (the browser then signs out);
 * a route that declares `config.auth` also needs a caller with one of those roles.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      request.caller = await authenticateToken(app, header.slice(7).trim());
      if (!request.caller) throw new HttpError('SESSION_EXPIRED', sessionExpired);
    }
    const allowed = request.routeOptions.config.auth;
    if (!allowed) return;
    if (!request.caller) throw new HttpError('UNAUTHENTICATED', messages.generic.unauthorized);
    if (!allowed.includes(request.caller.role))
      throw new HttpError('FORBIDDEN', messages.generic.forbidden);
  });
});
