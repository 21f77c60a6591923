import { enums, object, optional } from 'superstruct';
import type { Infer } from 'superstruct';
import { CARRIERS, TRACKING_NUMBER_MAX } from '#contract/cardOrders/cardOrders.ts';
import { STORE_SHIPPING_STATES } from './store.ts';
import type { StoreShippingState } from './store.ts';
import { Id, requiredText } from '#contract/validation.ts';

// The admin's fulfilment of store orders (issue 11, decision 056): a paid order of a physical
// product waits `to_ship`, an admin ships it with the carrier's tracking number (checked as for
// card orders, decision 048) and later marks it delivered.

/** The admin list's views: what waits to ship (the default), what is on its way, what arrived. */
export const STORE_ORDER_VIEWS = ['to_ship', 'shipped', 'delivered', 'all'] as const;
export type StoreOrderView = (typeof STORE_ORDER_VIEWS)[number];

/**
 * Where each delivery state may go: the one table of a delivery's life. The server moves orders
 * only along it (a compare-and-set on the state a move comes from; any other move is a 409) and
 * the admin's order page offers only the moves it allows.
 */
export const STORE_SHIPPING_TRANSITIONS: Readonly<
  Record<StoreShippingState, readonly StoreShippingState[]>
> = {
  to_ship: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
};

/** Where an admin may move a delivery. */
export const STORE_SHIPPING_TARGETS = ['shipped', 'delivered'] as const;
export type StoreShippingTarget = (typeof STORE_SHIPPING_TARGETS)[number];

/** The moves an admin may make from `state` (null: a digital order, which has none). */
export function storeShippingTargetsFrom(state: StoreShippingState | null): StoreShippingTarget[] {
  if (!state) return [];
  return STORE_SHIPPING_TARGETS.filter((target) =>
    STORE_SHIPPING_TRANSITIONS[state].includes(target),
  );
}

/** The states a move to `to` may come from. */
export function shippingStatesBefore(to: StoreShippingState): StoreShippingState[] {
  return STORE_SHIPPING_STATES.filter((from) => STORE_SHIPPING_TRANSITIONS[from].includes(to));
}

// The messages the server answers with; the app shows its own translation of each.
export const STORE_FULFILMENT_MESSAGES = {
  /** 409: a move its delivery state does not allow. */
  wrongState: 'This order cannot make that move in its current state.',
  /** 409: a digital order has nothing to ship. */
  digital: 'This order has nothing to ship: its product is downloaded.',
  /** 409: not paid (pending or refused): nothing is shipped before it is paid. */
  unpaid: 'This order is not paid: nothing is shipped before it is.',
  /** 404. */
  notFound: 'There is no such store order.',
} as const;

/**
 * POST /admin/store_order_transition: to_ship → shipped (needs `carrier` and a `tracking_number`
 * valid for it: 400 naming the field; the buyer is e-mailed the tracking link, in their
 * language) and shipped → delivered. Any other move, a digital order or an unpaid one is a 409.
 * Every move is in the activity log. Answers the admin record.
 */
export const StoreOrderTransitionRequest = object({
  order_id: Id,
  to: enums(STORE_SHIPPING_TARGETS),
  carrier: optional(enums(CARRIERS)),
  tracking_number: optional(requiredText(TRACKING_NUMBER_MAX)),
});
export type StoreOrderTransitionRequest = Infer<typeof StoreOrderTransitionRequest>;
