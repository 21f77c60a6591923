import type Stripe from 'stripe';
import type { DeclineCode, PaymentProvider, Refusal } from './payment-provider.ts';

// The provider when Stripe keys are configured (decision 042). Cards are saved from the
// PaymentMethod that Stripe Elements made in the browser and charged off-session with a
// PaymentIntent; the card number never reaches this server.

export type StripeSettings = {
  secretKey: string;
  /** Another address for Stripe's API (the tests' stand-in); Stripe's own by default. */
  apiHost?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** A card refusal as the interface names it; anything else Stripe throws is not a refusal. */
function refusalOf(error: unknown): Refusal | null {
  // Stripe's errors name their class in `type` (the SDK itself is loaded lazily, below).
  const stripeError = error as Partial<Stripe.errors.StripeError> | null;
  if (stripeError?.type === 'StripeCardError') {
    const code: DeclineCode =
      stripeError.decline_code === 'insufficient_funds' || stripeError.code === 'insufficient_funds'
        ? 'insufficient_funds'
        : 'card_declined';
    return { refused: true, code };
  }
  // A PaymentMethod id that does not exist, or belongs to another customer already.
  if (
    stripeError?.type === 'StripeInvalidRequestError' &&
    (stripeError.code === 'resource_missing' ||
      stripeError.code === 'payment_method_unexpected_state')
  )
    return { refused: true, code: 'invalid_card_token' };
  return null;
}

export function createStripeProvider({ secretKey, apiHost }: StripeSettings): PaymentProvider {
  // The SDK (about 27 MB of the server's memory) loads with the first payment call, not with
  // the server (decision 035).
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(secretKey, {
          // Network failures are retried with the same idempotency key, so never charged twice.
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...apiHost,
        }),
    ));

  return {
    mode: 'stripe',

    async createCustomer({ accountId, email, name, idempotencyKey }) {
      const customer = await (
        await stripeClient()
      ).customers.create(
        { email, name, metadata: { account_id: String(accountId) } },
        { idempotencyKey },
      );
      return { customerId: customer.id };
    },

    async saveCard(customerId, cardToken) {
      try {
        const method = await (
          await stripeClient()
        ).paymentMethods.attach(
          cardToken,
          { customer: customerId },
          { idempotencyKey: `attach-${customerId}-${cardToken}` },
        );
        if (!method.card) return { refused: true, code: 'invalid_card_token' };
        return {
          cardId: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },

    async charge({ customerId, cardId, amountCents, currency, description, idempotencyKey }) {
      try {
        const intent = await (
          await stripeClient()
        ).paymentIntents.create(
          {
            amount: amountCents,
            currency,
            customer: customerId,
            payment_method: cardId,
            description,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey },
        );
        // Off-session, a card that asks for the holder (3-D Secure) cannot be charged now.
        if (intent.status !== 'succeeded') return { refused: true, code: 'card_declined' };
        return { refused: false, chargeId: intent.id };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const refund = await (
        await stripeClient()
      ).refunds.create({ payment_intent: chargeId, amount: amountCents }, { idempotencyKey });
      return { refundId: refund.id };
    },
  };
}
