import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AI_FEATURES, AI_OUTCOMES, AI_PROVIDERS } from '#contract/ai/ai.ts';
import type { AiFeature, AiOutcome, AiProviderName } from '#contract/ai/ai.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// AI control's tables (decision 078), in the database schema that server/db/schema.ts gathers.

/** One row per AI feature: its switch, provider, model and daily caps, and who set them last. */
export const aiFeatures = pgTable(
  'ai_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feature: text('feature').$type<AiFeature>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    provider: text('provider').$type<AiProviderName>().notNull().default('sandbox'),
    model: text('model').notNull(),
    /** Generations a day (UTC) for one church, and for everyone together. */
    capPerChurch: integer('cap_per_church').notNull(),
    capTotal: integer('cap_total').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedByUserId: integer('updated_by_user_id'),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (table) => [
    uniqueIndex('ai_features_feature_key').on(table.feature),
    check('ai_features_feature_check', oneOf('feature', AI_FEATURES)),
    check('ai_features_provider_check', oneOf('provider', AI_PROVIDERS)),
    check('ai_features_caps_check', sql`cap_per_church >= 0 AND cap_total >= 0`),
    references('ai_features', table.updatedByUserId, users.id, 'set null'),
  ],
);

/** Every version of a feature's prompt, numbered per feature; the highest is in use. */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feature: text('feature').$type<AiFeature>().notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ai_prompts_feature_version_key').on(table.feature, table.version),
    check('ai_prompts_feature_check', oneOf('feature', AI_FEATURES)),
    references('ai_prompts', table.authorUserId, users.id, 'set null'),
  ],
);

/** The log of every generation asked for, whatever its outcome. */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feature: text('feature').$type<AiFeature>().notNull(),
    outcome: text('outcome').$type<AiOutcome>().notNull(),
    userId: integer('user_id'),
    userName: text('user_name').notNull(),
    accountId: integer('account_id'),
    churchName: text('church_name').notNull().default(''),
    subject: text('subject').notNull(),
    language: text('language').$type<AppLocale>().notNull(),
    provider: text('provider').$type<AiProviderName>().notNull(),
    model: text('model').notNull(),
    promptVersion: integer('prompt_version').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('ai_generations_feature_check', oneOf('feature', AI_FEATURES)),
    check('ai_generations_outcome_check', oneOf('outcome', AI_OUTCOMES)),
    check('ai_generations_provider_check', oneOf('provider', AI_PROVIDERS)),
    check('ai_generations_language_check', oneOf('language', APP_LOCALES)),
    references('ai_generations', table.userId, users.id, 'set null'),
    references('ai_generations', table.accountId, accounts.id, 'set null'),
    // The caps count a day's generations per feature, and per church.
    index('ai_generations_feature_created_at_idx').on(table.feature, table.createdAt),
    index('ai_generations_account_id_created_at_idx').on(table.accountId, table.createdAt),
  ],
);
