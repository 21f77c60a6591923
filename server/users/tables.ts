import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
} from '#contract/account/profile.ts';
import type {
  BillingInterval,
  ChurchStatus,
  MembershipState,
  ModeratorStatus,
  UserState,
} from '#contract/account/profile.ts';
import { ACCOUNT_KINDS } from '#contract/users/accountsResource.ts';
import type { AccountKind } from '#contract/users/accountsResource.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';

// The users feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

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
    references('users', table.accountId, accounts.id, 'restrict'),
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
    references('memberships', table.accountId, accounts.id, 'cascade'),
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
