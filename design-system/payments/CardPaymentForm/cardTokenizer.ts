import { createContext, useContext } from 'react';
import { CARD_FIELDS, type CardField, type CardFields } from '#contract/billing/paymentCards.ts';

/** The card form's fields, in the order the spec names them (spec section 3): contract's list. */
export const cardFieldNames = CARD_FIELDS;
export type CardFieldName = CardField;
export type CardValues = CardFields;

/**
 * The offline sandbox's part in the browser (decision 042): it checks the card form with the
 * shared card rules and turns a valid Stripe test card into the sandbox's token. The app builds
 * it from `contract/billing/paymentCards.ts` (invalidCardFields, sandboxCardToken) and provides it.
 */
export type SandboxCardTokenizer = {
  mode: 'sandbox';
  /** The wrong fields, in the form's order (Luhn, expiry against `today`, CVV, names). */
  invalidFields: (values: CardValues, today: Date) => readonly CardFieldName[];
  /** The token for one of Stripe's test cards; null for any other number. */
  tokenize: (values: CardValues) => string | null;
};

/** Stripe: card number, expiry and CVV are Stripe Elements, loaded only when a form shows. */
export type StripeCardTokenizer = {
  mode: 'stripe';
  publishableKey: string;
};

export type CardTokenizer = SandboxCardTokenizer | StripeCardTokenizer;

const CardTokenizerContext = createContext<CardTokenizer | null>(null);

/** The app (and Storybook) put the payment provider's browser part here. */
export const CardTokenizerProvider = CardTokenizerContext.Provider;

/** The provided tokenizer, or null when payments are not set up (the form says so). */
export function useCardTokenizer(): CardTokenizer | null {
  return useContext(CardTokenizerContext);
}
