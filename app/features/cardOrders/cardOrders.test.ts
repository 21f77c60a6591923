// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARD_ORDER_MESSAGES, type CardOrder } from '#contract/cardOrders/cardOrders';
import { ApiError } from '#app/api';
import { cardOrderMessageOf, placeOrderOutcomeOf } from './cardOrderErrors';
import { historyItemOf, inProgressOf } from './cardOrderViews';

function refused(status: number, code: string, fields?: Record<string, string>) {
  return new ApiError('http', `POST: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.', fields } },
  });
}

const order: CardOrder = {
  id: 14,
  number: 'CO-000014',
  state: 'shipped',
  packs: 3,
  cards: 300,
  included_packs: 2,
  charged_packs: 1,
  pack_price_cents: 2500,
  amount_cents: 2500,
  currency: 'USD',
  locale: 'en',
  church_name: 'Grace Community Church',
  shipping_address: {
    name: 'Grace',
    address: '1200 Main Street',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    country: 'US',
  },
  short_code: 'K7MZP4Q',
  short_url: 'https://outreach.church/c/K7MZP4Q',
  scans: 0,
  reorder_of: null,
  proof_available: true,
  tracking: {
    carrier: 'ups',
    tracking_number: '1Z999AA10123456784',
    tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  },
  card_last4: '4242',
  created_at: '2026-11-20T15:00:00.000Z',
  paid_at: '2026-11-20T15:00:00.000Z',
  approved_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  updated_at: '2026-11-20T15:00:00.000Z',
};

describe('card order errors', () => {
  it('translates the server’s sentences, and nothing else', () => {
    expect(cardOrderMessageOf(CARD_ORDER_MESSAGES.noCard)).toBe('orderCards.errors.noCard');
    expect(cardOrderMessageOf('Some other text.')).toBe('common.somethingWentWrong');
  });

  it('puts a refused address field on its own field of the form', () => {
    expect(
      placeOrderOutcomeOf(
        refused(400, 'validation_failed', { 'shipping_address.zip_code': 'Too long.' }),
      ),
    ).toEqual({ fieldErrors: { zipCode: 'orderCards.errors.fieldRefused' } });
  });

  it('says what is missing: an address, a card; a declined card leaves the order to pay', () => {
    expect(
      placeOrderOutcomeOf(
        refused(400, 'validation_failed', {
          shipping_address: CARD_ORDER_MESSAGES.noShippingAddress,
        }),
      ),
    ).toEqual({ formError: 'orderCards.errors.noShippingAddress' });
    expect(
      placeOrderOutcomeOf(
        refused(400, 'validation_failed', { card_token: CARD_ORDER_MESSAGES.noCard }),
      ),
    ).toEqual({ formError: 'orderCards.errors.noCard' });
    expect(placeOrderOutcomeOf(refused(402, 'payment_declined'))).toEqual({
      formError: 'orderCards.errors.declined',
    });
  });
});

describe('card order views', () => {
  it('carries the tracking link and the proof', () => {
    expect(historyItemOf(order)).toMatchObject({
      number: 'CO-000014',
      totalCents: 2500,
      proofAvailable: true,
      tracking: { carrier: 'ups', number: '1Z999AA10123456784' },
    });
  });

  it('finds the newest order waiting on the person', () => {
    const paid = { ...order, id: 15, state: 'paid' as const, tracking: null };
    expect(inProgressOf([paid, order])?.id).toBe(15);
    expect(inProgressOf([order])).toBeNull();
  });
});
