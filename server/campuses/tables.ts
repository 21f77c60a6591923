import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';

// The campuses feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

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
    references('locations', table.accountId, accounts.id, 'cascade'),
    index('locations_account_id_idx').on(table.accountId),
    check(
      'locations_coordinates_check',
      sql`(latitude is null and longitude is null) or
        (latitude between -90 and 90 and longitude between -180 and 180)`,
    ),
  ],
);
