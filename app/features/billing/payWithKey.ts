import type { CardPaymentOutcome } from '#ds/payments';
import { reportFailure } from '#app/shared/apiErrors';
import { cardPaymentOutcomeOf, keepsIdempotencyKey } from '#app/payments/paymentErrors';

/**
 * Sends a payment under the form's idempotency key: a refusal renews the key for the next try
 * (a new card is a new payment), a lost answer keeps it (the retry must not charge twice).
 */
export async function payWithKey<Result>(
  what: string,
  idempotency: { key: () => string; renew: () => void },
  send: (key: string) => Promise<Result>,
): Promise<{ ok: true; result: Result } | { ok: false; outcome: CardPaymentOutcome }> {
  try {
    return { ok: true, result: await send(idempotency.key()) };
  } catch (error) {
    if (!keepsIdempotencyKey(error)) idempotency.renew();
    reportFailure(what, error);
    return { ok: false, outcome: cardPaymentOutcomeOf(error) };
  }
}
