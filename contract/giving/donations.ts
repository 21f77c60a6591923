import { APP_LOCALES } from '#contract/locales.ts';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
// A gift's card and key follow billing's rules: a token the card form made, one key per press.
import { CardToken, IdempotencyKey } from '#contract/billing/billing.ts';
import { Email, Id, IsoDateTime, requiredText } from '#contract/validation.ts';

// Gifts (issue 10, decision 045): the giving form of `donate` (signed in) and `donation` (public).
// The server computes every amount from the gift and the cover-fee choice; a total sent by the
// browser is not part of the request (unknown fields are refused).

export const DONATION_INTERVALS = ['one_time', 'month'] as const;
export type DonationInterval = (typeof DONATION_INTERVALS)[number];

/**
 * - one_time: pending → completed | failed;
 * - month: pending → active (charged each month) | failed; active → canceled by the donor, or
 *   failed when a month's charge is refused.
 */
export const DONATION_STATUSES = ['pending', 'completed', 'active', 'failed', 'canceled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** The smallest and the largest gift, in cents, before any covered fee. */
export const GIFT_LIMITS = { minCents: 500, maxCents: 1_000_000 } as const;

/** The form's preset amounts, in cents ($25, $50, $100, $250). */
export const GIFT_PRESETS_CENTS = [2_500, 5_000, 10_000, 25_000] as const;

/** The card processor's fee on one charge: 2.9 % + 30 ¢ (Stripe's standard US card price). */
export const PROCESSING_FEE = { basisPoints: 290, fixedCents: 30 } as const;

/**
 * What a donor who covers the fee adds so that the organisation receives the whole gift: the
 * fee of the grossed-up total, not of the gift (2.9 % of $50 would leave the fee on the fee
 * unpaid). total = ceil((gift + 30) / (1 − 0.029)); the fee is total − gift.
 */
export function coveredFeeCents(giftCents: number): number {
  const total = Math.ceil(
    ((giftCents + PROCESSING_FEE.fixedCents) * 10_000) / (10_000 - PROCESSING_FEE.basisPoints),
  );
  return total - giftCents;
}

/** The amount charged for a gift: the gift, plus the covered fee when the donor chose to. */
export function giftTotalCents(giftCents: number, coverFee: boolean): number {
  return giftCents + (coverFee ? coveredFeeCents(giftCents) : 0);
}

/** A gift amount is whole cents within GIFT_LIMITS. */
export function giftAmountProblem(cents: number): 'too_small' | 'too_large' | null {
  if (cents < GIFT_LIMITS.minCents) return 'too_small';
  if (cents > GIFT_LIMITS.maxCents) return 'too_large';
  return null;
}

const GiftAmount = refine(integer(), 'amount_cents', (value) => {
  const problem = giftAmountProblem(value);
  if (problem === 'too_small') return 'Give at least $5.00.';
  if (problem === 'too_large') return 'Give at most $10,000.00 at once.';
  return true;
});

/** The receipt's language. */
export const DONATION_LOCALES = APP_LOCALES;

/**
 * POST /donations (public; a signed-in caller's gift is also linked to their account and shows
 * under My gifts). A refused card is a 402 `payment_declined` naming `card_token`; the same
 * `idempotency_key` sent again answers with the first gift and charges nothing more.
 */
export const DonationRequest = object({
  amount_cents: GiftAmount,
  cover_fee: boolean(),
  interval: enums(DONATION_INTERVALS),
  donor_name: requiredText(100),
  donor_email: Email,
  locale: enums(DONATION_LOCALES),
  card_token: CardToken,
  idempotency_key: IdempotencyKey,
});
export type DonationRequest = Infer<typeof DonationRequest>;

/** A gift as its donor sees it. */
export const Donation = object({
  id: Id,
  /** The gift itself, without the covered fee. */
  amount_cents: integer(),
  fee_cents: integer(),
  /** What each charge takes from the card: amount + fee. */
  total_cents: integer(),
  currency: literal('usd'),
  interval: enums(DONATION_INTERVALS),
  status: enums(DONATION_STATUSES),
  created_at: IsoDateTime,
  /** A monthly gift's next charge; null otherwise. */
  next_charge_at: nullable(IsoDateTime),
  canceled_at: nullable(IsoDateTime),
  card_last4: nullable(string()),
  /** The last successful charge's receipt number (e.g. GR-2026-000042). */
  receipt_number: nullable(string()),
});
export type Donation = Infer<typeof Donation>;

export const DonationResponse = object({ donation: Donation });
export type DonationResponse = Infer<typeof DonationResponse>;

/** GET /my_donations: the caller's own gifts, newest first. */
export const MyDonationsResponse = object({ donations: array(Donation) });
export type MyDonationsResponse = Infer<typeof MyDonationsResponse>;

/** POST /donations/cancel: stops one of the caller's monthly gifts; nothing more is charged. */
export const CancelDonationRequest = object({ id: Id });
export type CancelDonationRequest = Infer<typeof CancelDonationRequest>;

/**
 * GET /donations/options (public): what the giving form offers. The fee is given so that the
 * form can show the total; the server computes it again from the gift.
 */
export const GivingOptionsResponse = object({
  presets_cents: array(integer()),
  min_cents: integer(),
  max_cents: integer(),
  fee_basis_points: integer(),
  fee_fixed_cents: integer(),
  currency: literal('usd'),
  /** The offline sandbox takes the cards: the form shows 'Test mode'. */
  test_mode: boolean(),
});
export type GivingOptionsResponse = Infer<typeof GivingOptionsResponse>;
