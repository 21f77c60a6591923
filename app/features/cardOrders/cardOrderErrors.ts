import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders';
import type { ValidationError } from '#ds/forms';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { errorCode, fieldErrors } from '#app/api';
import { SHIPPING_FIELDS } from '#app/features/account/shippingAddress';

/** The server's sentences (CARD_ORDER_MESSAGES) as our translated messages. */
const messageKeys: Partial<Record<keyof typeof CARD_ORDER_MESSAGES, ValidationError>> = {
  wrongState: 'orderCards.errors.wrongState',
  noShippingAddress: 'orderCards.errors.noShippingAddress',
  noCard: 'orderCards.errors.noCard',
  nowhereToLead: 'orderCards.errors.nowhereToLead',
  logoTooSmall: 'orderCards.errors.logoTooSmall',
  logoNotAPicture: 'orderCards.errors.logoNotAPicture',
  notFound: 'orderCards.errors.notFound',
};

/** Our message for one of the server's sentences; 'Something went wrong!' for any other. */
export function cardOrderMessageOf(text: string | null | undefined): ValidationError {
  const found = (Object.keys(CARD_ORDER_MESSAGES) as (keyof typeof CARD_ORDER_MESSAGES)[]).find(
    (name) => CARD_ORDER_MESSAGES[name] === text,
  );
  return (found && messageKeys[found]) ?? 'common.somethingWentWrong';
}

/** What a refused order means on the form. */
export function placeOrderOutcomeOf(error: unknown): ScreenFormOutcome {
  const fields = fieldErrors(error);
  switch (errorCode(error)) {
    case 'payment_declined':
      return { formError: 'orderCards.errors.declined' };
    case 'validation_failed': {
      const named: ScreenFormOutcome['fieldErrors'] = {};
      for (const [field, text] of Object.entries(fields)) {
        const inAddress = field.startsWith('shipping_address.')
          ? SHIPPING_FIELDS[field.slice('shipping_address.'.length)]
          : undefined;
        if (inAddress) named[inAddress] = 'orderCards.errors.fieldRefused';
        else if (field === 'shipping_address' || field === 'card_token')
          return { formError: cardOrderMessageOf(text) };
      }
      return Object.keys(named).length > 0
        ? { fieldErrors: named }
        : { formError: 'common.somethingWentWrong' };
    }
    case 'conflict':
      return { formError: 'orderCards.errors.nowhereToLead' };
    default:
      return { formError: 'common.somethingWentWrong' };
  }
}
