// The store's price rules (decision 050), pure so that tests pin them to the second. The server
// computes every amount with these; the browser only shows what the server answered.

/** The smallest amount a card is charged (Stripe's minimum for USD): a coupon may not go below. */
export const MINIMUM_CHARGE_CENTS = 50;

export type OfferPeriod = { startsAt: Date; endsAt: Date };

/** An offer applies from its start up to, but not including, its end. */
export function offerApplies(offer: OfferPeriod, now: Date): boolean {
  return offer.startsAt.getTime() <= now.getTime() && now.getTime() < offer.endsAt.getTime();
}

export type CouponTerms = {
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
};

/** Why a coupon cannot be taken now, or null when it can. */
export function couponProblem(
  coupon: CouponTerms,
  now: Date,
): 'inactive' | 'not_yet' | 'ended' | null {
  if (!coupon.active) return 'inactive';
  if (now.getTime() < coupon.startsAt.getTime()) return 'not_yet';
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return 'ended';
  return null;
}

export type OrderTotals = {
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * What an order costs: the sale price while an offer applies (else the product's price) times
 * the quantity, then the coupon on that subtotal: a percentage rounded to the cent (half up),
 * or an amount, never more than the subtotal.
 */
export function orderTotals(input: {
  priceCents: number;
  salePriceCents: number | null;
  quantity: number;
  coupon: Pick<CouponTerms, 'percentOff' | 'amountOffCents'> | null;
}): OrderTotals {
  const unitPriceCents = input.salePriceCents ?? input.priceCents;
  const subtotalCents = unitPriceCents * input.quantity;
  let discountCents = 0;
  if (input.coupon?.percentOff) {
    discountCents = Math.round((subtotalCents * input.coupon.percentOff) / 100);
  } else if (input.coupon?.amountOffCents) {
    discountCents = input.coupon.amountOffCents;
  }
  discountCents = Math.min(discountCents, subtotalCents);
  return {
    unitPriceCents,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}
