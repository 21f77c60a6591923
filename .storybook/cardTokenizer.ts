import type { SandboxCardTokenizer } from '#ds/payments';
import { invalidCardFields, sandboxCardToken } from '#contract/billing/paymentCards';

/**
 * Stories take card payments as the app does without Stripe keys: the offline sandbox's
 * browser part, with the card rules shared with the server (decision 042).
 */
export const storyCardTokenizer: SandboxCardTokenizer = {
  mode: 'sandbox',
  invalidFields: invalidCardFields,
  tokenize: sandboxCardToken,
};
