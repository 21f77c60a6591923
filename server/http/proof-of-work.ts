import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { countOnce, pruneThrottle } from '#server/auth/throttle.ts';
import type { Db } from '#server/db/database.ts';

/**
 * ALTCHA's proof of work (altcha-lib 2, PoW v2), as the card routes and the public contact forms
 * ask for it (decision 062): how hard a challenge is and how long it is valid.
 */
export type ProofOfWorkSettings = {
  algorithm: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The answer is a counter drawn from counterMin–counterMax: the tries a solver needs. */
  counterMin: number;
  counterMax: number;
  expiresSeconds: number;
};

/** The two HMAC keys of a kind of challenge (each derived from the token secret). */
export type ProofOfWorkKeys = { challenge: string; derivedKey: string };

/** Challenge data a solution must carry back unchanged (for example the church it is for). */
export type ChallengeData = Record<string, string | number | boolean | null>;

/**
 * A new challenge, signed: ALTCHA's deterministic mode (the answer is a counter drawn here, and
 * the key it derives is signed too, so checking a solution is two HMACs, not the work itself).
 * Its expiry is the real clock's, which altcha-lib checks.
 */
export function newChallenge(
  settings: ProofOfWorkSettings,
  keys: ProofOfWorkKeys,
  data?: ChallengeData,
): Promise<Challenge> {
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: randomInt(settings.counterMin, settings.counterMax + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + settings.expiresSeconds * 1000),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
    ...(data ? { data } : {}),
  });
}

/** The payload sent back, as ALTCHA encodes it (base64 of its JSON), or null when it is not one. */
function payloadOf(value: unknown): Payload | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null) return null;
    if (typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string') return null;
    if (typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * What became of a solution: `ok`, `expired` (its challenge's time had passed), `used` (it was
 * accepted before) or `invalid` (not one of our challenges, not solved, another `data`, or not
 * a payload at all).
 */
export type SolutionVerdict = 'ok' | 'expired' | 'used' | 'invalid';

/** Whether `value` solves one of our challenges (signature, expiry, work, data); records nothing. */
async function verified(
  keys: ProofOfWorkKeys,
  payload: Payload,
  data: ChallengeData | undefined,
): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.derivedKey,
    });
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
  } catch {
    // A hostile payload (wrong types inside the challenge) is not a solution.
    return 'invalid';
  }
  // The signature covers the data: what it says was said by us.
  const given = payload.challenge.parameters.data ?? {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (given[key] !== value) return 'invalid';
  }
  return 'ok';
}

/**
 * Checks a solution and records its first use (its signature's hash, under `usedPrefix` in the
 * throttle table, kept `windowSeconds`, which must cover the challenges' validity): a solution
 * sent again, also by parallel requests, is `used`. In `db`, which may be a transaction: when it
 * is rolled back, the solution was not used.
 */
export async function acceptSolution(
  db: Db,
  options: {
    keys: ProofOfWorkKeys;
    usedPrefix: string;
    windowSeconds: number;
    now: Date;
    value: unknown;
    /** Data the challenge must have been made with. */
    data?: ChallengeData;
  },
): Promise<SolutionVerdict> {
  const payload = payloadOf(options.value);
  if (!payload) return 'invalid';
  const verdict = await verified(options.keys, payload, options.data);
  if (verdict !== 'ok') return verdict;
  const used = createHash('sha256')
    .update(payload.challenge.signature ?? '')
    .digest('base64url');
  const { count } = await countOnce(
    db,
    `${options.usedPrefix}${used}`,
    options.now,
    options.windowSeconds,
  );
  await pruneThrottle(db, options.usedPrefix, options.windowSeconds, options.now);
  return count === 1 ? 'ok' : 'used';
}
