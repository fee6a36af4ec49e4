import { jwtVerify, SignJWT } from 'jose';
import { serverRoles, type ServerRole } from '@kusp/contracts';
import { loadSecret } from '../../lib/secrets.ts';

export interface TokenClaims {
  userId: string;
  loginId: string;
  serverRole: ServerRole;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or null for a tampered, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

const issuer = 'kusp';
const knownRoles = new Set<string>(Object.values(serverRoles));

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    sign: ({ userId, loginId, serverRole }) =>
      new SignJWT({ loginId, roles: [serverRole] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'] });
        const role = Array.isArray(payload.roles) ? payload.roles[0] : undefined;
        if (!payload.sub || typeof payload.loginId !== 'string' || !knownRoles.has(String(role)))
          return null;
        return { userId: payload.sub, loginId: payload.loginId, serverRole: role as ServerRole };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR. */
export function loadTokenSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  return loadSecret(jwtSecret, dataDir, 'jwt-secret');
}
