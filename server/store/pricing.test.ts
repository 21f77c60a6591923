import { describe, expect, it } from 'vitest';
import { couponProblem, offerApplies, orderTotals } from './pricing.ts';

const at = (iso: string) => new Date(iso);

describe('offerApplies', () => {
  const offer = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-08T00:00:00Z') };
  it('holds from the start up to, not including, the end', () => {
    expect(offerApplies(offer, at('2026-11-30T23:59:59Z'))).toBe(false);
    expect(offerApplies(offer, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(offerApplies(offer, at('2026-12-07T23:59:59Z'))).toBe(true);
    expect(offerApplies(offer, at('2026-12-08T00:00:00Z'))).toBe(false);
  });
});

describe('couponProblem', () => {
  const coupon = {
    percentOff: 10,
    amountOffCents: null,
    startsAt: at('2026-12-01T00:00:00Z'),
    endsAt: at('2026-12-31T00:00:00Z'),
    active: true,
  };
  it('names why a coupon cannot be taken', () => {
    expect(couponProblem(coupon, at('2026-11-30T23:59:59Z'))).toBe('not_yet');
    expect(couponProblem(coupon, at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(couponProblem(coupon, at('2026-12-31T00:00:00Z'))).toBe('ended');
    expect(couponProblem({ ...coupon, active: false }, at('2026-12-02T00:00:00Z'))).toBe(
      'inactive',
    );
    expect(couponProblem({ ...coupon, endsAt: null }, at('2099-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('orderTotals', () => {
  it('takes the sale price, then the coupon on the subtotal', () => {
    expect(
      orderTotals({ priceCents: 8_900, salePriceCents: 6_900, quantity: 2, coupon: null }),
    ).toEqual({
      unitPriceCents: 6_900,
      subtotalCents: 13_800,
      discountCents: 0,
      totalCents: 13_800,
    });
    expect(
      orderTotals({
        priceCents: 8_900,
        salePriceCents: 6_900,
        quantity: 2,
        coupon: { percentOff: 10, amountOffCents: null },
      }).totalCents,
    ).toBe(12_420);
  });

  it('rounds a percentage to the cent, half up, and never takes more than the subtotal', () => {
    // 15 % of $3.33 is 49.95 ¢: 50 ¢ off.
    expect(
      orderTotals({
        priceCents: 333,
        salePriceCents: null,
        quantity: 1,
        coupon: { percentOff: 15, amountOffCents: null },
      }).discountCents,
    ).toBe(50);
    expect(
      orderTotals({
        priceCents: 500,
        salePriceCents: null,
        quantity: 1,
        coupon: { percentOff: null, amountOffCents: 900 },
      }),
    ).toEqual({ unitPriceCents: 500, subtotalCents: 500, discountCents: 500, totalCents: 0 });
  });
});
