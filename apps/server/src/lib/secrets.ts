import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The configured secret when set; otherwise one generated once into DATA_DIR/`fileName`. */
export function loadSecret(configured: string | undefined, dataDir: string, fileName: string) {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
