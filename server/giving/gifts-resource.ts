import { sql } from 'drizzle-orm';
import { giftsResource } from '#contract/giving/giftsResource.ts';
import { accounts, donationCharges, donations } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"donations"."${column}"`);
const total = sql<number>`(${row('amount_cents')} + ${row('fee_cents')})`;

/** Every gift for the admin, read only: gifts change only through giving and cancelling. */
export function giftsServerResource(): ServerResource {
  return {
    definition: giftsResource,
    store: tableStore(giftsResource, {
      table: donations,
      computed: {
        total_cents: total,
        currency: sql<string>`'usd'`,
        account_name: sql<string | null>`(select coalesce(a.church_name, a.slug)
          from ${accounts} a where a.id = ${row('account_id')})`,
        charges_count: sql<number>`(select count(*)::int from ${donationCharges} c
          where c.donation_id = ${row('id')} and c.status = 'succeeded')`,
      },
      sorts: { total_cents: [total] },
    }),
  };
}
