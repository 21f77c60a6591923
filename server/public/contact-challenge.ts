import { createHmac } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import type { Db } from '#server/db/database.ts';
import type { Deps } from '#server/deps.ts';
import type { ProofOfWorkKeys, SolutionVerdict } from '#server/http/proof-of-work.ts';
import { acceptSolution, newChallenge } from '#server/http/proof-of-work.ts';
import { CONTACT_CHALLENGE, CONTACT_FORM_LIMITS } from '#server/settings.ts';

/** The posted field that carries a solved challenge (ALTCHA's payload, its JSON in base64). */
export const CHALLENGE_FIELD = 'altcha';

/** Under the contact form's throttle prefix, so its clean-up also removes these. */
const USED_PREFIX = 'contact-challenge-used-';

/**
 * The contact forms' challenge keys, derived from the form key (itself derived from the token
 * secret): a card route's solution is not one of these, nor these one of its.
 */
export function contactChallengeKeys(deps: Pick<Deps, 'formKey'>): ProofOfWorkKeys {
  const derive = (purpose: string) =>
    createHmac('sha256', deps.formKey).update(purpose).digest('hex');
  return { challenge: derive('contact-challenges'), derivedKey: derive('contact-challenge-keys') };
}

/** A challenge for a message to one church (its id is signed in: it answers for no other). */
export function newContactChallenge(deps: Deps, accountId: number): Promise<Challenge> {
  return newChallenge(CONTACT_CHALLENGE, contactChallengeKeys(deps), { church: accountId });
}

/**
 * Whether `value` solves a challenge for this church, unexpired and never used for a message
 * before; its use is recorded in `db` (the message's transaction: rolled back, it was not used).
 */
export function acceptContactSolution(
  db: Db,
  deps: Deps,
  accountId: number,
  value: unknown,
): Promise<SolutionVerdict> {
  return acceptSolution(db, {
    keys: contactChallengeKeys(deps),
    usedPrefix: USED_PREFIX,
    windowSeconds: Math.max(CONTACT_FORM_LIMITS.windowSeconds, CONTACT_CHALLENGE.expiresSeconds),
    now: deps.clock.now(),
    value,
    data: { church: accountId },
  });
}
