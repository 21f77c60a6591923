import {
  ACCOUNT_AND_PLAN_INVALID,
  ACCOUNT_INVALID,
  CARD_DECLINE_MESSAGES,
  PLAN_INVALID,
} from '#contract/billing/billing.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { DeclineCode } from './payment-provider.ts';

/** The spec's three answers of subscribe and pay_and_subscribe (section 8). */
export function subscriptionRefused({
  accountValid,
  planValid,
}: {
  accountValid: boolean;
  planValid: boolean;
}): ApiError | null {
  if (accountValid && planValid) return null;
  const message =
    !accountValid && !planValid
      ? ACCOUNT_AND_PLAN_INVALID
      : accountValid
        ? PLAN_INVALID
        : ACCOUNT_INVALID;
  return new ApiError(400, 'validation_failed', message, {
    ...(planValid ? {} : { fields: { plan_code: PLAN_INVALID } }),
  });
}

/** A refused card: 402 naming the card field, in the contract's words. */
export function cardRefused(code: DeclineCode): ApiError {
  const message = CARD_DECLINE_MESSAGES[code];
  return new ApiError(402, 'payment_declined', message, { fields: { card_token: message } });
}
