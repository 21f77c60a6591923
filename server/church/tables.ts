import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';

// The church feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

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
  (table) => [references('church_profiles', table.accountId, accounts.id, 'cascade')],
);
