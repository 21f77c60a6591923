import { mutationOptions } from '@tanstack/react-query';
import type { Endpoint } from '#contract';
import { CHALLENGE_PARAM } from '#contract/errors';
import { apiClient, errorCode, isApiError } from '#app/api';
import { endpointPrefix } from '#app/query/keys';

/** The ALTCHA challenge of a 428 `challenge_required` (decision 062), or null. */
export function challengeOf(error: unknown): Record<string, unknown> | null {
  if (errorCode(error) !== 'challenge_required' || !isApiError(error)) return null;
  const challenge = (error.body as { error: { challenge?: Record<string, unknown> } }).error
    .challenge;
  return challenge ?? null;
}

/**
 * Sends a card payment; when the server asks for a proof of work first (after cards were refused
 * from this network), solves it in the browser with altcha-lib, loaded only then, and sends the
 * payment again with the solution, once. Any other answer is the caller's to show.
 */
export async function sendWithProofOfWork<Res>(
  send: (params?: Record<string, string>) => Promise<Res>,
): Promise<Res> {
  try {
    return await send();
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    const { solveProofOfWork } = await import('./proofOfWork');
    return send({ [CHALLENGE_PARAM]: await solveProofOfWork(challenge) });
  }
}

/**
 * The mutation of a route that takes a card: `endpointMutation`'s, answering the card routes'
 * proof of work (decision 062) on the way.
 */
export function cardMutation<Req, Res>(endpoint: Endpoint<Req, Res>) {
  return mutationOptions<Res, Error, Req>({
    mutationKey: endpointPrefix(endpoint),
    mutationFn: (input: Req) =>
      sendWithProofOfWork((params) =>
        apiClient.call({
          method: 'post',
          path: endpoint.path,
          data: input,
          request: endpoint.request ?? undefined,
          response: endpoint.response,
          ...(params ? { params } : {}),
        }),
      ),
  });
}
