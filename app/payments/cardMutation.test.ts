import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { challengeOf, sendWithProofOfWork } from './cardMutation';

const SECRET = 'a test secret';

const refusal = (status: number, error: Record<string, unknown>) =>
  new ApiError('http', `POST /donations: ${status}`, { status, body: { error } });

async function challenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    counter: 50,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });
}

describe('the card routes’ proof of work (decision 062)', () => {
  it('is solved in the browser and the payment sent again with the solution, once', async () => {
    const asked = await challenge();
    const sent: (Record<string, string> | undefined)[] = [];
    const answer = await sendWithProofOfWork(async (params) => {
      sent.push(params);
      if (!params) {
        throw refusal(428, { code: 'challenge_required', message: 'Confirm.', challenge: asked });
      }
      return 'paid';
    });
    expect(answer).toBe('paid');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeUndefined();
    const payload = JSON.parse(atob(sent[1]?.altcha ?? '')) as {
      challenge: Challenge;
      solution: Solution;
    };
    expect(payload.challenge).toEqual(asked);
    const verified = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verified.verified).toBe(true);
  });

  it('leaves every other refusal, and a second challenge, to the form', async () => {
    const declined = refusal(402, { code: 'payment_declined', message: 'Declined.' });
    await expect(
      sendWithProofOfWork(async () => {
        throw declined;
      }),
    ).rejects.toBe(declined);
    expect(challengeOf(declined)).toBeNull();

    const asked = await challenge();
    let calls = 0;
    const again = refusal(428, {
      code: 'challenge_required',
      message: 'Confirm.',
      challenge: asked,
    });
    await expect(
      sendWithProofOfWork(async () => {
        calls += 1;
        throw again;
      }),
    ).rejects.toBe(again);
    expect(calls).toBe(2);
  });
});
