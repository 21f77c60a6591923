import { STORE_COUPON_MESSAGES, type StoreCouponRefusal } from '#contract/store/store';
import type { ShippingAddressValues } from '#ds/forms';
import type { CardPaymentOutcome } from '#ds/payments';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';

const couponKeys: Record<StoreCouponRefusal, ScreenMessage> = {
  unknown: 'store.checkout.couponUnknown',
  inactive: 'store.checkout.couponInactive',
  not_yet: 'store.checkout.couponNotYet',
  ended: 'store.checkout.couponEnded',
  too_much: 'store.checkout.couponTooMuch',
};

/** The server's refusal of a coupon, in the person's language; null when it was not that. */
export function couponRefusalOf(error: unknown): ScreenMessage | null {
  const text = fieldErrors(error).coupon_code;
  if (errorCode(error) !== 'validation_failed' || !text) return null;
  const reason = (Object.keys(STORE_COUPON_MESSAGES) as StoreCouponRefusal[]).find(
    (key) => STORE_COUPON_MESSAGES[key] === text,
  );
  return couponKeys[reason ?? 'unknown'];
}

/** The address form's field for each of the server's `shipping_address.*` fields. */
const addressFields: Record<string, keyof ShippingAddressValues> = {
  name: 'name',
  address: 'address',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  country: 'country',
};

/** The server's refusal of the address: at its fields, or the form's when none was there. */
function addressOutcomeOf(fields: Record<string, string>): CardPaymentOutcome | null {
  const named = Object.keys(fields).flatMap((field) => {
    const inForm = field.startsWith('shipping_address.')
      ? addressFields[field.slice('shipping_address.'.length)]
      : undefined;
    return inForm ? [[inForm, 'store.checkout.addressRefused'] as const] : [];
  });
  if (named.length > 0) return { fieldErrors: Object.fromEntries(named) };
  if ('shipping_address' in fields) return { message: 'store.checkout.noShippingAddress' };
  return null;
}

/**
 * A refusal of the order's own fields (a coupon that ended meanwhile, the address) as the
 * payment form shows it.
 */
export function storeOutcomeOf(error: unknown, outcome: CardPaymentOutcome): CardPaymentOutcome {
  const coupon = couponRefusalOf(error);
  if (coupon) return { message: coupon };
  if (errorCode(error) !== 'validation_failed') return outcome;
  const fields = fieldErrors(error);
  if ('pay_with' in fields) return { message: 'store.checkout.noSavedCard' };
  return addressOutcomeOf(fields) ?? outcome;
}
