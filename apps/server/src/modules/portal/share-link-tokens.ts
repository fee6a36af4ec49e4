import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** A share link's token is found by its SHA-256 (hex). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ShareLinkSeal {
  /** The token encrypted for storage, bound to its horoscope. */
  seal(token: string, horoscopeId: string): string;
  /** The token again, or null when no key of ours sealed it for this horoscope. */
  open(sealed: string, horoscopeId: string): string | null;
}

const version = 'v1';

/**
 * Share-link tokens sealed with AES-256-GCM, so the owning astrologer can copy the current link
 * again while the database alone reveals none (docs/customer-portal.md). The key is derived from
 * the sign-in secret (as the call tokens' is), so there is no further secret to deploy; the
 * horoscope id is the additional data, so a sealed token moved to another row opens nothing.
 * During a secret rotation links sealed under the previous secret still open.
 */
export function createShareLinkSeal(secret: Uint8Array, previous?: Uint8Array): ShareLinkSeal {
  const keyOf = (from: Uint8Array) =>
    createHmac('sha256', from).update('kusp share link tokens').digest();
  const keys = [keyOf(secret), ...(previous ? [keyOf(previous)] : [])];
  const openWith = (key: Buffer, parts: Buffer[], horoscopeId: string) => {
    const [iv, sealed, tag] = parts as [Buffer, Buffer, Buffer];
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(horoscopeId));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  };
  return {
    seal(token, horoscopeId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv);
      cipher.setAAD(Buffer.from(horoscopeId));
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [version, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, horoscopeId) {
      const [tag, ...parts] = sealed.split('.');
      if (tag !== version || parts.length !== 3) return null;
      const bytes = parts.map((part) => Buffer.from(part, 'base64url'));
      if (bytes[0]!.length !== 12 || bytes[2]!.length !== 16) return null;
      for (const key of keys) {
        const token = openWith(key, bytes, horoscopeId);
        if (token !== null) return token;
      }
      return null;
    },
  };
}
