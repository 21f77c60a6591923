import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CARD_LOCALES, CARD_ORDER_STATES, CARRIERS } from '#contract/cardOrders/cardOrders.ts';
import type { CardLocale, CardOrderState, Carrier } from '#contract/cardOrders/cardOrders.ts';
import { references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';
import { qrCodes } from '#server/shortCodes/tables.ts';

// The cardOrders feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/** The logo a church's (or an individual's) cards print, checked for its printed resolution. */
export const cardLogos = pgTable(
  'card_logos',
  {
    accountId: integer('account_id').primaryKey(),
    /** A storage key (PNG, as uploaded pictures are re-encoded losslessly for print). */
    logoKey: text('logo_key').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('card_logos', table.accountId, accounts.id, 'cascade'),
    check('card_logos_size_check', sql`width_px > 0 and height_px > 0`),
  ],
);

/**
 * An order of printed invitation cards (issue 11; decisions 048 and 049). Each has its own short
 * code (a qr_codes row), so scans count per batch. What the card prints (name, logo, language)
 * and where it ships are kept as they were ordered.
 */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    /** Who ordered (the church's pastor, or the individual); kept when they are deleted. */
    userId: integer('user_id'),
    state: text('state').$type<CardOrderState>().notNull(),
    packs: integer('packs').notNull(),
    /** Packs the plan covered, and the licence year they count in (decision 048). */
    includedPacks: integer('included_packs').notNull(),
    licenceStart: timestamp('licence_start', { withTimezone: true }),
    packPriceCents: integer('pack_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    locale: text('locale').$type<CardLocale>().notNull(),
    churchName: text('church_name').notNull(),
    /** The logo printed (a storage key), or null: the church name stands in its place. */
    logoKey: text('logo_key'),
    shipName: text('ship_name').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipAddress2: text('ship_address2'),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZipCode: text('ship_zip_code').notNull(),
    shipCountry: text('ship_country').notNull(),
    qrCodeId: integer('qr_code_id').notNull(),
    reorderOf: integer('reorder_of'),
    /** The browser's key of the press of Order: the same key again is the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique('card_orders_idempotency_key_key'),
    /** The proof PDF in storage, from proof_ready on. */
    proofKey: text('proof_key'),
    carrier: text('carrier').$type<Carrier>(),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    inProductionAt: timestamp('in_production_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('card_orders', table.accountId, accounts.id, 'cascade'),
    references('card_orders', table.userId, users.id, 'set null'),
    references('card_orders', table.qrCodeId, qrCodes.id, 'cascade'),
    references('card_orders', table.reorderOf, table.id, 'set null'),
    check('card_orders_state_check', oneOf('state', CARD_ORDER_STATES)),
    check('card_orders_locale_check', oneOf('locale', CARD_LOCALES)),
    check('card_orders_carrier_check', oneOf('carrier', CARRIERS)),
    check(
      'card_orders_packs_check',
      sql`packs > 0 and included_packs >= 0 and included_packs <= packs and amount_cents >= 0`,
    ),
    check(
      'card_orders_shipped_check',
      sql`state not in ('shipped', 'delivered') or (carrier is not null and tracking_number is not null)`,
    ),
    index('card_orders_account_id_idx').on(table.accountId, table.createdAt),
    index('card_orders_state_idx').on(table.state, table.createdAt),
  ],
);
