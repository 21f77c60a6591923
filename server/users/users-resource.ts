import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { usersResource } from '#contract/users/usersResource.ts';
import type { Role } from '#contract/roles.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, validationFailed } from '#server/http/api-error.ts';
import { queueChoosePasswordMail } from './choose-password-mail.ts';
import { syncVideosWithMembership } from '#server/videos/transitions.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

const EMAIL_TAKEN = 'Another user already signs in with this address.';

async function assertAccountExists(tx: Db, id: unknown) {
  if (id === undefined) return;
  const [found] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, Number(id)));
  if (!found) throw validationFailed({ account_id: 'Choose an existing account.' });
}

/**
 * Users as the admin manages them. Rules beyond the generic routes: addresses are stored in
 * lower case and unique; a password becomes its hash (none: the user is mailed a link to choose
 * one); an admin cannot remove their own admin role, suspend themselves or delete themselves.
 */
export function usersServerResource(deps: Deps): ServerResource {
  return {
    definition: usersResource,
    store: tableStore(usersResource, {
      table: users,
      computed: {
        // "users"."account_id" in full: drizzle writes a one-table select's columns bare.
        account_name: sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
          where a.id = ${sql.raw('"users"."account_id"')})`,
      },
      sorts: { name: [sql`lower(${users.lastname})`, sql`lower(${users.firstname})`] },
      filters: { role: (role: Role) => sql`${users.roles} @> array[${role}]::text[]` },
      uniqueMessages: { email: EMAIL_TAKEN },
    }),
    rules: {
      async toRow({ password, ...row }, { before }) {
        if (before) return row; // an update: the password is the user's own business
        // Without a password, one nobody knows: the user chooses theirs through the mailed link.
        const chosen =
          typeof password === 'string' ? password : randomBytes(24).toString('base64url');
        return { ...row, password_hash: await hashPassword(chosen) };
      },
      async beforeCreate(input, { tx }) {
        if (typeof input.email === 'string') input.email = input.email.toLowerCase();
        await assertAccountExists(tx, input.account_id);
      },
      async beforeUpdate(input, { tx, actor, before }) {
        if (typeof input.email === 'string') input.email = input.email.toLowerCase();
        await assertAccountExists(tx, input.account_id);
        if (before.id !== actor.id) return;
        const roles = input.roles as Role[] | undefined;
        if (roles && !roles.includes('admin')) {
          throw validationFailed({ roles: 'You cannot remove your own admin role.' });
        }
        if (input.state !== undefined && input.state !== 'active') {
          throw validationFailed({ state: 'You cannot suspend your own account.' });
        }
      },
      beforeDelete({ actor, before }) {
        if (before.id === actor.id) {
          throw new ApiError(409, 'conflict', 'You cannot delete your own user.');
        }
      },
      async afterCreate(record, input, { tx, now }) {
        if (typeof input.password !== 'string') {
          await queueChoosePasswordMail(tx, deps, record, now);
        }
        // A pastor added to a church that does not pay puts its videos on no_payment.
        await syncVideosWithMembership(tx, record.account_id as number, now);
      },
      // A pastor's role given or taken, or a user moved to another church, can change whether
      // either church must pay (decision 038).
      async afterUpdate(record, { tx, now, before }) {
        for (const accountId of new Set([before.account_id, record.account_id])) {
          await syncVideosWithMembership(tx, accountId as number, now);
        }
      },
      async afterDelete({ tx, now, before }) {
        await syncVideosWithMembership(tx, before.account_id as number, now);
      },
      afterCommit: () => deps.mailer.kick(),
    },
  };
}
