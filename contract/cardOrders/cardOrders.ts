import { APP_LOCALES } from '#contract/locales.ts';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import {
  CardToken,
  IdempotencyKey,
  SavedCardSummary,
  UpdateShippingRequest,
} from '#contract/billing/billing.ts';
import { Address } from '#contract/account/profile.ts';
import {
  Count,
  Id,
  IsoDateTime,
  QueryId,
  queryInteger,
  requiredText,
} from '#contract/validation.ts';

// Invitation cards (issue 11; decision 048 for what they cost, 049 for the print spec). A church
// (its pastor, website or discipleship user) or an individual orders cards in packs; each order
// gets its own permanent short code (decision 047), printed as the card's QR code, so its scans
// count per batch. Every amount is integer US cents computed by the server: a request never
// carries a price (unknown fields are refused).

/** Cards come in packs of this many (decision 048). */
export const CARDS_PER_PACK = 100;

/** How many packs one order takes. */
export const PACK_LIMITS = { min: 1, max: 20 } as const;

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

/** The languages a card's invitation text is printed in. */
export const CARD_LOCALES = APP_LOCALES;
export type CardLocale = (typeof CARD_LOCALES)[number];

/**
 * The printed logo's resolution at its size on the card (decision 049): below `warnBelow`
 * pixels per inch the logo is accepted with a warning, below `refuseBelow` it is refused.
 */
export const LOGO_PPI = { warnBelow: 300, refuseBelow: 150 } as const;

/** The largest logo file accepted (it is checked by its content: JPEG, PNG, WebP, GIF). */
export const LOGO_MAX_BYTES = 8_000_000;

// The messages the server answers with (a field error's text, or the error's message). The app
// shows its own translation of each, matched by the same English sentence or by the field.
export const CARD_ORDER_MESSAGES = {
  /** 409: approve, cancel, pay or an admin move from a state that does not allow it. */
  wrongState: 'This order cannot do that in its current state.',
  /** 400 naming `shipping_address`: none sent and none saved. */
  noShippingAddress: 'Add a shipping address.',
  /** 400 naming `card_token`: a church with something to pay, no card sent and none saved. */
  noCard: 'Enter a card: there is no saved card to charge.',
  /** 409: an individual with neither an approved story nor a church they are connected to. */
  nowhereToLead:
    'Connect to a church first: the card’s QR code leads to its welcome video, or to your approved story.',
  /** 400 naming `logo`: under LOGO_PPI.refuseBelow at the printed size. */
  logoTooSmall:
    'This logo is too small to print sharply (under 150 pixels per inch on the card). Upload a larger file.',
  /** The warning (not an error) under LOGO_PPI.warnBelow. */
  logoLowResolution: 'This logo may print slightly soft. A larger file prints sharper.',
  /** 400 naming `logo`: not a picture. */
  logoNotAPicture: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.',
  /** 400 naming `tracking_number`: it does not fit the carrier's format or check digit. */
  badTrackingNumber: 'This is not a tracking number of that carrier.',
  /** 400 naming `carrier` or `tracking_number` when moving to shipped without them. */
  trackingRequired: 'Shipping needs a carrier and a tracking number.',
  /** 404: no such order of the caller's account. */
  notFound: 'There is no such order.',
} as const;

/** A number of packs in a JSON body. */
export const PackCount = refine(integer(), 'packs', (value) =>
  value >= PACK_LIMITS.min && value <= PACK_LIMITS.max
    ? true
    : `Order from ${PACK_LIMITS.min} to ${PACK_LIMITS.max} packs.`,
);

// ---------------------------------------------------------------------------------------------
// An order as its orderer sees it

export const CardOrderTracking = object({
  carrier: enums(CARRIERS),
  tracking_number: string(),
  /** The carrier's public tracking page for the number. */
  tracking_url: string(),
});
export type CardOrderTracking = Infer<typeof CardOrderTracking>;

export const CardOrder = object({
  id: Id,
  /** Shown to people: `CO-<id>` zero-padded (e.g. CO-000042). */
  number: string(),
  state: enums(CARD_ORDER_STATES),
  packs: Count,
  /** packs × CARDS_PER_PACK. */
  cards: Count,
  /** Packs the church's plan covered (no charge for them); 0 for individuals. */
  included_packs: Count,
  /** Packs charged at `pack_price_cents`. */
  charged_packs: Count,
  pack_price_cents: Count,
  /** What was (or, for a draft, will be) charged: charged_packs × pack_price_cents. */
  amount_cents: Count,
  currency: literal('USD'),
  /** The language of the printed invitation text. */
  locale: enums(CARD_LOCALES),
  /** The name printed on the card. */
  church_name: string(),
  shipping_address: Address,
  /** The order's own short code and the address its QR code holds (`<product>/c/<code>`). */
  short_code: string(),
  short_url: string(),
  /** People who scanned this batch's code, each once a day. */
  scans: Count,
  /** The order this one repeats (reOrderCards), if any. */
  reorder_of: nullable(Id),
  /** The proof PDF exists (GET /card_orders/proof): from proof_ready on. */
  proof_available: boolean(),
  /** Null until shipped. */
  tracking: nullable(CardOrderTracking),
  card_last4: nullable(string()),
  created_at: IsoDateTime,
  paid_at: nullable(IsoDateTime),
  approved_at: nullable(IsoDateTime),
  shipped_at: nullable(IsoDateTime),
  delivered_at: nullable(IsoDateTime),
  /** When it was cancelled or refunded. */
  cancelled_at: nullable(IsoDateTime),
  updated_at: IsoDateTime,
});
export type CardOrder = Infer<typeof CardOrder>;

export const CardOrderResponse = object({ order: CardOrder });
export type CardOrderResponse = Infer<typeof CardOrderResponse>;

/** GET /card_orders: the caller's account's orders (its history), newest first. */
export const CardOrdersResponse = object({ orders: array(CardOrder) });
export type CardOrdersResponse = Infer<typeof CardOrdersResponse>;

/** GET /card_orders/order?order_id=: one of the caller's account's orders (404 otherwise). */
export const CardOrderIdQuery = object({ order_id: QueryId });
export type CardOrderIdQuery = Infer<typeof CardOrderIdQuery>;

// ---------------------------------------------------------------------------------------------
// The price

/** GET /card_orders/quote?packs=N: what N packs cost the caller now. */
export const CardOrderQuoteRequest = object({
  packs: queryInteger(PACK_LIMITS.min, PACK_LIMITS.max),
});
export type CardOrderQuoteRequest = Infer<typeof CardOrderQuoteRequest>;

export const CardOrderQuote = object({
  packs: Count,
  cards: Count,
  cards_per_pack: literal(CARDS_PER_PACK),
  /** Packs the plan includes per licence year (0 without an active church membership). */
  plan_packs_per_year: Count,
  /** Of those, not yet ordered this licence year (before this order). */
  plan_packs_left: Count,
  /** Of this order's packs, covered by the plan. */
  included_packs: Count,
  charged_packs: Count,
  pack_price_cents: Count,
  amount_cents: Count,
  currency: literal('USD'),
  /** The licence year the plan's packs count in; null without one. */
  licence_end: nullable(IsoDateTime),
  /** Who pays: a church with its saved card, or an individual at individual/checkout. */
  payer: enums(['church', 'individual'] as const),
  /** A church's saved card, charged when `amount_cents` > 0; null when none (or individual). */
  saved_card: nullable(SavedCardSummary),
});
export type CardOrderQuote = Infer<typeof CardOrderQuote>;

// ---------------------------------------------------------------------------------------------
// The design

export const CardLogo = object({
  /** `/files/<key>`: the uploaded logo. */
  url: string(),
  width_px: Count,
  height_px: Count,
  /** Pixels per inch at its printed size on the card (decision 049). */
  effective_ppi: number(),
  /** 'low' below LOGO_PPI.warnBelow: it prints, a little soft. */
  quality: enums(['good', 'low'] as const),
  /** CARD_ORDER_MESSAGES.logoLowResolution when low; else null. */
  warning: nullable(string()),
});
export type CardLogo = Infer<typeof CardLogo>;

/**
 * A QR code drawn by the server, so the browser needs no QR library: an SVG path (`d`) of
 * 1 × 1 squares in module units, quiet zone included; show it in `<svg viewBox="0 0 size size">`
 * with `shape-rendering="crispEdges"`, black on white.
 */
export const QrDrawing = object({ size: Count, path: string() });
export type QrDrawing = Infer<typeof QrDrawing>;

/** GET /card_orders/design: what the caller's card shows and where its code will lead. */
export const CardDesign = object({
  /** The name printed: the church's (for an individual, the church they are connected to). */
  church_name: string(),
  /** The uploaded logo; null: the card shows the church name in its place. */
  logo: nullable(CardLogo),
  /**
   * The address a new order's QR code holds has this form; its 7 letters are drawn when the
   * order is made. The preview encodes it with a sample code of the same length.
   */
  sample_short_url: string(),
  qr_preview: QrDrawing,
  /** Where a new order's code leads: the church's welcome video, or the individual's story. */
  leads_to: enums(['church_welcome_video', 'individual_story'] as const),
  /** The saved shipping address (POST /users/update_shipping), or null. */
  shipping_address: nullable(Address),
  /** The printed card: 3.5 × 2 in, with its bleed and safe area (decision 049). */
  card: object({
    trim_width_in: number(),
    trim_height_in: number(),
    bleed_in: number(),
    safe_in: number(),
  }),
  /** Null: the caller can order. Otherwise why not (CARD_ORDER_MESSAGES.nowhereToLead). */
  problem: nullable(string()),
});
export type CardDesign = Infer<typeof CardDesign>;

/**
 * POST /card_orders/logo, multipart/form-data with the file field `logo`: replaces the account's
 * card logo. Answers the design (with the logo's ppi and warning); too small (under 150 ppi at
 * the printed size) or not a picture is a 400 naming `logo`.
 */
export const UploadCardLogoRequest = object({});
export type UploadCardLogoRequest = Infer<typeof UploadCardLogoRequest>;

/** POST /card_orders/remove_logo: the card shows the church name instead. Answers the design. */
export const RemoveCardLogoRequest = object({});
export type RemoveCardLogoRequest = Infer<typeof RemoveCardLogoRequest>;

// ---------------------------------------------------------------------------------------------
// Ordering

/**
 * POST /card_orders: makes an order. `shipping_address` left out uses the saved one (400 naming
 * `shipping_address` when there is none). A church: packs its plan still includes cost nothing;
 * the rest is charged at once to `card_token` or, left out, the saved card (400 naming
 * `card_token` when neither); the order is then `paid` (a refused card: 402 `payment_declined`,
 * and the order stays a `draft` to pay at checkout). An individual: the order stays a `draft`
 * until POST /card_orders/checkout. The same `idempotency_key` again answers with the same order
 * and charges nothing more.
 */
export const CreateCardOrderRequest = object({
  packs: PackCount,
  locale: enums(CARD_LOCALES),
  shipping_address: optional(UpdateShippingRequest),
  reorder_of: optional(Id),
  card_token: optional(CardToken),
  idempotency_key: IdempotencyKey,
});
export type CreateCardOrderRequest = Infer<typeof CreateCardOrderRequest>;

/**
 * POST /card_orders/checkout: pays a draft order with a card from the card form (individual/
 * checkout). 402 `payment_declined` naming `card_token` leaves it a draft. An order already paid
 * (a second press, another tab) answers as it is and charges nothing; a cancelled or refunded
 * one is a 409.
 */
export const CardOrderCheckoutRequest = object({
  order_id: Id,
  card_token: CardToken,
  idempotency_key: IdempotencyKey,
});
export type CardOrderCheckoutRequest = Infer<typeof CardOrderCheckoutRequest>;

/** POST /card_orders/approve and /card_orders/cancel. */
export const CardOrderActionRequest = object({ order_id: Id });
export type CardOrderActionRequest = Infer<typeof CardOrderActionRequest>;

/**
 * GET /card_orders/proof?order_id=: the proof, a print-ready PDF (application/pdf), from
 * proof_ready on (404 before). The app fetches it with the API client's `download`.
 */
export const CardOrderProofRequest = CardOrderIdQuery;
export type CardOrderProofRequest = CardOrderIdQuery;

// ---------------------------------------------------------------------------------------------
// Admin

/** The admin list's views (spec: /admin/cardOrder/new, /admin/cardOrder, …/history). */
export const CARD_ORDER_VIEWS = ['new', 'in_progress', 'history'] as const;
export type CardOrderView = (typeof CARD_ORDER_VIEWS)[number];

/** Which states each admin view lists. */
export const CARD_ORDER_VIEW_STATES: Record<CardOrderView, readonly CardOrderState[]> = {
  /** Approved by the orderer: waiting for an admin to send it to print. */
  new: ['approved'],
  /** Not yet finished: being paid, proofed, printed or on its way. */
  in_progress: ['draft', 'paid', 'proof_ready', 'in_production', 'shipped'],
  history: ['delivered', 'cancelled', 'refunded'],
};

/** Where an admin may move an order (the server checks the state it comes from: 409). */
export const ADMIN_CARD_ORDER_TARGETS = [
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type AdminCardOrderTarget = (typeof ADMIN_CARD_ORDER_TARGETS)[number];

/** The moves an admin may make from `state` (POST /admin/card_order_transition), in order. */
export function adminTargetsFrom(state: CardOrderState): AdminCardOrderTarget[] {
  return ADMIN_CARD_ORDER_TARGETS.filter((target) =>
    CARD_ORDER_TRANSITIONS[state].includes(target),
  );
}

/** The longest tracking number accepted as typed (spaces and dashes included). */
export const TRACKING_NUMBER_MAX = 40;

/**
 * POST /admin/card_order_transition. Allowed: approved → in_production → shipped → delivered,
 * and cancelled from draft, paid, proof_ready, approved or in_production (a paid order is
 * refunded and ends `refunded`). `shipped` needs `carrier` and a `tracking_number` valid for
 * that carrier (400 naming the field); the orderer is e-mailed the tracking link. Anything else
 * is a 409 `conflict`. Answers the admin record.
 */
export const CardOrderTransitionRequest = object({
  order_id: Id,
  to: enums(ADMIN_CARD_ORDER_TARGETS),
  carrier: optional(enums(CARRIERS)),
  tracking_number: optional(requiredText(TRACKING_NUMBER_MAX)),
});
export type CardOrderTransitionRequest = Infer<typeof CardOrderTransitionRequest>;

/** At most this many orders' print files in one download. */
export const PRINT_FILES_MAX = 50;

/**
 * GET /admin/card_order_print_files?ids=3,4,9: the print PDFs of several orders (each from
 * proof_ready on) as one zip (application/zip), one `CO-000003-<code>.pdf` per order. An order
 * without a proof yet is a 409 naming `ids`.
 */
export const CardOrderPrintFilesRequest = object({
  ids: refine(string(), 'ids', (value) =>
    new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PRINT_FILES_MAX - 1}}$`).test(value)
      ? true
      : `Choose from 1 to ${PRINT_FILES_MAX} orders.`,
  ),
});
export type CardOrderPrintFilesRequest = Infer<typeof CardOrderPrintFilesRequest>;
