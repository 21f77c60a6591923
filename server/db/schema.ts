import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Role } from '../../contract/roles.ts';
import type {
  BillingInterval,
  ChurchStatus,
  MembershipState,
  ModeratorStatus,
  UserState,
  VideoStatus,
} from '../../contract/profile.ts';
import type { ActivityAction } from '../../contract/resources/activity.ts';

// Mirrors migrations/*.sql (the source of truth for the database); schema.test.ts checks both agree.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type AccountKind = 'church' | 'individual' | 'organisation';
export type VideoKind = 'story' | 'profile' | 'invite' | 'welcome';
export type ConnectionStatus = 'new' | 'accepted' | 'declined';

export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<AccountKind>().notNull(),
  churchName: text('church_name'),
  churchWebsite: text('church_website'),
  churchPhone: text('church_phone'),
  churchStatus: text('church_status').$type<ChurchStatus>(),
  inviteChurchLogo: text('invite_church_logo'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
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
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true })
    .notNull()
    .default(new Date(0)),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable('memberships', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  state: text('state').$type<MembershipState>().notNull(),
  planCode: text('plan_code'),
  planName: text('plan_name'),
  planInterval: text('plan_interval').$type<BillingInterval>(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: createdAt(),
});

export const shippingAddresses = pgTable('shipping_addresses', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
});

export const videos = pgTable('videos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').$type<VideoKind>().notNull(),
  slug: text('slug').unique(),
  url: text('url').notNull(),
  status: text('status').$type<VideoStatus>().notNull(),
  createdAt: createdAt(),
});

export const churchConnections = pgTable(
  'church_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConnectionStatus>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.accountId, table.userId)],
);

export const messages = pgTable('messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  senderName: text('sender_name').notNull(),
  senderEmail: text('sender_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const emailChangeTokens = pgTable('email_change_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const outbox = pgTable('outbox', {
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
});

export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activityLog = pgTable('activity_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  action: text('action').$type<ActivityAction>().notNull(),
  resource: text('resource').notNull(),
  recordId: integer('record_id').notNull(),
  recordLabel: text('record_label').notNull(),
  changedFields: text('changed_fields').array().notNull().default([]),
  createdAt: createdAt(),
});
