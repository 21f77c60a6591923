import { count, eq, sql } from 'drizzle-orm';
import { accountsResource } from '#contract/users/accountsResource.ts';
import { accounts, memberships, plans, users } from '#server/db/schema.ts';
import { conflict, validationFailed } from '#server/http/api-error.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

const HAS_USERS = 'This account still has users. Move or delete them first.';

/**
 * The outer row's id inside a subquery. Drizzle writes a column of a one-table select without its
 * table's name, and inside `select … from users u` a bare "id" would be the user's own id.
 */
const accountId = sql.raw('"accounts"."id"');

/** ISO 8601 in UTC with milliseconds, as the contract's IsoDateTime expects, from SQL. */
const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Accounts as the admin manages them, with their user count and membership. A church needs its
 * name; an account that still has users is never deleted (its users would go with it).
 */
export function accountsServerResource(): ServerResource {
  return {
    definition: accountsResource,
    store: tableStore(accountsResource, {
      table: accounts,
      computed: {
        name: sql<string>`coalesce(${accounts.churchName}, ${accounts.slug})`,
        users_count: sql<number>`(select count(*)::int from ${users} u
          where u.account_id = ${accountId})`,
        membership: sql`(select json_build_object('state', m.state, 'plan_name', m.plan_name,
          'plan_tier', (select p.tier from ${plans} p where p.code = m.plan_code),
          'plan_interval', m.plan_interval,
          'current_period_end', ${isoUtc('m.current_period_end')})
          from ${memberships} m where m.account_id = ${accountId})`,
      },
      sorts: {
        name: [sql`lower(coalesce(${accounts.churchName}, ${accounts.slug}))`],
        users_count: [sql`(select count(*) from ${users} u where u.account_id = ${accountId})`],
      },
      uniqueMessages: { slug: 'Another account already has this web address.' },
    }),
    rules: {
      beforeCreate(input) {
        if (input.kind === 'church' && !input.church_name) {
          throw validationFailed({ church_name: 'A church needs its name.' });
        }
      },
      beforeUpdate(input, { before }) {
        const kind = input.kind ?? before.kind;
        const name = 'church_name' in input ? input.church_name : before.church_name;
        if (kind === 'church' && !name) {
          throw validationFailed({ church_name: 'A church needs its name.' });
        }
      },
      async beforeDelete({ tx, before }) {
        const [found] = await tx
          .select({ n: count() })
          .from(users)
          .where(eq(users.accountId, before.id));
        if ((found?.n ?? 0) > 0) throw conflict(HAS_USERS);
      },
      inUseMessage: HAS_USERS,
    },
  };
}
