// An invitation card order's states, its moves and the carriers (issue 11): pure lists, so the
// design system's status badge and history import them without the struct library.

/**
 * An order's life. draft → paid → proof_ready → approved → in_production → shipped → delivered;
 * before approval it can be cancelled (nothing was charged) or refunded (money went back).
 * - draft: made, not yet paid (an individual pays at individual/checkout; a church whose saved
 *   card was refused pays there too);
 * - paid: paid (or covered by the plan); the proof is being made;
 * - proof_ready: the proof PDF waits for the orderer's approval;
 * - approved: the orderer approved the proof; it goes to the printer;
 * - in_production, shipped (carrier and tracking number), delivered: set by an admin.
 */
export const CARD_ORDER_STATES = [
  'draft',
  'paid',
  'proof_ready',
  'approved',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type CardOrderState = (typeof CARD_ORDER_STATES)[number];

/**
 * Where each state may go: the one table of the order's life. The server moves orders only along
 * it (a compare-and-set on the state a move comes from; any other move is a 409) and the admin's
 * order page offers only the moves it allows.
 */
export const CARD_ORDER_TRANSITIONS: Readonly<Record<CardOrderState, readonly CardOrderState[]>> = {
  draft: ['paid', 'cancelled'],
  paid: ['proof_ready', 'cancelled'],
  proof_ready: ['approved', 'cancelled'],
  approved: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  // A cancelled order whose money is still to go back ends refunded once the refund is made.
  cancelled: ['refunded'],
  refunded: [],
};

/** States in which the orderer may still cancel (before approval). */
export const CANCELLABLE_CARD_ORDER_STATES = [
  'draft',
  'paid',
  'proof_ready',
] as const satisfies readonly CardOrderState[];

/** The carriers whose tracking numbers an admin can add (spec sections 3 and 9). */
export const CARRIERS = ['fedex', 'ups', 'usps'] as const;
export type Carrier = (typeof CARRIERS)[number];
