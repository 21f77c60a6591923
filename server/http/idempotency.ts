import { ApiError } from './api-error.ts';

/** What a key sent again with other details is told (Stripe answers the same way). */
export const KEY_REUSED_MESSAGE =
  'This request was already sent with other details. Reload the page and try again.';

/**
 * An idempotency key reused for a different request, or by another caller (decision 062): a 422
 * naming the key, never the first request's answer. Keys are scoped to their caller: a signed-in
 * caller does not read what an anonymous one made with a key, nor one caller another's.
 */
export function idempotencyKeyReused(): ApiError {
  return new ApiError(422, 'validation_failed', KEY_REUSED_MESSAGE, {
    fields: { idempotency_key: KEY_REUSED_MESSAGE },
  });
}
