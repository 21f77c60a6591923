import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '#server/db/database.ts';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

type SecretSource = {
  /** JWT_SECRET from the environment or the options. */
  configured: string | undefined;
  kind: DatabaseKind;
  /** PGlite's data directory; null in memory. */
  dataDir: string | null;
};

/**
 * The HS256 key: the configured one; else, for the embedded database, one generated once and kept
 * in the data directory (readable by the owner only); in memory, a fresh one per process.
 * With PostgreSQL every API process must share the key, so it has to be configured.
 */
export function resolveJwtSecret({ configured, kind, dataDir }: SecretSource): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return configured;
  }
  if (kind === 'postgres') {
    throw new Error(
      'Set JWT_SECRET (at least 32 random characters) when DATABASE_URL is set: every API ' +
        'process behind the load balancer must sign tokens with the same key.',
    );
  }
  if (dataDir === null) return randomBytes(48).toString('base64url');

  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds a key shorter than ${MIN_SECRET_LENGTH} characters: delete it.`);
  }
  return secret;
}
