import { sql } from 'drizzle-orm';
import { testimonialsResource } from '#contract/testimonials/testimonialsResource.ts';
import { accounts, testimonials } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"testimonials"."${column}"`);
const churchName = sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
  where a.id = ${row('account_id')})`;

/** Every church's testimonials for the admin, read only (decision 054). */
export function testimonialsServerResource(): ServerResource {
  return {
    definition: testimonialsResource,
    store: tableStore(testimonialsResource, {
      table: testimonials,
      computed: { account_name: churchName },
      sorts: { account_name: [sql`lower(${churchName})`] },
    }),
  };
}
