import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';

// The account feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

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
  (table) => [references('shipping_addresses', table.accountId, accounts.id, 'cascade')],
);
