import type { PaymentConfigResponse } from '#contract/billing/billing.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** STRIPE_SECRET_KEY and its companions; without a secret key the sandbox takes payments. */
export type StripeKeys = {
  secretKey: string;
  /** For Stripe Elements in the browser (`pk_…`). */
  publishableKey: string;
  /** Verifies the signature of Stripe's webhook calls (`whsec_…`); null when none is set up. */
  webhookSecret: string | null;
};

/** The payment provider and what the app and the webhook need to know about it. */
export type Payments = {
  provider: PaymentProvider;
  publishableKey: string | null;
  webhookSecret: string | null;
};

/** Stripe with its keys, else the offline sandbox (decision 042); `provider` overrides (tests). */
export function createPayments(options: {
  stripe?: StripeKeys | undefined;
  provider?: PaymentProvider | undefined;
}): Payments {
  if (options.provider)
    return { provider: options.provider, publishableKey: null, webhookSecret: null };
  if (options.stripe) {
    return {
      provider: createStripeProvider({ secretKey: options.stripe.secretKey }),
      publishableKey: options.stripe.publishableKey,
      webhookSecret: options.stripe.webhookSecret,
    };
  }
  return { provider: createSandboxProvider(), publishableKey: null, webhookSecret: null };
}

/** GET /payment/config: the sandbox shows 'Test mode' and makes sandbox tokens in the browser. */
export function paymentConfigOf(payments: Payments): PaymentConfigResponse {
  return {
    provider: payments.provider.mode,
    test_mode: payments.provider.mode === 'sandbox',
    publishable_key: payments.provider.mode === 'stripe' ? payments.publishableKey : null,
  };
}

/**
 * The Stripe keys from the environment: STRIPE_SECRET_KEY (`sk_…`), then
 * STRIPE_PUBLISHABLE_KEY (`pk_…`, required with it) and STRIPE_WEBHOOK_SECRET (`whsec_…`).
 */
export function stripeKeysFromEnv(env: NodeJS.ProcessEnv): StripeKeys | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).');
  }
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!publishableKey || !/^pk_(test|live)_\w+$/.test(publishableKey)) {
    throw new Error(
      'STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…) is required too.',
    );
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  return { secretKey, publishableKey, webhookSecret };
}
