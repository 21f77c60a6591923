import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
// The store's card and key follow billing's rules: a token the card form made, one key per press.
import {
  CardToken,
  IdempotencyKey,
  SavedCardSummary,
  UpdateShippingRequest,
} from '#contract/billing/billing.ts';
import { CardOrderTracking } from '#contract/cardOrders/cardOrders.ts';
import { Address } from '#contract/account/profile.ts';
import { CouponCode } from './storeResources.ts';
import { FormFieldId, LinkExpiry, LinkSignature, SignedLink } from '#contract/files.ts';
import { Count, Id, IsoDateTime, QueryId, queryInteger } from '#contract/validation.ts';

// The store (issue 11, decision 050): orderProducts, orderProducts/{categoryId},
// orderProducts/{id}/checkout, specialOffers and the order history with its downloads. Every
// amount is integer cents computed by the server; the browser sends what is bought, never a price.

/** The most of one product in one order. */
export const STORE_MAX_QUANTITY = 99;

/** How long a digital product's download link holds, in seconds (15 minutes). */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

/** The largest digital product file an admin uploads (20 MB): a booklet, a study guide. */
export const PRODUCT_FILE_MAX_BYTES = 20_000_000;

/** The products of one page of the store (and the most a page may ask for). */
export const STORE_PAGE_SIZE = { default: 24, max: 100 } as const;

/** A special offer while it applies: from `starts_at` up to, but not including, `ends_at`. */
export const StoreOffer = object({
  sale_price_cents: integer(),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
});
export type StoreOffer = Infer<typeof StoreOffer>;

/** A product as the store shows it. */
export const StoreItem = object({
  id: Id,
  category_id: Id,
  category_name: string(),
  name: string(),
  description: string(),
  /** Its own price; crossed out while `offer` is there. */
  price_cents: integer(),
  /** The offer that applies now, or null: the server leaves out ended and future offers. */
  offer: nullable(StoreOffer),
  image_url: nullable(string()),
  /** Downloaded from the order history instead of shipped. */
  digital: boolean(),
});
export type StoreItem = Infer<typeof StoreItem>;

export const StoreCategory = object({
  id: Id,
  name: string(),
  description: string(),
  products: Count,
  /** The picture of one of its products, to show the category by. */
  image_url: nullable(string()),
});
export type StoreCategory = Infer<typeof StoreCategory>;

/** GET /store/catalogue: the categories that have active products, in the admin's order. */
export const StoreCatalogueResponse = object({
  categories: array(StoreCategory),
  /** How many products have an offer now (specialOffers' link says so). */
  offers: Count,
});
export type StoreCatalogueResponse = Infer<typeof StoreCatalogueResponse>;

/** GET /store/products: one page of the active products, of one category or all, by name. */
export const StoreProductsRequest = object({
  category_id: optional(QueryId),
  page: optional(queryInteger(1, 10_000)),
  page_size: optional(queryInteger(1, STORE_PAGE_SIZE.max)),
});
export type StoreProductsRequest = Infer<typeof StoreProductsRequest>;

export const StoreProductsResponse = object({
  /** The category asked for; null for every category. */
  category: nullable(object({ id: Id, name: string(), description: string() })),
  items: array(StoreItem),
  total: Count,
});
export type StoreProductsResponse = Infer<typeof StoreProductsResponse>;

/** GET /store/product: one active product (the checkout's). */
export const StoreProductRequest = object({ id: QueryId });
export type StoreProductRequest = Infer<typeof StoreProductRequest>;

/** GET /store/special_offers: the products whose offer applies now, the soonest to end first. */
export const StoreSpecialOffersResponse = object({ items: array(StoreItem) });
export type StoreSpecialOffersResponse = Infer<typeof StoreSpecialOffersResponse>;

/** Why the server refused a coupon (the `coupon_code` field's message), for the app to translate. */
export const STORE_COUPON_MESSAGES = {
  unknown: 'This coupon does not exist.',
  inactive: 'This coupon can no longer be used.',
  not_yet: 'This coupon cannot be used yet.',
  ended: 'This coupon has expired.',
  too_much: 'This coupon takes the total below $0.50, the least a card can be charged.',
} as const;
export type StoreCouponRefusal = keyof typeof STORE_COUPON_MESSAGES;

/**
 * 400 naming `shipping_address`: a physical product, no address sent and none saved on the
 * account (decision 056). The same sentence as card orders', which use the same saved address.
 */
export const STORE_NO_SHIPPING_ADDRESS = 'Add a shipping address.';

const Quantity = refine(integer(), 'quantity', (value) =>
  value >= 1 && value <= STORE_MAX_QUANTITY
    ? true
    : `Enter a quantity from 1 to ${STORE_MAX_QUANTITY}.`,
);

/** POST /store/quote: what an order would cost now, computed by the server. */
export const StoreQuoteRequest = object({
  product_id: Id,
  quantity: Quantity,
  coupon_code: optional(nullable(CouponCode)),
});
export type StoreQuoteRequest = Infer<typeof StoreQuoteRequest>;

export const StoreQuote = object({
  product: StoreItem,
  quantity: integer(),
  /** The price each, the offer's while it applies. */
  unit_price_cents: integer(),
  /** unit price × quantity. */
  subtotal_cents: integer(),
  /** What the coupon takes off the subtotal (after the sale price); 0 without one. */
  discount_cents: integer(),
  total_cents: integer(),
  /** The coupon taken, in capitals; null without one. */
  coupon_code: nullable(string()),
  /** The church's saved card, which it may pay with; null for a person or a church without one. */
  saved_card: nullable(SavedCardSummary),
  /** The offline sandbox takes the cards: the screen shows 'Test mode'. */
  test_mode: boolean(),
});
export type StoreQuote = Infer<typeof StoreQuote>;

export const STORE_PAY_WITH = ['saved_card', 'new_card'] as const;
export type StorePayWith = (typeof STORE_PAY_WITH)[number];

/**
 * POST /store/checkout: buys `quantity` of a product at the price the server computes now. The
 * same `idempotency_key` again answers with the first order and charges nothing more. A refused
 * card is a 402 `payment_declined` naming `card_token`.
 */
export const StoreCheckoutRequest = object({
  product_id: Id,
  quantity: Quantity,
  coupon_code: optional(nullable(CouponCode)),
  pay_with: enums(STORE_PAY_WITH),
  /** Required with `new_card`; the card form's token. */
  card_token: optional(CardToken),
  /**
   * Where a physical product goes; left out, the account's saved shipping address (400 naming
   * `shipping_address` when there is none). Ignored for a digital product.
   */
  shipping_address: optional(UpdateShippingRequest),
  idempotency_key: IdempotencyKey,
});
export type StoreCheckoutRequest = Infer<typeof StoreCheckoutRequest>;

export const STORE_ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

/**
 * A physical product's delivery (decision 056): `to_ship` from the order on, `shipped` when an
 * admin adds the carrier's tracking number, `delivered` when the admin marks it so.
 */
export const STORE_SHIPPING_STATES = ['to_ship', 'shipped', 'delivered'] as const;
export type StoreShippingState = (typeof STORE_SHIPPING_STATES)[number];

/** Where a physical product goes and how far it is; a digital product has none. */
export const StoreOrderShipping = object({
  state: enums(STORE_SHIPPING_STATES),
  /** The address as it was at checkout. */
  address: Address,
  /** From `shipped` on. */
  tracking: nullable(CardOrderTracking),
  shipped_at: nullable(IsoDateTime),
  delivered_at: nullable(IsoDateTime),
});
export type StoreOrderShipping = Infer<typeof StoreOrderShipping>;

export const StoreOrderItem = object({
  id: Id,
  product_id: nullable(Id),
  name: string(),
  quantity: integer(),
  /** The product's own price when it was bought. */
  list_price_cents: integer(),
  /** What each cost: the sale price while an offer applied. */
  unit_price_cents: integer(),
  line_total_cents: integer(),
  image_url: nullable(string()),
  digital: boolean(),
});
export type StoreOrderItem = Infer<typeof StoreOrderItem>;

export const StoreOrder = object({
  id: Id,
  /** SO-<year>-<number>, as the person and the admin quote it. */
  number: string(),
  status: enums(STORE_ORDER_STATUSES),
  subtotal_cents: integer(),
  discount_cents: integer(),
  total_cents: integer(),
  currency: literal('usd'),
  coupon_code: nullable(string()),
  card_last4: nullable(string()),
  created_at: IsoDateTime,
  paid_at: nullable(IsoDateTime),
  items: array(StoreOrderItem),
  /** Null for a digital product. */
  shipping: nullable(StoreOrderShipping),
});
export type StoreOrder = Infer<typeof StoreOrder>;

export const StoreCheckoutResponse = object({ order: StoreOrder });
export type StoreCheckoutResponse = Infer<typeof StoreCheckoutResponse>;

/** GET /store/orders: the caller's account's paid orders, newest first. */
export const StoreOrdersResponse = object({ orders: array(StoreOrder) });
export type StoreOrdersResponse = Infer<typeof StoreOrdersResponse>;

/** POST /store/download_link: a signed link to a digital product the caller's account bought. */
export const StoreDownloadLinkRequest = object({ item_id: Id });
export type StoreDownloadLinkRequest = Infer<typeof StoreDownloadLinkRequest>;

/** `/api/v1/store/download?item=…&expires=…&signature=…`, usable without signing in. */
export const StoreDownloadLink = SignedLink;
export type StoreDownloadLink = SignedLink;

/**
 * GET /store/download (public: the link is the key): the file, while the link's HMAC matches
 * and its 15 minutes last; an expired link is a 410 that sends the person back to their orders.
 */
export const StoreDownloadRequest = object({
  item: QueryId,
  expires: LinkExpiry,
  signature: LinkSignature,
});
export type StoreDownloadRequest = Infer<typeof StoreDownloadRequest>;

/**
 * POST /admin/store/product_image and /admin/store/product_file (multipart, admins): a product's
 * picture (checked and made WebP by its content) or a digital product's file (a PDF or a ZIP,
 * checked by its first bytes). The product's id is a field of the form, before the file.
 */
export const StoreProductUploadRequest = object({
  id: FormFieldId,
});
export type StoreProductUploadRequest = Infer<typeof StoreProductUploadRequest>;
