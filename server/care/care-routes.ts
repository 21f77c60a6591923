import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CareAccess, CareUserResponse, EditCareRequest } from '#contract/care/care.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Role } from '#contract/roles.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { accounts, careAccess } from '#server/db/schema.ts';
import type { Db } from '#server/db/database.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound, unauthorized } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';

/** The roles whose menu has Church access (spec section 6: care, and website and discipleship). */
export const CHURCH_ACCESS_ROLES = [
  'care',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

const ALREADY_SET_UP = 'Church access is already set up for your church. Edit it instead.';
const NOT_SET_UP = 'Church access is not set up for your church yet.';

type CareRow = typeof careAccess.$inferSelect;

function careAccessOf(row: CareRow): CareAccess {
  return {
    care_pastor: row.carePastor,
    care_email: row.careEmail,
    care_address: row.careAddress,
    care_phone: row.carePhone,
    care_website: row.careWebsite,
    password_set_at: row.passwordSetAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const detailsOf = (body: EditCareRequest) => ({
  carePastor: body.care_pastor.trim(),
  careEmail: body.care_email.toLowerCase(),
  careAddress: body.care_address.trim(),
  carePhone: body.care_phone.trim(),
  careWebsite: body.care_website,
});

/** The caller's church login and its church access; the account always comes from the session. */
async function careUserOf(db: Db, accountId: number): Promise<CareUserResponse> {
  const [row] = await db
    .select({ login: accounts.slug, care: careAccess })
    .from(accounts)
    .leftJoin(careAccess, eq(careAccess.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw unauthorized('Your account no longer exists.');
  return { login: row.login, care_access: row.care ? careAccessOf(row.care) : null };
}

export function registerCareRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.careUser,
    access: CHURCH_ACCESS_ROLES,
    handler: ({ user }) => careUserOf(deps.db, user.accountId),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.createCareUser,
    access: CHURCH_ACCESS_ROLES,
    handler: async ({ user, body }) => {
      const passwordHash = await hashPassword(body.care_password);
      const now = deps.clock.now();
      const inserted = await deps.db
        .insert(careAccess)
        .values({
          accountId: user.accountId,
          passwordHash,
          ...detailsOf(body),
          passwordSetAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ accountId: careAccess.accountId });
      if (inserted.length === 0) throw conflict(ALREADY_SET_UP);
      return careUserOf(deps.db, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.editCare,
    access: CHURCH_ACCESS_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const password = body.care_password
        ? { passwordHash: await hashPassword(body.care_password), passwordSetAt: now }
        : {};
      const updated = await deps.db
        .update(careAccess)
        .set({ ...detailsOf(body), ...password, updatedAt: now })
        .where(eq(careAccess.accountId, user.accountId))
        .returning({ accountId: careAccess.accountId });
      if (updated.length === 0) throw notFound(NOT_SET_UP);
      return careUserOf(deps.db, user.accountId);
    },
  });
}
