import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { accounts, users, videos } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';

type DashboardRow = {
  users_total: number;
  accounts_total: number;
  waiting_videos: number;
  by_role: Record<string, number> | null;
};

/** The admin dashboard's figures, counted in one round trip. */
export function registerAdminDashboardRoute(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.adminDashboard,
    access: ADMIN_ONLY,
    handler: async () => {
      const result = (await deps.db.execute(sql`select
          (select count(*)::int from ${users}) as users_total,
          (select count(*)::int from ${accounts}) as accounts_total,
          (select count(*)::int from ${videos} where status in ('created', 'review')) as waiting_videos,
          (select json_object_agg(role, n) from (
            select role, count(*)::int as n from ${users}, unnest(${users.roles}) as role
            group by role) counted) as by_role`)) as unknown as { rows: DashboardRow[] };
      const row = result.rows[0]!;
      return {
        users_total: row.users_total,
        users_by_role: row.by_role ?? {},
        accounts_total: row.accounts_total,
        waiting_videos: row.waiting_videos,
        // Card orders come with the ordering area; until then there are none to count.
        card_orders: { open: 0, this_month: 0 },
      };
    },
  });
}
