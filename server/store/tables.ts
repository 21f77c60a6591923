import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CARRIERS } from '#contract/cardOrders/cardOrders.ts';
import type { Carrier } from '#contract/cardOrders/cardOrders.ts';
import { STORE_ORDER_STATUSES, STORE_SHIPPING_STATES } from '#contract/store/store.ts';
import type { StoreOrderStatus, StoreShippingState } from '#contract/store/store.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The store feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

// The store (issue 11, decision 050). Amounts are integer cents.

export const storeCategories = pgTable(
  'store_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique('store_categories_name_key'),
    description: text('description').notNull().default(''),
    /** Where it shows among the categories: lower comes first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_categories_position_idx').on(table.position, table.name)],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A category with products cannot be deleted (the admin moves or removes them first). */
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** Its picture in the storage interface (a WebP made from the upload); public. */
    imageKey: text('image_key'),
    /** A digital product's file in the storage interface; never public (signed links only). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('store_products', table.categoryId, storeCategories.id),
    check('store_products_price_cents_check', sql`price_cents > 0`),
    // The store's lists: active products of a category (or all), by name.
    index('store_products_category_id_name_idx')
      .on(table.categoryId, table.name, table.id)
      .where(sql`active`),
    index('store_products_name_idx')
      .on(table.name, table.id)
      .where(sql`active`),
  ],
);

/** A time-limited price: it applies from starts_at up to, but not including, ends_at. */
export const storeOffers = pgTable(
  'store_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('store_offers', table.productId, storeProducts.id, 'cascade'),
    check('store_offers_sale_price_cents_check', sql`sale_price_cents > 0`),
    check('store_offers_period_check', sql`ends_at > starts_at`),
    index('store_offers_product_id_idx').on(table.productId, table.startsAt),
    index('store_offers_ends_at_idx').on(table.endsAt),
  ],
);

/** A code taken at checkout, after the sale price: a percentage or an amount off. */
export const storeCoupons = pgTable(
  'store_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In capitals; people may type it in any case. */
    code: text('code').notNull().unique('store_coupons_code_key'),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'store_coupons_discount_check',
      sql`(percent_off IS NULL) <> (amount_off_cents IS NULL)
        AND (percent_off IS NULL OR percent_off BETWEEN 1 AND 100)
        AND (amount_off_cents IS NULL OR amount_off_cents > 0)`,
    ),
    check('store_coupons_code_check', sql`code = upper(code)`),
    check('store_coupons_period_check', sql`ends_at IS NULL OR ends_at > starts_at`),
  ],
);

/** Store order numbers (SO-<year>-<number>): in order, never reused. */
export const storeOrderNumbers = pgSequence('store_order_number_seq', { startWith: 1 });

/**
 * One purchase of the store. The row, under the browser's idempotency key, is written before
 * the card is charged: the same key again finds this order and never charges twice.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number')
      .notNull()
      .unique('store_orders_number_key')
      .default(sql`nextval('store_order_number_seq')`),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    idempotencyKey: text('idempotency_key').notNull().unique('store_orders_idempotency_key_key'),
    status: text('status').$type<StoreOrderStatus>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    /** Copied from its charge (billing's order_charges) when it is paid. */
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /**
     * A physical product's delivery (decision 056): null for a digital one. `to_ship` from the
     * order on, then `shipped` (an admin adds the carrier's tracking number), then `delivered`.
     */
    shipping: text('shipping').$type<StoreShippingState>(),
    /** Where it goes, copied at checkout (the saved address may change later). */
    shipName: text('ship_name'),
    shipAddress: text('ship_address'),
    shipAddress2: text('ship_address2'),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipZipCode: text('ship_zip_code'),
    shipCountry: text('ship_country'),
    carrier: text('carrier').$type<Carrier>(),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    references('store_orders', table.accountId, accounts.id, 'cascade'),
    references('store_orders', table.userId, users.id, 'set null'),
    check('store_orders_status_check', oneOf('status', STORE_ORDER_STATUSES)),
    check(
      'store_orders_amounts_check',
      sql`subtotal_cents > 0 AND discount_cents >= 0 AND total_cents = subtotal_cents - discount_cents`,
    ),
    check('store_orders_shipping_check', oneOf('shipping', STORE_SHIPPING_STATES)),
    check('store_orders_carrier_check', oneOf('carrier', CARRIERS)),
    // A physical product has its whole address; a digital one none.
    check(
      'store_orders_ship_address_check',
      sql`(shipping is null) = (ship_name is null)
        and (shipping is null) = (ship_address is null)
        and (shipping is null) = (ship_city is null)
        and (shipping is null) = (ship_state is null)
        and (shipping is null) = (ship_zip_code is null)
        and (shipping is null) = (ship_country is null)`,
    ),
    check(
      'store_orders_shipped_check',
      sql`shipping is null or shipping = 'to_ship' or (carrier is not null and tracking_number is not null and shipped_at is not null)`,
    ),
    index('store_orders_account_id_idx').on(table.accountId, table.createdAt),
    // The admin's fulfilment views: paid orders by shipping state, oldest first.
    index('store_orders_shipping_idx')
      .on(table.shipping, table.createdAt)
      .where(sql`shipping is not null`),
  ],
);

/** What an order bought, as it was then (name and prices are copied: products change). */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    imageKey: text('image_key'),
    /** A digital product's file when it was bought: the download serves this one. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
  },
  (table) => [
    references('store_order_items', table.orderId, storeOrders.id, 'cascade'),
    references('store_order_items', table.productId, storeProducts.id, 'set null'),
    check('store_order_items_quantity_check', sql`quantity > 0`),
    index('store_order_items_order_id_idx').on(table.orderId),
  ],
);

/** Every download of a digital product through a signed link: who bought it, and when. */
export const storeDownloads = pgTable(
  'store_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('store_downloads', table.orderItemId, storeOrderItems.id, 'cascade'),
    index('store_downloads_order_item_id_idx').on(table.orderItemId),
  ],
);
