import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// Algorithm is a const enum in the typings; its value for argon2id is 2.
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a hash of a random password: spent when the address is unknown so that
 * a wrong address and a wrong password take the same time.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}
