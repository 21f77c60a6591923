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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_INTERVALS } from '#contract/account/profile.ts';
import type { BillingInterval } from '#contract/account/profile.ts';
import { INVOICE_STATUSES, PAYMENT_STATUSES } from '#contract/billing/billing.ts';
import type { InvoiceStatus, PaymentStatus } from '#contract/billing/billing.ts';
import { references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The billing feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/**
 * What a church can buy (decision 043): one row per attendance tier and interval. Seeded from
 * server/billing/plan-catalogue.ts when missing; prices are data, the billing service reads them.
 */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    /** One payment: a month's, or the year's; integer US cents. */
    amountCents: integer('amount_cents').notNull(),
    minAttendance: integer('min_attendance').notNull(),
    /** Null for the open-ended last tier. */
    maxAttendance: integer('max_attendance'),
    /** Whether new subscriptions may choose it (a retired plan keeps its subscribers). */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (table) => [
    check('plans_interval_check', oneOf('interval', BILLING_INTERVALS)),
    check('plans_amount_cents_check', sql`amount_cents > 0`),
    check(
      'plans_attendance_check',
      sql`min_attendance >= 0 and (max_attendance is null or max_attendance >= min_attendance)`,
    ),
    unique('plans_tier_interval_key').on(table.tier, table.interval),
  ],
);

/** The account's customer at the payment provider, and what we keep of its saved card. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    accountId: integer('account_id').primaryKey(),
    provider: text('provider').$type<'stripe' | 'sandbox'>().notNull(),
    customerId: text('customer_id').notNull(),
    cardId: text('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    holderName: text('holder_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('billing_customers', table.accountId, accounts.id, 'cascade'),
    check('billing_customers_provider_check', oneOf('provider', ['stripe', 'sandbox'])),
  ],
);

/** Invoice numbers (`TL-2026-000123`) come from one sequence: numbered in order, never reused. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1000 });

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    number: text('number').notNull().unique('invoices_number_key'),
    planCode: text('plan_code').notNull(),
    description: text('description').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** The one-year licence this invoice belongs to, and which of its payments it is. */
    licenceStart: timestamp('licence_start', { withTimezone: true }).notNull(),
    paymentNumber: integer('payment_number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /**
     * What the invoice pays for, once per account: a renewal's `<account>:<licence start>:<n>`,
     * a first payment's `<account>:first:<the browser's idempotency key>`. A renewal that runs
     * twice, or a Pay pressed twice, finds the invoice already made instead of a second one.
     */
    periodKey: text('period_key').notNull().unique('invoices_period_key_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    references('invoices', table.accountId, accounts.id, 'cascade'),
    check('invoices_status_check', oneOf('status', INVOICE_STATUSES)),
    check('invoices_total_cents_check', sql`total_cents > 0`),
    check('invoices_payment_number_check', sql`payment_number between 1 and 12`),
    index('invoices_account_id_idx').on(table.accountId, table.issuedAt),
  ],
);

/**
 * One attempt to charge an invoice. The row, with its idempotency key, is written before the
 * provider is called (decision 044): after a crash the same key is sent again, so the provider
 * charges once and the answer is recorded here.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('payments_idempotency_key_key'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
  },
  (table) => [
    references('payments', table.accountId, accounts.id, 'cascade'),
    references('payments', table.invoiceId, invoices.id, 'cascade'),
    check('payments_status_check', oneOf('status', PAYMENT_STATUSES)),
    check('payments_amount_cents_check', sql`amount_cents > 0`),
    unique('payments_invoice_id_attempt_key').on(table.invoiceId, table.attempt),
    index('payments_account_id_idx').on(table.accountId, table.createdAt),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Stripe webhook events already handled, by Stripe's event id: a redelivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A checkout under way (POST /checkout), by the browser's idempotency key. The new pastor's
 * password hash waits here until the first payment succeeds, so a declined or interrupted
 * checkout leaves nobody who can sign in; a repeat with the same key finds its account.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    references('checkouts', table.accountId, accounts.id, 'cascade'),
    references('checkouts', table.userId, users.id, 'cascade'),
  ],
);

/** What a one-off order charge pays for: an invitation-card order, a store order. */
export const ORDER_CHARGE_KINDS = ['card_order', 'store_order'] as const;

export type OrderChargeKind = (typeof ORDER_CHARGE_KINDS)[number];

export const ORDER_CHARGE_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

export type OrderChargeStatus = (typeof ORDER_CHARGE_STATUSES)[number];

/**
 * One attempt to charge a one-off order (server/billing/order-charges.ts), by the order's kind and
 * id. The row and the key the provider gets are committed before the provider is called (as
 * decision 044 does for invoices): a second press, a retry or a restart sends the same key and is
 * charged once. At most one attempt per order is pending or succeeded at a time (a partial unique
 * index), so two presses with different keys cannot both charge.
 */
export const orderCharges = pgTable(
  'order_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<OrderChargeKind>().notNull(),
    orderId: integer('order_id').notNull(),
    /** Whose order (null for one without an account); kept when the account goes. */
    accountId: integer('account_id'),
    /** The key the provider gets: the order's and the browser's press of Pay. */
    idempotencyKey: text('idempotency_key').notNull().unique('order_charges_idempotency_key_key'),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<OrderChargeStatus>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerCardId: text('provider_card_id'),
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
  },
  (table) => [
    references('order_charges', table.accountId, accounts.id, 'set null'),
    check('order_charges_kind_check', oneOf('kind', ORDER_CHARGE_KINDS)),
    check('order_charges_status_check', oneOf('status', ORDER_CHARGE_STATUSES)),
    check('order_charges_amount_cents_check', sql`amount_cents > 0`),
    uniqueIndex('order_charges_live_key')
      .on(table.kind, table.orderId)
      .where(sql`status in ('pending', 'succeeded')`),
    index('order_charges_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
