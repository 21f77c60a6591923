import { describe, expect, it } from 'vitest';
import {
  adminTargetsFrom,
  CARD_ORDER_STATES,
  CARD_ORDER_TRANSITIONS,
  CARD_ORDER_VIEW_STATES,
  CARD_ORDER_VIEWS,
} from './cardOrders.ts';

// The one table of an order's life, which the server follows and the admin's page reads.

describe('card order transitions', () => {
  it('gives an admin the moves of the issue: approved → in production → shipped → delivered, cancelled until shipped', () => {
    expect(
      Object.fromEntries(CARD_ORDER_STATES.map((state) => [state, adminTargetsFrom(state)])),
    ).toEqual({
      draft: ['cancelled'],
      paid: ['cancelled'],
      proof_ready: ['cancelled'],
      approved: ['in_production', 'cancelled'],
      in_production: ['shipped', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
      refunded: [],
    });
  });

  it('leads only to known states, and every state is in exactly one admin view', () => {
    for (const next of Object.values(CARD_ORDER_TRANSITIONS))
      for (const state of next) expect(CARD_ORDER_STATES).toContain(state);
    const listed = CARD_ORDER_VIEWS.flatMap((view) => CARD_ORDER_VIEW_STATES[view]);
    expect([...listed].sort()).toEqual([...CARD_ORDER_STATES].sort());
  });
});
