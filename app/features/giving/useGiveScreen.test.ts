// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { giftOutcomeOf } from './useGiveScreen';

const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError('http', 'refused', {
    status,
    body: { error: { code, message: 'refused', ...(fields ? { fields } : {}) } },
  });

describe('giftOutcomeOf', () => {
  it('names the card number for a refused card, as the card form does', () => {
    expect(giftOutcomeOf(refusal(402, 'payment_declined', { card_token: 'declined' }))).toEqual({
      invalidFields: ['cardNumber'],
    });
  });

  it('puts an amount or address the server refused on its field, in our own words', () => {
    expect(giftOutcomeOf(refusal(400, 'validation_failed', { amount_cents: 'x' }))).toEqual({
      fieldErrors: { customAmount: 'give.errors.amount' },
    });
    expect(giftOutcomeOf(refusal(400, 'validation_failed', { donor_email: 'x' }))).toEqual({
      fieldErrors: { email: 'validation.email' },
    });
  });

  it('says when too many gifts were tried, and something went wrong otherwise', () => {
    expect(giftOutcomeOf(refusal(429, 'too_many_requests'))).toEqual({
      message: 'give.errors.tooMany',
    });
    // A proof of work asked again after the one the page solved (decision 062).
    expect(giftOutcomeOf(refusal(428, 'challenge_required'))).toEqual({
      message: 'give.errors.tooMany',
    });
    expect(giftOutcomeOf(new Error('network'))).toEqual({ message: 'common.somethingWentWrong' });
  });

  it('says a key sent again with other details needs a fresh page', () => {
    expect(
      giftOutcomeOf(refusal(422, 'validation_failed', { idempotency_key: 'Already sent.' })),
    ).toEqual({ message: 'billing.errors.keyReused' });
  });
});
