import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, roleFromServerRoles, type Role, type ServerRole } from '@kusp/contracts';
import { HttpError } from '../lib/http-error.ts';

export interface Caller {
  userId: string;
  loginId: string;
  serverRole: ServerRole;
  role: Role;
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
  if (!request.caller) throw new HttpError(401, messages.generic.unauthorized);
  return request.caller;
}

/** The caller a bearer token names, or null when it is tampered, expired or foreign. */
export async function authenticateToken(
  app: FastifyInstance,
  token: string,
): Promise<Caller | null> {
  const claims = await app.tokens.verify(token);
  return claims && { ...claims, role: roleFromServerRoles([claims.serverRole]) };
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
      if (!request.caller) throw new HttpError(401, sessionExpired);
    }
    const allowed = request.routeOptions.config.auth;
    if (!allowed) return;
    if (!request.caller) throw new HttpError(401, messages.generic.unauthorized);
    if (!allowed.includes(request.caller.role))
      throw new HttpError(403, messages.generic.forbidden);
  });
});
