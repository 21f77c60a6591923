import { createHash } from 'node:crypto';
import { parseSandboxCardToken, type SandboxScenario } from '#contract/billing/paymentCards.ts';
import type { DeclineCode, PaymentProvider } from './payment-provider.ts';

// The offline provider of the embedded default and of every test (decision 042): it behaves like
// Stripe's test mode for Stripe's published test cards and refuses everything else. It keeps no
// state: every id is derived from the request's idempotency key or the card token, so a request
// repeated (after a restart too) gets the same answer and nothing is charged twice.

const idFrom = (prefix: string, ...parts: (string | number)[]) =>
  `${prefix}_sandbox_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24)}`;

/** What a charge on a saved card of each scenario answers. */
const CHARGE_OUTCOME: Record<SandboxScenario, DeclineCode | null> = {
  succeeds: null,
  declined: 'card_declined',
  insufficientFunds: 'insufficient_funds',
  failsWhenCharged: 'card_declined',
};

/** The sandbox's saved-card id carries the token, so a charge knows the card's scenario. */
const CARD_PREFIX = 'card_sandbox:';

export function createSandboxProvider(): PaymentProvider {
  return {
    mode: 'sandbox',

    async createCustomer({ accountId, idempotencyKey }) {
      return { customerId: idFrom('cus', accountId, idempotencyKey) };
    },

    async saveCard(_customerId, cardToken) {
      const card = parseSandboxCardToken(cardToken);
      if (!card) return { refused: true, code: 'invalid_card_token' };
      // As Stripe's test card 4000 0000 0000 0002: refused when it is attached.
      if (card.scenario === 'declined') return { refused: true, code: 'card_declined' };
      const { last4, expMonth, expYear } = card;
      // Stripe's four test numbers are all Visa cards.
      return { cardId: `${CARD_PREFIX}${cardToken}`, brand: 'visa', last4, expMonth, expYear };
    },

    async charge({ cardId, amountCents, idempotencyKey }) {
      const card = cardId.startsWith(CARD_PREFIX)
        ? parseSandboxCardToken(cardId.slice(CARD_PREFIX.length))
        : null;
      if (!card) return { refused: true, code: 'invalid_card_token' };
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new Error(`A charge needs a positive whole number of cents, not ${amountCents}.`);
      const declined = CHARGE_OUTCOME[card.scenario];
      if (declined) return { refused: true, code: declined };
      return { refused: false, chargeId: idFrom('ch', idempotencyKey) };
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      if (!chargeId.startsWith('ch_sandbox_'))
        throw new Error(`The sandbox made no charge ${chargeId}.`);
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new Error(`A refund needs a positive whole number of cents, not ${amountCents}.`);
      return { refundId: idFrom('re', chargeId, idempotencyKey) };
    },
  };
}
