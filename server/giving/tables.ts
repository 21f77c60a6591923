import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { DONATION_INTERVALS, DONATION_STATUSES } from '#contract/giving/donations.ts';
import type { DonationInterval, DonationStatus } from '#contract/giving/donations.ts';
import { references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The giving feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/** Numbers the gift receipts in one sequence (GR-<year>-<number>), across years and donors. */
export const donationReceiptNumbers = pgSequence('donation_receipt_number_seq', {
  startWith: 1,
  increment: 1,
});

/**
 * A gift (decision 045): one-time, or monthly until canceled. Public donors have no account;
 * a signed-in donor's gift keeps their account and user, so it shows under their gifts.
 */
export const donations = pgTable(
  'donations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id'),
    userId: integer('user_id'),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    /** The receipts' language. */
    locale: text('locale').notNull(),
    /** The gift itself, without the covered fee. */
    amountCents: integer('amount_cents').notNull(),
    /** The processing fee the donor chose to cover (0 when not); each charge is amount + fee. */
    feeCents: integer('fee_cents').notNull(),
    interval: text('interval').$type<DonationInterval>().notNull(),
    status: text('status').$type<DonationStatus>().notNull(),
    /** The browser's key for the press of Give: the same key again is the same gift. */
    idempotencyKey: text('idempotency_key').notNull().unique('donations_idempotency_key_key'),
    providerCustomerId: text('provider_customer_id'),
    providerCardId: text('provider_card_id'),
    cardLast4: text('card_last4'),
    /** A monthly gift's next charge; null once it is one-time, failed or canceled. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('donations', table.accountId, accounts.id, 'set null'),
    references('donations', table.userId, users.id, 'set null'),
    check('donations_interval_check', oneOf('interval', DONATION_INTERVALS)),
    check('donations_status_check', oneOf('status', DONATION_STATUSES)),
    check('donations_amount_cents_check', sql`amount_cents > 0 AND fee_cents >= 0`),
    check('donations_donor_email_check', sql`donor_email = lower(donor_email)`),
    index('donations_user_id_idx').on(table.userId),
    index('donations_created_at_id_idx').on(table.createdAt, table.id),
    index('donations_due_idx')
      .on(table.nextChargeAt)
      .where(sql`status = 'active'`),
  ],
);

/**
 * One charge of a gift: the first, then one per month of a monthly gift. (donation, period) is
 * unique, so a period is charged at most once whatever runs twice; the row is written before
 * the provider is called, under the idempotency key the provider gets.
 */
export const donationCharges = pgTable(
  'donation_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer('donation_id').notNull(),
    /** 1 for the first charge, n for a monthly gift's n-th month. */
    period: integer('period').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key')
      .notNull()
      .unique('donation_charges_idempotency_key_key'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    /** Given from donation_receipt_number_seq when the charge succeeds. */
    receiptNumber: integer('receipt_number').unique('donation_charges_receipt_number_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
  },
  (table) => [
    references('donation_charges', table.donationId, donations.id, 'cascade'),
    unique('donation_charges_donation_id_period_key').on(table.donationId, table.period),
    check('donation_charges_status_check', oneOf('status', ['pending', 'succeeded', 'failed'])),
    check('donation_charges_amount_cents_check', sql`amount_cents > 0`),
  ],
);
