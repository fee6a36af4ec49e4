import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { serverRoles, type ServerRole } from '@kusp/contracts';
import { loadSecret } from '../../lib/secrets.ts';

export interface TokenClaims {
  userId: string;
  loginId: string;
  serverRole: ServerRole;
  /** The account's token version when the token was issued (see users.token_version). */
  tokenVersion: number;
}

/** What a verified token says, with its own id and end for signing it out. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or null for a tampered, expired or foreign token; revocation is checked apart. */
  verify(token: string): Promise<VerifiedToken | null>;
}

const issuer = 'kusp';
const knownRoles = new Set<string>(Object.values(serverRoles));

/**
 * Signs with `secret`; verifies with it and, during a rotation, with `previousSecret` too, so
 * sessions signed before the rotation last until they expire or the previous secret is dropped.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds: number,
  previousSecret?: Uint8Array,
): TokenService {
  // Imported once: given the raw bytes, jose imports the key again for every token it checks.
  const importKey = (raw: Uint8Array) =>
    crypto.subtle.importKey('raw', Uint8Array.from(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  const signingKey = importKey(secret);
  const previousKey = previousSecret && importKey(previousSecret);
  const verifyWith = async (key: ReturnType<typeof importKey>, token: string) => {
    try {
      return (await jwtVerify(token, await key, { issuer, algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  };
  return {
    sign: async ({ userId, loginId, serverRole, tokenVersion }) =>
      new SignJWT({ loginId, roles: [serverRole], ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await signingKey),
    async verify(token) {
      const payload =
        (await verifyWith(signingKey, token)) ??
        (previousKey ? await verifyWith(previousKey, token) : null);
      if (!payload) return null;
      const role = Array.isArray(payload.roles) ? payload.roles[0] : undefined;
      const { sub, jti, exp, loginId, ver } = payload;
      if (!sub || !jti || !exp || typeof loginId !== 'string' || !knownRoles.has(String(role)))
        return null;
      if (!Number.isInteger(ver)) return null;
      return {
        userId: sub,
        loginId,
        serverRole: role as ServerRole,
        tokenVersion: ver as number,
        tokenId: jti,
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR. */
export function loadTokenSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  return loadSecret(jwtSecret, dataDir, 'jwt-secret');
}
