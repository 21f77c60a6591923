import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  SUPPORT_AGE_SECONDS,
  SUPPORT_VIEW_STATES,
  type SupportAge,
  type SupportView,
} from '#contract/support/support.ts';
import { supportRequestsResource } from '#contract/support/supportResource.ts';
import { supportRequests, users } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"support_requests"."${column}"`);

const ageCut = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** The admin's support queue (decision 077), read only: answers and moves are calls of their own. */
export function supportRequestsServerResource(): ServerResource {
  return {
    definition: supportRequestsResource,
    store: tableStore(supportRequestsResource, {
      table: supportRequests,
      computed: {
        number: sql<string>`'SR-' || lpad(${row('id')}::text, 6, '0')`,
        person_name: sql<string>`coalesce((select concat_ws(' ', u.firstname, u.lastname)
          from ${users} u where u.id = ${row('user_id')}), '')`,
        person_email: sql<string>`coalesce((select u.email from ${users} u
          where u.id = ${row('user_id')}), '')`,
        assigned_name: sql<string | null>`(select concat_ws(' ', u.firstname, u.lastname)
          from ${users} u where u.id = ${row('assigned_user_id')})`,
      },
      filters: {
        view: (view: SupportView) => inArray(supportRequests.state, [...SUPPORT_VIEW_STATES[view]]),
        age: (age: SupportAge) =>
          age === 'day'
            ? gt(supportRequests.createdAt, ageCut(SUPPORT_AGE_SECONDS.day))
            : age === 'week'
              ? and(
                  lte(supportRequests.createdAt, ageCut(SUPPORT_AGE_SECONDS.day)),
                  gt(supportRequests.createdAt, ageCut(SUPPORT_AGE_SECONDS.week)),
                )!
              : lte(supportRequests.createdAt, ageCut(SUPPORT_AGE_SECONDS.week)),
        unassigned: () => isNull(supportRequests.assignedUserId),
        assigned_user_id: (id: number) => eq(supportRequests.assignedUserId, id),
      },
    }),
  };
}
