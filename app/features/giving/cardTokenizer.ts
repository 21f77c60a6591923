import { invalidCardFields, sandboxCardToken } from '#contract/billing/paymentCards';
import type { CardTokenizer } from '#ds/payments';

/**
 * The card form's provider for the giving pages: the offline sandbox's browser part when the
 * server says test mode (decision 042). With Stripe keys the billing screens' app-wide
 * provider (Stripe Elements with the publishable key) takes its place; without either the form
 * says payments are unavailable.
 */
export function givingCardTokenizer(testMode: boolean | undefined): CardTokenizer | null {
  return testMode
    ? { mode: 'sandbox', invalidFields: invalidCardFields, tokenize: sandboxCardToken }
    : null;
}
