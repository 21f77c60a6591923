import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { countOnce, pruneThrottle } from '#server/auth/throttle.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import { CARD_CHALLENGE, CARD_DECLINE_LIMITS } from '#server/settings.ts';

const USED_PREFIX = 'card-challenge-used-';

/**
 * A new challenge, signed: ALTCHA's deterministic mode (the answer is a counter drawn here, and
 * the key it derives is signed too, so checking a solution is two HMACs, not the work itself).
 * Its expiry is the real clock's, which altcha-lib checks.
 */
export function newCardChallenge(deps: Deps): Promise<Challenge> {
  return createChallenge({
    algorithm: CARD_CHALLENGE.algorithm,
    cost: CARD_CHALLENGE.cost,
    counter: randomInt(CARD_CHALLENGE.counterMin, CARD_CHALLENGE.counterMax + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + CARD_CHALLENGE.expiresSeconds * 1000),
    hmacSignatureSecret: deps.cardChallengeKeys.challenge,
    hmacKeySignatureSecret: deps.cardChallengeKeys.derivedKey,
  });
}

/** The 428 that asks for a proof of work, with a fresh challenge. */
export async function challengeRequired(deps: Deps, message: string): Promise<ApiError> {
  return new ApiError(428, 'challenge_required', message, {
    challenge: { ...(await newCardChallenge(deps)) },
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
 * Whether `value` is a solution of one of our challenges, unexpired, never used before: the
 * first use of a challenge is recorded (by its signature's hash) in the throttle table, so a
 * solution replayed, also by parallel requests, is refused.
 */
export async function acceptSolution(deps: Deps, value: unknown): Promise<boolean> {
  const payload = payloadOf(value);
  if (!payload) return false;
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: deps.cardChallengeKeys.challenge,
      hmacKeySignatureSecret: deps.cardChallengeKeys.derivedKey,
    });
    verified = result.verified;
  } catch {
    // A hostile payload (wrong types inside the challenge) is not a solution.
    verified = false;
  }
  if (!verified) return false;
  const used = createHash('sha256')
    .update(payload.challenge.signature ?? '')
    .digest('base64url');
  const now = deps.clock.now();
  const window = Math.max(CARD_DECLINE_LIMITS.windowSeconds, CARD_CHALLENGE.expiresSeconds);
  const { count } = await deps.db.transaction(async (tx) => {
    const counted = await countOnce(tx, `${USED_PREFIX}${used}`, now, window);
    await pruneThrottle(tx, USED_PREFIX, window, now);
    return counted;
  });
  return count === 1;
}
