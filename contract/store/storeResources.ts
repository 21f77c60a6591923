import { boolean, integer, nullable, object, optional, partial, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, requiredText } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

// The store's admin resources (issue 11, decision 050): categories, products, their special
// offers and the coupons. Amounts are integer cents; times are UTC instants.

/** The largest price the store takes, in cents ($10,000.00): a typo, not a product, above it. */
export const STORE_MAX_CENTS = 1_000_000;

const NAME_MAX = 100;
const DESCRIPTION_MAX = 2_000;

const Description = refine(string(), 'description', (value) =>
  value.length <= DESCRIPTION_MAX ? true : `Use at most ${DESCRIPTION_MAX} characters.`,
);

/** A price in whole cents, from 1 cent to STORE_MAX_CENTS. */
export const PriceCents = refine(integer(), 'price_cents', (value) =>
  value >= 1 && value <= STORE_MAX_CENTS
    ? true
    : `Enter a price in cents from 1 to ${STORE_MAX_CENTS}.`,
);

/** A moment of an offer or a coupon: a UTC instant in the years a store can mean (2000–2100). */
export const StoreTime = refine(IsoDateTime, 'store_time', (value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100 ? true : 'Enter a time between the years 2000 and 2100.';
});

/** A coupon's code as people type it: letters, digits and dashes, stored in capitals. */
export const CouponCode = refine(string(), 'coupon_code', (value) =>
  /^[A-Za-z0-9-]{3,32}$/.test(value.trim()) ? true : 'Use 3 to 32 letters, digits or dashes.',
);

export const StoreCategoryRecord = object({
  id: Id,
  name: string(),
  description: string(),
  /** Where the category shows among the others: lower comes first. */
  position: integer(),
  /** Its active products. */
  products: Count,
  created_at: IsoDateTime,
});
export type StoreCategoryRecord = Infer<typeof StoreCategoryRecord>;

/** Where a category shows among the others: 0 to 10,000, lower first. */
const Position = refine(integer(), 'position', (value) =>
  value >= 0 && value <= 10_000 ? true : 'Enter a position from 0 to 10000.',
);

export const StoreCategoryCreate = object({
  name: requiredText(NAME_MAX),
  description: Description,
  position: optional(Position),
});
export const StoreCategoryUpdate = partial(StoreCategoryCreate);

/** The store's categories (spec: admin store/categories). A category with products stays. */
export const storeCategoriesResource = defineResource({
  name: 'store_categories',
  path: '/admin/store/categories',
  record: StoreCategoryRecord,
  create: StoreCategoryCreate,
  update: StoreCategoryUpdate,
  labelField: 'name',
  sorts: ['position', 'name', 'created_at'],
  defaultSort: { sort: 'position', direction: 'asc' },
  search: ['name'],
  filters: {},
  unique: ['name'],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['name', 'position', 'products', 'created_at'],
    formOrder: ['name', 'description', 'position'],
    facts: ['products', 'created_at'],
  },
});

export const StoreProductRecord = object({
  id: Id,
  category_id: Id,
  category_name: string(),
  name: string(),
  description: string(),
  price_cents: integer(),
  /** Shown in the store and taken at checkout; an inactive product is only kept for its orders. */
  active: boolean(),
  /** Its picture, from the storage interface (`/files/<key>`); null until one is uploaded. */
  image_url: nullable(string()),
  /** A digital product's file name; null for a product that is shipped. */
  file_name: nullable(string()),
  created_at: IsoDateTime,
});
export type StoreProductRecord = Infer<typeof StoreProductRecord>;

export const StoreProductCreate = object({
  category_id: Id,
  name: requiredText(NAME_MAX),
  description: Description,
  price_cents: PriceCents,
  active: boolean(),
});
export const StoreProductUpdate = partial(StoreProductCreate);

/**
 * The store's products (spec: admin store/products). The picture and a digital product's file
 * are uploaded on the product's page (their own multipart calls); a product with orders is
 * made inactive rather than deleted.
 */
export const storeProductsResource = defineResource({
  name: 'store_products',
  path: '/admin/store/products',
  record: StoreProductRecord,
  create: StoreProductCreate,
  update: StoreProductUpdate,
  labelField: 'name',
  sorts: ['name', 'price_cents', 'category_name', 'created_at'],
  defaultSort: { sort: 'name', direction: 'asc' },
  search: ['name'],
  filters: { category_id: Id, active: boolean() },
  unique: [],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['name', 'category_name', 'price_cents', 'active', 'file_name', 'created_at'],
    references: {
      category_id: { resource: 'store_categories', labelField: 'name', shownAs: 'category_name' },
    },
    formOrder: ['name', 'category_id', 'description', 'price_cents', 'active'],
    facts: ['file_name', 'created_at'],
  },
});

export const StoreOfferRecord = object({
  id: Id,
  product_id: Id,
  product_name: string(),
  /** The product's own price, for comparison. */
  price_cents: integer(),
  sale_price_cents: integer(),
  /** The offer applies from `starts_at` up to, but not including, `ends_at`. */
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  created_at: IsoDateTime,
});
export type StoreOfferRecord = Infer<typeof StoreOfferRecord>;

export const StoreOfferCreate = object({
  product_id: Id,
  sale_price_cents: PriceCents,
  starts_at: StoreTime,
  ends_at: StoreTime,
});
export const StoreOfferUpdate = partial(StoreOfferCreate);

/** Time-limited prices of products (specialOffers); managed beside the products (decision 050). */
export const storeOffersResource = defineResource({
  name: 'store_offers',
  path: '/admin/store/offers',
  record: StoreOfferRecord,
  create: StoreOfferCreate,
  update: StoreOfferUpdate,
  labelField: 'product_name',
  sorts: ['starts_at', 'ends_at', 'product_name'],
  defaultSort: { sort: 'starts_at', direction: 'desc' },
  search: ['product_name'],
  filters: { product_id: Id },
  unique: [],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['product_name', 'price_cents', 'sale_price_cents', 'starts_at', 'ends_at'],
    references: {
      product_id: { resource: 'store_products', labelField: 'name', shownAs: 'product_name' },
    },
    formOrder: ['product_id', 'sale_price_cents', 'starts_at', 'ends_at'],
    facts: ['price_cents', 'created_at'],
  },
});

export const StoreCouponRecord = object({
  id: Id,
  code: string(),
  /** Exactly one of the two: a percentage off, or an amount off in cents. */
  percent_off: nullable(integer()),
  amount_off_cents: nullable(integer()),
  /** Valid from `starts_at` up to, but not including, `ends_at` (no end: until made inactive). */
  starts_at: IsoDateTime,
  ends_at: nullable(IsoDateTime),
  active: boolean(),
  created_at: IsoDateTime,
});
export type StoreCouponRecord = Infer<typeof StoreCouponRecord>;

const PercentOff = refine(integer(), 'percent_off', (value) =>
  value >= 1 && value <= 100 ? true : 'Enter a percentage from 1 to 100.',
);

export const StoreCouponCreate = object({
  code: CouponCode,
  percent_off: nullable(PercentOff),
  amount_off_cents: nullable(PriceCents),
  starts_at: StoreTime,
  ends_at: nullable(StoreTime),
  active: boolean(),
});
export const StoreCouponUpdate = partial(StoreCouponCreate);

/** Codes people enter at checkout; applied after the sale price (decision 050). */
export const storeCouponsResource = defineResource({
  name: 'store_coupons',
  path: '/admin/store/coupons',
  record: StoreCouponRecord,
  create: StoreCouponCreate,
  update: StoreCouponUpdate,
  labelField: 'code',
  sorts: ['code', 'starts_at', 'created_at'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['code'],
  filters: { active: boolean() },
  unique: ['code'],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['code', 'percent_off', 'amount_off_cents', 'starts_at', 'ends_at', 'active'],
    formOrder: ['code', 'percent_off', 'amount_off_cents', 'starts_at', 'ends_at', 'active'],
    facts: ['created_at'],
  },
});
