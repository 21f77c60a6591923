import { CARD_ORDER_TRANSITIONS } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderState } from '#contract/cardOrders/cardOrders.ts';

// The order's life (issue 11): every move is one of the contract's CARD_ORDER_TRANSITIONS, made
// with a compare-and-set on the state it comes from, so two moves at once cannot both happen; any
// other move is a 409.

/** The states a move to `to` may come from. */
export function statesBefore(to: CardOrderState): CardOrderState[] {
  return (Object.entries(CARD_ORDER_TRANSITIONS) as [CardOrderState, readonly CardOrderState[]][])
    .filter(([, next]) => next.includes(to))
    .map(([from]) => from);
}

/** The column that records when an order reached a state. */
export const STATE_TIMESTAMPS = {
  paid: 'paidAt',
  approved: 'approvedAt',
  in_production: 'inProductionAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<CardOrderState, string>>;

/** The states in which an order has a proof (made by the job, or on demand when missing). */
export const PROOFED_STATES = [
  'proof_ready',
  'approved',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly CardOrderState[];
