import type { Challenge } from 'altcha-lib';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import { acceptSolution as acceptProofOfWork, newChallenge } from '#server/http/proof-of-work.ts';
import { CARD_CHALLENGE, CARD_DECLINE_LIMITS } from '#server/settings.ts';

const USED_PREFIX = 'card-challenge-used-';

/**
 * A new challenge of the card routes, signed with their keys (server/http/proof-of-work.ts:
 * ALTCHA's deterministic mode, checked with two HMACs).
 */
export function newCardChallenge(deps: Deps): Promise<Challenge> {
  return newChallenge(CARD_CHALLENGE, deps.cardChallengeKeys);
}

/** The 428 that asks for a proof of work, with a fresh challenge. */
export async function challengeRequired(deps: Deps, message: string): Promise<ApiError> {
  return new ApiError(428, 'challenge_required', message, {
    challenge: { ...(await newCardChallenge(deps)) },
  });
}

/**
 * Whether `value` is a solution of one of our card challenges, unexpired, never used before: the
 * first use of a challenge is recorded (by its signature's hash) in the throttle table, so a
 * solution replayed, also by parallel requests, is refused.
 */
export async function acceptSolution(deps: Deps, value: unknown): Promise<boolean> {
  const verdict = await deps.db.transaction((tx) =>
    acceptProofOfWork(tx, {
      keys: deps.cardChallengeKeys,
      usedPrefix: USED_PREFIX,
      windowSeconds: Math.max(CARD_DECLINE_LIMITS.windowSeconds, CARD_CHALLENGE.expiresSeconds),
      now: deps.clock.now(),
      value,
    }),
  );
  return verdict === 'ok';
}
