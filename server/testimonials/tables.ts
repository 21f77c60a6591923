import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The testimonials feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

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
    references('testimonials', table.accountId, accounts.id, 'cascade'),
    references('testimonials', table.decidedBy, users.id, 'set null'),
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
