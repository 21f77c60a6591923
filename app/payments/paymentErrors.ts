import { CARD_DECLINE_MESSAGES, type CardDeclineCode } from '#contract/billing/billing';
import type { CardPaymentOutcome } from '#ds/payments';
import type { ValidationError } from '#ds/forms';
import { errorCode, fieldErrors, isApiError } from '#app/api';

const declineKeys: Record<CardDeclineCode, ValidationError> = {
  card_declined: 'billing.errors.cardDeclined',
  insufficient_funds: 'billing.errors.insufficientFunds',
  invalid_card_token: 'billing.errors.invalidCardToken',
};

/** The decline reason in a 402 `payment_declined` (the server names the card field). */
function declineKeyOf(error: unknown): ValidationError {
  const text = fieldErrors(error).card_token;
  const code = (Object.keys(CARD_DECLINE_MESSAGES) as CardDeclineCode[]).find(
    (candidate) => CARD_DECLINE_MESSAGES[candidate] === text,
  );
  return declineKeys[code ?? 'card_declined'];
}

/**
 * What a refused payment means on the card form: a declined card names the card number with
 * the reason; the spec's plan and account messages; a conflict on the e-mail (checkout).
 */
export function cardPaymentOutcomeOf(error: unknown): CardPaymentOutcome {
  switch (errorCode(error)) {
    case 'payment_declined':
      return { invalidFields: ['cardNumber'], message: declineKeyOf(error) };
    case 'conflict':
      return { fieldErrors: { email: 'billing.errors.emailTaken' } };
    case 'validation_failed': {
      const fields = fieldErrors(error);
      const message = isApiError(error) ? messageOf(error.body) : '';
      if (message === 'Account and Plan invalid')
        return { message: 'billing.errors.accountAndPlanInvalid' };
      if (message === 'Account invalid') return { message: 'billing.errors.accountInvalid' };
      if (message === 'Plan invalid' || fields.plan_code)
        return { message: 'billing.errors.planInvalid' };
      const named = Object.keys(fields).filter(
        (name) => name !== 'card_token' && name !== 'idempotency_key',
      );
      // The same key sent again with other details (decision 062): a fresh page makes a new one.
      if (fields.idempotency_key && !fields.card_token && named.length === 0)
        return { message: 'billing.errors.keyReused' };
      if (fields.card_token)
        return { invalidFields: ['cardNumber'], message: 'billing.errors.invalidCardToken' };
      if (named.length > 0) {
        return {
          fieldErrors: Object.fromEntries(
            named.map((name) => [name, 'billing.errors.fieldRefused']),
          ),
        };
      }
      return { message: 'common.somethingWentWrong' };
    }
    // A proof of work asked again after the one solved (decision 062): wait, as for a 429.
    case 'too_many_requests':
    case 'challenge_required':
      return { message: 'billing.errors.tooManyAttempts' };
    default:
      return { message: 'common.somethingWentWrong' };
  }
}

function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('error' in body)) return '';
  const inner = (body as { error: unknown }).error;
  return typeof inner === 'object' && inner !== null && 'message' in inner
    ? String((inner as { message: unknown }).message)
    : '';
}

/**
 * Whether a failed payment may be sent again with the same idempotency key: only when no answer
 * came (the first attempt may have gone through). A refusal needs a new key for the next try.
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  return !isApiError(error) || error.kind === 'network' || (error.status ?? 0) >= 500;
}
