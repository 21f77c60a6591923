// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORE_COUPON_MESSAGES, STORE_NO_SHIPPING_ADDRESS } from '#contract/store/store';
import { ApiError } from '#app/api';
import { cardPaymentOutcomeOf } from '#app/payments/paymentErrors';
import { storeOutcomeOf } from './storeCheckoutErrors';

function refused(status: number, code: string, fields?: Record<string, string>) {
  return new ApiError('http', `POST: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.', fields } },
  });
}

const outcomeOf = (error: ApiError) => storeOutcomeOf(error, cardPaymentOutcomeOf(error));

describe('a refused store payment on the checkout form', () => {
  it('shows the server’s refusals of the address at their fields', () => {
    expect(
      outcomeOf(
        refused(400, 'validation_failed', {
          'shipping_address.zip_code': 'Use at most 20 characters.',
          'shipping_address.country': 'Choose a country (a two-letter ISO code).',
        }),
      ),
    ).toEqual({
      fieldErrors: {
        zipCode: 'store.checkout.addressRefused',
        country: 'store.checkout.addressRefused',
      },
    });
  });

  it('says so when no address was sent and none is saved', () => {
    expect(
      outcomeOf(refused(400, 'validation_failed', { shipping_address: STORE_NO_SHIPPING_ADDRESS })),
    ).toEqual({ message: 'store.checkout.noShippingAddress' });
  });

  it('keeps the coupon, saved card and card refusals as they were', () => {
    expect(
      outcomeOf(refused(400, 'validation_failed', { coupon_code: STORE_COUPON_MESSAGES.ended })),
    ).toEqual({ message: 'store.checkout.couponEnded' });
    expect(
      outcomeOf(refused(400, 'validation_failed', { pay_with: 'There is no saved card.' })),
    ).toEqual({ message: 'store.checkout.noSavedCard' });
    expect(outcomeOf(refused(402, 'payment_declined', { card_token: 'Declined.' }))).toMatchObject({
      invalidFields: ['cardNumber'],
    });
  });

  it('says a key sent again with other details needs a fresh page (decision 062)', () => {
    expect(
      outcomeOf(
        refused(422, 'validation_failed', {
          idempotency_key: 'This request was already sent with other details.',
        }),
      ),
    ).toEqual({ message: 'billing.errors.keyReused' });
  });
});
