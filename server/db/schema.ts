import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { ROLES } from '#contract/roles.ts';
import type { Role } from '#contract/roles.ts';
import {
  BILLING_INTERVALS,
  CHURCH_STATUSES,
  MEMBERSHIP_STATES,
  MODERATOR_STATUSES,
  USER_STATES,
  VIDEO_STATUSES,
} from '#contract/account/profile.ts';
import type {
  BillingInterval,
  ChurchStatus,
  MembershipState,
  ModeratorStatus,
  UserState,
  VideoStatus,
} from '#contract/account/profile.ts';
import { CONNECTION_STATUSES } from '#contract/connections/connections.ts';
import type { ConnectionStatus } from '#contract/connections/connections.ts';
import { INVOICE_STATUSES, PAYMENT_STATUSES } from '#contract/billing/billing.ts';
import type { InvoiceStatus, PaymentStatus } from '#contract/billing/billing.ts';
import { CHURCH_MODERATOR_STATUSES } from '#contract/moderators/moderators.ts';
import type { ChurchModeratorStatus } from '#contract/moderators/moderators.ts';
import { ACCOUNT_KINDS } from '#contract/users/accountsResource.ts';
import type { AccountKind } from '#contract/users/accountsResource.ts';
import { VIDEO_KINDS } from '#contract/videos/videoReview.ts';
import type { VideoKind } from '#contract/videos/videoReview.ts';
import { ACTIVITY_ACTIONS } from '#contract/users/activityResource.ts';
import { DONATION_INTERVALS, DONATION_STATUSES } from '#contract/giving/donations.ts';
import type { DonationInterval, DonationStatus } from '#contract/giving/donations.ts';
import type { ActivityAction } from '#contract/users/activityResource.ts';
import { FUNNEL_STEPS } from '#contract/results/results.ts';
import type { FunnelStep } from '#contract/results/results.ts';
import { CARD_LOCALES, CARD_ORDER_STATES, CARRIERS } from '#contract/cardOrders/cardOrders.ts';
import type { CardLocale, CardOrderState, Carrier } from '#contract/cardOrders/cardOrders.ts';
import { STORE_ORDER_STATUSES, STORE_SHIPPING_STATES } from '#contract/store/store.ts';
import {
  CONSENT_LOCALES,
  TESTIMONIAL_SOURCES,
  TESTIMONIAL_STATUSES,
} from '#contract/testimonials/testimonials.ts';
import type {
  ConsentLocale,
  TestimonialSource,
  TestimonialStatus,
} from '#contract/testimonials/testimonials.ts';
import type { StoreOrderStatus, StoreShippingState } from '#contract/store/store.ts';

// The source of the database schema: `npm run db:generate -- --name <change>` writes the migration
// (server/README.md). Constraints and indexes carry the names PostgreSQL gave them in
// 0001_initial.sql (`<table>_<column>_fkey`, `_key`, `_check`, `_pkey`), so generated ALTERs find
// them; new ones follow the same pattern. schema.test.ts fails when schema and migrations differ.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `column IN ('a', 'b')` for a CHECK constraint; the values are our own constants. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

// The video kinds are the contract's (the review screens name them); re-exported for the server.
export { VIDEO_KINDS, type VideoKind };

/** Where an uploaded or recorded video's file is (decision 034); an embedded video has none. */
export const VIDEO_PROCESSING_STATES = ['processing', 'ready', 'failed'] as const;
export type VideoProcessingState = (typeof VIDEO_PROCESSING_STATES)[number];
// The connection statuses are the contract's (the API names them); re-exported for the seed.
export { CONNECTION_STATUSES, type ConnectionStatus };

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique('accounts_slug_key'),
    kind: text('kind').$type<AccountKind>().notNull(),
    churchName: text('church_name'),
    churchWebsite: text('church_website'),
    churchPhone: text('church_phone'),
    churchStatus: text('church_status').$type<ChurchStatus>(),
    inviteChurchLogo: text('invite_church_logo'),
    createdAt: createdAt(),
  },
  (table) => [
    check('accounts_kind_check', oneOf('kind', ACCOUNT_KINDS)),
    check('accounts_church_status_check', oneOf('church_status', CHURCH_STATUSES)),
    index('accounts_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    email: text('email').notNull().unique('users_email_key'),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    state: text('state').$type<UserState>().notNull().default('active'),
    photoUrl: text('photo_url'),
    showMode: boolean('show_mode').notNull().default(true),
    isTruelifeMember: boolean('is_truelife_member').notNull().default(false),
    moderatorStatus: text('moderator_status').$type<ModeratorStatus>().notNull().default('none'),
    introVideoSlug: text('intro_video_slug'),
    /** A pastor's role in the church and cell phone, as given at checkout (spec: sign-up user). */
    churchRole: text('church_role'),
    cellPhone: text('cell_phone'),
    /** The language of the user's mails: the app's, kept at sign-in and at each switch. */
    locale: text('locale').$type<AppLocale>().notNull().default('en'),
    /** Tokens issued before this moment are refused (set when the password changes). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true })
      .notNull()
      .default(sql`'1970-01-01T00:00:00Z'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An account that still has users is never deleted by a cascade.
    foreignKey({
      name: 'users_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('restrict'),
    check('users_email_check', sql`email = lower(email)`),
    check(
      'users_roles_check',
      sql.raw(
        `cardinality(roles) > 0 AND roles <@ ARRAY[${ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`,
      ),
    ),
    check('users_state_check', oneOf('state', USER_STATES)),
    check('users_locale_check', oneOf('locale', APP_LOCALES)),
    check('users_moderator_status_check', oneOf('moderator_status', MODERATOR_STATUSES)),
    index('users_account_id_idx').on(table.accountId),
    // Admin lists of many users: newest first, by role, by name.
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_roles_idx').using('gin', table.roles),
    index('users_name_idx').on(
      sql`lower(${table.lastname})`,
      sql`lower(${table.firstname})`,
      table.id,
    ),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    accountId: integer('account_id').primaryKey(),
    state: text('state').$type<MembershipState>().notNull(),
    planCode: text('plan_code'),
    planName: text('plan_name'),
    planInterval: text('plan_interval').$type<BillingInterval>(),
    /** The licence's end (one year after its start; spec section 1). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the current one-year licence began (its first payment). */
    licenceStart: timestamp('licence_start', { withTimezone: true }),
    /** Payments made for the current licence: up to 12 monthly, 1 yearly. */
    paymentsMade: integer('payments_made').notNull().default(0),
    /** When the saved card is charged next (a renewal or a retry); null when nothing is due. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** The interval the next licence uses, when the church asked for a change at renewal. */
    pendingInterval: text('pending_interval').$type<BillingInterval>(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'memberships_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    check('memberships_state_check', oneOf('state', MEMBERSHIP_STATES)),
    check('memberships_plan_interval_check', oneOf('plan_interval', BILLING_INTERVALS)),
    check('memberships_pending_interval_check', oneOf('pending_interval', BILLING_INTERVALS)),
    check('memberships_payments_made_check', sql`payments_made >= 0`),
    // The renewal sweep: memberships whose next charge is due.
    index('memberships_next_charge_at_idx')
      .on(table.nextChargeAt)
      .where(sql`next_charge_at IS NOT NULL`),
  ],
);

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
    foreignKey({
      name: 'billing_customers_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
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
    foreignKey({
      name: 'invoices_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
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
    foreignKey({
      name: 'payments_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payments_invoice_id_fkey',
      columns: [table.invoiceId],
      foreignColumns: [invoices.id],
    }).onDelete('cascade'),
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
    foreignKey({
      name: 'checkouts_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'checkouts_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    accountId: integer('account_id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'shipping_addresses_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    /** The map pin (WGS 84 degrees): placed by hand, or filled in by a configured geocoder. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'locations_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    index('locations_account_id_idx').on(table.accountId),
    check(
      'locations_coordinates_check',
      sql`(latitude is null and longitude is null) or
        (latitude between -90 and 90 and longitude between -180 and 180)`,
    ),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    kind: text('kind').$type<VideoKind>().notNull(),
    slug: text('slug').unique('videos_slug_key'),
    /** An embedded video's player address (YouTube or Vimeo); null for an uploaded file. */
    url: text('url'),
    /** The review status (spec section 4). */
    status: text('status').$type<VideoStatus>().notNull(),
    /** The file as it was uploaded or recorded (a storage key), kept for a retry. */
    sourceKey: text('source_key'),
    /** The file that plays everywhere: MP4, H.264 and AAC, its index first (a storage key). */
    fileKey: text('file_key'),
    /** The poster JPEG (a storage key), taken at `poster_seconds`. */
    posterKey: text('poster_key'),
    /** The moment of the video chosen for the poster; null takes the first second. */
    posterSeconds: doublePrecision('poster_seconds'),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** The processing job's state for an uploaded or recorded file; null for an embed. */
    processing: text('processing').$type<VideoProcessingState>(),
    /** Why the last processing attempt failed; cleared when it is tried again. */
    processingError: text('processing_error'),
    /** Why a reviewer blocked the video (decision 038); null unless it is blocked. */
    blockReason: text('block_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'videos_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'videos_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('videos_kind_check', oneOf('kind', VIDEO_KINDS)),
    check('videos_status_check', oneOf('status', VIDEO_STATUSES)),
    check('videos_processing_check', oneOf('processing', VIDEO_PROCESSING_STATES)),
    // An embed has a player address; a file has its source and a processing state.
    check(
      'videos_source_check',
      sql`(url is not null or source_key is not null) and (source_key is null) = (processing is null)`,
    ),
    check('videos_poster_seconds_check', sql`poster_seconds >= 0`),
    index('videos_account_id_idx').on(table.accountId),
    index('videos_status_idx').on(table.status),
  ],
);

/**
 * A public video page's views per day (decision 039): a counter and nothing else, so no visitor's
 * address, cookie or time of visit is ever stored.
 */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: integer('video_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'video_views_pkey', columns: [table.videoId, table.day] }),
    foreignKey({
      name: 'video_views_video_id_fkey',
      columns: [table.videoId],
      foreignColumns: [videos.id],
    }).onDelete('cascade'),
    check('video_views_views_check', sql`views >= 0`),
  ],
);

/**
 * A permanent short code printed as a QR code on a church's invitation cards (decision 047). It
 * leads to the church's current welcome video unless an admin points it at another of the
 * church's videos; a disabled code leads nowhere.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('qr_codes_code_key'),
    accountId: integer('account_id').notNull(),
    /** The video it leads to instead of the church's current welcome video; null: that one. */
    videoId: integer('video_id'),
    /** What the code is for (a card batch, a campus), as the admin names it. */
    label: text('label').notNull(),
    /** The campus whose cards carry it, for results per campus; null: the whole church. */
    locationId: integer('location_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'qr_codes_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'qr_codes_video_id_fkey',
      columns: [table.videoId],
      foreignColumns: [videos.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'qr_codes_location_id_fkey',
      columns: [table.locationId],
      foreignColumns: [locations.id],
    }).onDelete('set null'),
    index('qr_codes_account_id_idx').on(table.accountId),
  ],
);

/** A short code's scans per day: people, each counted once a day, and nothing about them. */
export const qrScans = pgTable(
  'qr_scans',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'qr_scans_pkey', columns: [table.codeId, table.day] }),
    foreignKey({
      name: 'qr_scans_code_id_fkey',
      columns: [table.codeId],
      foreignColumns: [qrCodes.id],
    }).onDelete('cascade'),
    check('qr_scans_scans_check', sql`scans >= 0`),
  ],
);

/**
 * Who scanned a code today, as a hash of address and browser salted with a key of the day: a
 * repeat scan is merged the same day, and once the day's key is gone (it is never stored) the
 * hash cannot be tied to anyone. Rows of past days are deleted.
 */
export const qrScanVisitors = pgTable(
  'qr_scan_visitors',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'qr_scan_visitors_pkey',
      columns: [table.codeId, table.day, table.visitor],
    }),
    foreignKey({
      name: 'qr_scan_visitors_code_id_fkey',
      columns: [table.codeId],
      foreignColumns: [qrCodes.id],
    }).onDelete('cascade'),
    index('qr_scan_visitors_day_idx').on(table.day),
  ],
);

/**
 * A card batch's funnel after the scan (decision 052): per code, day and step, how many people
 * who scanned the code that day went on to that step. Numbers only, like qr_scans.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'funnel_counts_pkey', columns: [table.codeId, table.day, table.step] }),
    foreignKey({
      name: 'funnel_counts_code_id_fkey',
      columns: [table.codeId],
      foreignColumns: [qrCodes.id],
    }).onDelete('cascade'),
    check('funnel_counts_step_check', oneOf('step', FUNNEL_STEPS)),
    check('funnel_counts_visitors_check', sql`visitors >= 0`),
  ],
);

/**
 * Who reached a step today, as the scan's daily hash (qr_scan_visitors): a step counts a visitor
 * once, and only one counted at the step before. Rows of past days are deleted.
 */
export const funnelVisitors = pgTable(
  'funnel_visitors',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'funnel_visitors_pkey',
      columns: [table.codeId, table.day, table.step, table.visitor],
    }),
    foreignKey({
      name: 'funnel_visitors_code_id_fkey',
      columns: [table.codeId],
      foreignColumns: [qrCodes.id],
    }).onDelete('cascade'),
    check('funnel_visitors_step_check', oneOf('step', FUNNEL_STEPS)),
    index('funnel_visitors_day_idx').on(table.day),
  ],
);

export const churchConnections = pgTable(
  'church_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status').$type<ConnectionStatus>().notNull(),
    /** What the person wrote with the request, if anything. */
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'church_connections_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'church_connections_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'church_connections_decided_by_fkey',
      columns: [table.decidedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('church_connections_status_check', oneOf('status', CONNECTION_STATUSES)),
    index('church_connections_user_id_idx').on(table.userId),
    unique('church_connections_account_id_user_id_key').on(table.accountId, table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language of the page the message was sent from: the church's answer is mailed in it. */
    locale: text('locale').$type<AppLocale>().notNull().default('en'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('messages_locale_check', oneOf('locale', APP_LOCALES)),
    foreignKey({
      name: 'messages_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    index('messages_account_id_idx').on(table.accountId),
    // The inbox: a church's messages, newest first.
    index('messages_account_id_created_at_idx').on(table.accountId, table.createdAt, table.id),
  ],
);

/**
 * A church's moderators: an invitation by e-mail (`invited`, with the hash of its link's token,
 * which works once and expires), then the person who accepted it (`approved`).
 */
export const churchModerators = pgTable(
  'church_moderators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id'),
    status: text('status').$type<ChurchModeratorStatus>().notNull(),
    tokenHash: text('token_hash').unique('church_moderators_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'church_moderators_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'church_moderators_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'church_moderators_invited_by_fkey',
      columns: [table.invitedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('church_moderators_email_check', sql`email = lower(email)`),
    check('church_moderators_status_check', oneOf('status', CHURCH_MODERATOR_STATUSES)),
    unique('church_moderators_account_id_email_key').on(table.accountId, table.email),
    index('church_moderators_user_id_idx').on(table.userId),
  ],
);

/**
 * A church's separate login for the companion counselling product (spec: church access): the
 * login is the account's slug, the care password is hashed like every password and never shown.
 */
export const careAccess = pgTable(
  'care_access',
  {
    accountId: integer('account_id').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    carePastor: text('care_pastor').notNull(),
    careEmail: text('care_email').notNull(),
    careAddress: text('care_address').notNull(),
    carePhone: text('care_phone').notNull(),
    careWebsite: text('care_website').notNull(),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'care_access_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The church's public profile (spec: church profile). Name, website and phone stay on the
 * account, where the session reads them; pictures are storage keys (server/storage), never URLs.
 */
export const churchProfiles = pgTable(
  'church_profiles',
  {
    accountId: integer('account_id').primaryKey(),
    description: text('description').notNull(),
    serviceTimes: text('service_times').notNull(),
    contactDetails: text('contact_details').notNull(),
    churchAddress: text('church_address'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    donationUrl: text('donation_url'),
    /** A video link (vimeo or youtube) shown on the profile. */
    videoEmbedUrl: text('video_embed_url'),
    /** The welcome video's embed code as the video host gives it. */
    welcomeVideoEmbed: text('welcome_video_embed'),
    counsellingPastor: text('counselling_pastor'),
    counsellingEmail: text('counselling_email'),
    bannerKey: text('banner_key'),
    headshotKey: text('headshot_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'church_profiles_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
  ],
);

/** A church's answer to a message: mailed to its sender, and kept with the message. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull(),
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'message_replies_message_id_fkey',
      columns: [table.messageId],
      foreignColumns: [messages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'message_replies_author_user_id_fkey',
      columns: [table.authorUserId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('message_replies_message_id_idx').on(table.messageId),
  ],
);

export const configEntries = pgTable('config_entries', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const instructionVideos = pgTable('instruction_videos', {
  slug: text('slug').primaryKey(),
  url: text('url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const actionSteps = pgTable(
  'action_steps',
  {
    userId: integer('user_id').notNull(),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'action_steps_pkey', columns: [table.userId, table.step] }),
    foreignKey({
      name: 'action_steps_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'password_reset_tokens_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_change_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'email_change_tokens_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    check('email_change_tokens_new_email_check', sql`new_email = lower(new_email)`),
    index('email_change_tokens_user_id_idx').on(table.userId),
  ],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'revoked_tokens_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('revoked_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** Failed sign-ins per key ('ip:…' or 'account:…') within the current window. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_unsent_idx')
      .on(table.id)
      .where(sql`sent_at IS NULL`),
  ],
);

/** Binary content (PDF attachments), as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files sent with an outbox mail (a gift's receipt PDF), made when the mail is queued. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'outbox_attachments_outbox_id_fkey',
      columns: [table.outboxId],
      foreignColumns: [outbox.id],
    }).onDelete('cascade'),
    index('outbox_attachments_outbox_id_idx').on(table.outboxId),
  ],
);

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
    foreignKey({
      name: 'donations_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'donations_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
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
    foreignKey({
      name: 'donation_charges_donation_id_fkey',
      columns: [table.donationId],
      foreignColumns: [donations.id],
    }).onDelete('cascade'),
    unique('donation_charges_donation_id_period_key').on(table.donationId, table.period),
    check('donation_charges_status_check', oneOf('status', ['pending', 'succeeded', 'failed'])),
    check('donation_charges_amount_cents_check', sql`amount_cents > 0`),
  ],
);

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
    foreignKey({
      name: 'store_products_category_id_fkey',
      columns: [table.categoryId],
      foreignColumns: [storeCategories.id],
    }),
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
    foreignKey({
      name: 'store_offers_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [storeProducts.id],
    }).onDelete('cascade'),
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
    foreignKey({
      name: 'store_orders_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_orders_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
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
    foreignKey({
      name: 'store_order_items_order_id_fkey',
      columns: [table.orderId],
      foreignColumns: [storeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_items_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [storeProducts.id],
    }).onDelete('set null'),
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
    foreignKey({
      name: 'store_downloads_order_item_id_fkey',
      columns: [table.orderItemId],
      foreignColumns: [storeOrderItems.id],
    }).onDelete('cascade'),
    index('store_downloads_order_item_id_idx').on(table.orderItemId),
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
    foreignKey({
      name: 'order_charges_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('set null'),
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
    foreignKey({
      name: 'card_logos_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
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
    foreignKey({
      name: 'card_orders_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'card_orders_user_id_fkey',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'card_orders_qr_code_id_fkey',
      columns: [table.qrCodeId],
      foreignColumns: [qrCodes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'card_orders_reorder_of_fkey',
      columns: [table.reorderOf],
      foreignColumns: [table.id],
    }).onDelete('set null'),
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

/**
 * Stories from people the cards reached (decision 054), each with the consent the person gave:
 * the exact words in their language, the words' version and the time. The e-mail is never shown;
 * only the hash of the withdrawal link's token is kept. Withdrawing erases the name, the e-mail
 * and the story and keeps the row, so the church sees that one was withdrawn.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    status: text('status').$type<TestimonialStatus>().notNull().default('pending'),
    firstName: text('first_name'),
    email: text('email'),
    story: text('story'),
    source: text('source').$type<TestimonialSource>().notNull(),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentLocale: text('consent_locale').$type<ConsentLocale>().notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    withdrawTokenHash: text('withdraw_token_hash').unique('testimonials_withdraw_token_hash_key'),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'testimonials_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'testimonials_decided_by_fkey',
      columns: [table.decidedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('testimonials_status_check', oneOf('status', TESTIMONIAL_STATUSES)),
    check('testimonials_source_check', oneOf('source', TESTIMONIAL_SOURCES)),
    check('testimonials_consent_locale_check', oneOf('consent_locale', CONSENT_LOCALES)),
    // A withdrawn testimonial keeps none of the person's words; any other keeps all of them.
    check(
      'testimonials_erased_check',
      sql`(status = 'withdrawn') = (story IS NULL AND first_name IS NULL AND email IS NULL)`,
    ),
    // A church's list by state, newest first; the public page's approved ones.
    index('testimonials_account_id_status_created_at_idx').on(
      table.accountId,
      table.status,
      table.createdAt,
      table.id,
    ),
  ],
);

/** Demo or other data sets applied once (server/seed). */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed which record of an admin resource, newest first in the admin's activity list. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id'),
    /** The actor's name when it happened (kept when the user is renamed or deleted). */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    /** The resource's name, e.g. 'users', 'accounts'. */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'activity_log_actor_user_id_fkey',
      columns: [table.actorUserId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('activity_log_action_check', oneOf('action', ACTIVITY_ACTIONS)),
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain `ORDER BY created_at DESC, id DESC`
    // can use the index (drizzle-kit would otherwise write NULLS LAST).
    index('activity_log_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
