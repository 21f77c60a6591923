import { eq, sql } from 'drizzle-orm';
import { moderatorsResource } from '#contract/moderators/moderatorsResource.ts';
import { accounts, churchModerators, users } from '#server/db/schema.ts';
import { refreshModeratorStatus } from './moderator-routes.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"church_moderators"."${column}"`);

/**
 * Every church's moderators and invitations, for the admin: read, and removed like a church
 * removes its own (the person's moderator status follows the rows; decision 023).
 */
export function moderatorsServerResource(): ServerResource {
  return {
    definition: moderatorsResource,
    store: tableStore(moderatorsResource, {
      table: churchModerators,
      computed: {
        account_name: sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
          where a.id = ${row('account_id')})`,
        user_name: sql<string | null>`(select concat_ws(' ', u.firstname, u.lastname)
          from ${users} u where u.id = ${row('user_id')})`,
      },
      sorts: {
        account_name: [
          sql`(select lower(coalesce(a.church_name, a.slug)) from ${accounts} a
            where a.id = ${row('account_id')})`,
        ],
      },
    }),
    rules: {
      async afterDelete({ tx, now, before }) {
        const userId = before.user_id as number | null;
        if (userId === null) return;
        const [person] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        if (person) await refreshModeratorStatus(tx, userId, person.email, now);
      },
    },
  };
}
