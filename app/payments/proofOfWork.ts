import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * Solves a card route's ALTCHA challenge (PBKDF2 through Web Crypto, a second or two) and
 * returns what the server reads back: ALTCHA's payload, its JSON in base64. Loaded on its own
 * (cardMutation.ts imports it only when a challenge comes).
 */
export async function solveProofOfWork(challenge: Record<string, unknown>): Promise<string> {
  const solution = await solveChallenge({
    challenge: challenge as unknown as Challenge,
    deriveKey,
  });
  if (!solution) throw new Error('The proof of work found no solution.');
  return btoa(JSON.stringify({ challenge, solution }));
}
