import type { PaymentConfigResponse } from '#contract/billing/billing';
import { invalidCardFields, sandboxCardToken } from '#contract/billing/paymentCards';
import type { CardTokenizer, SandboxCardTokenizer } from '#ds/payments';

/** The offline sandbox's part in the browser, with the card rules the server shares (decision 042). */
export const sandboxCardTokenizer: SandboxCardTokenizer = {
  mode: 'sandbox',
  invalidFields: invalidCardFields,
  tokenize: sandboxCardToken,
};

/**
 * The card form's provider from GET /payment/config: the sandbox in test mode, Stripe Elements
 * with the publishable key otherwise; null while unknown or when Stripe has no key.
 */
export function cardTokenizerOf(config: PaymentConfigResponse | undefined): CardTokenizer | null {
  if (!config) return null;
  if (config.test_mode) return sandboxCardTokenizer;
  return config.publishable_key ? { mode: 'stripe', publishableKey: config.publishable_key } : null;
}
