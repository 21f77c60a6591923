// The one interface both payment providers implement (decision 042). The billing rules (plans,
// amounts, renewals, past_due, refunds) live in the billing service, never in a provider.

/** Why the provider refused a card or a charge, in Stripe's decline codes. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'invalid_card_token';

/** A card saved on the provider's side; we keep only what a person needs to recognise it. */
export type SavedCard = {
  /** The provider's id of the saved card (Stripe: a PaymentMethod attached to the customer). */
  cardId: string;
  /** The card network as the provider names it (`visa`, `mastercard`, …). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type Refusal = { refused: true; code: DeclineCode };

export type ChargeRequest = {
  customerId: string;
  cardId: string;
  /** Integer cents, computed by the billing service. */
  amountCents: number;
  currency: 'usd';
  description: string;
  /**
   * The same key always names the same charge: the provider answers a repeated request with the
   * first answer and charges once (Stripe's `Idempotency-Key`). The billing service derives it
   * from what is paid for (an invoice and its attempt), never from the moment.
   */
  idempotencyKey: string;
};

export type Charge = { refused: false; chargeId: string };

export type RefundRequest = { chargeId: string; amountCents: number; idempotencyKey: string };

export type PaymentProvider = {
  /** `sandbox` shows the 'Test mode' marker on every payment screen. */
  readonly mode: 'stripe' | 'sandbox';
  /** The provider's customer for one account; the same key gives the same customer. */
  createCustomer(input: {
    accountId: number;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  /**
   * Saves the card a browser's card form turned into `cardToken` (Stripe: a PaymentMethod id
   * from Elements; the sandbox: `sandboxCardToken`). Card numbers never reach the server.
   */
  saveCard(customerId: string, cardToken: string): Promise<SavedCard | Refusal>;
  charge(request: ChargeRequest): Promise<Charge | Refusal>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
};
