import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONNECTION_LEADER_ROLES } from '#contract/connections/connections.ts';
import type {
  ChurchConnection,
  ConnectionFilter,
  MyChurchConnection,
} from '#contract/connections/connections.ts';
import type { Role } from '#contract/roles.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchConnections, churchModerators, users } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/http/api-error.ts';
import { CONNECTION_MAIL_LIMITS } from '#server/settings.ts';

const CONNECTION_MAILS: RateLimitedAction = {
  prefix: 'connection-mail-',
  windowSeconds: CONNECTION_MAIL_LIMITS.windowSeconds,
  refusal: 'Too many connection mails were sent.',
};

export { CONNECTION_LEADER_ROLES };

/** Who asks to connect: individuals (the spec's connect-to-church is in their menu). */
export const CONNECTION_ASKER_ROLES = ['individual'] as const satisfies readonly Role[];

export function isChurchLeader(user: AuthUser): boolean {
  return user.roles.some((role) => (CONNECTION_LEADER_ROLES as readonly Role[]).includes(role));
}

/** A church the finder shows (active, named), or null. */
export async function findableChurch(
  db: Db,
  accountId: number,
): Promise<{ id: number; name: string; slug: string } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.churchName, slug: accounts.slug })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.kind, 'church'),
        eq(accounts.churchStatus, 'active'),
      ),
    );
  return row?.name ? { id: row.id, name: row.name, slug: row.slug } : null;
}

/** The signed-in person's requests, newest first. */
export async function connectionsOfUser(db: Db, userId: number): Promise<MyChurchConnection[]> {
  const rows = await db
    .select({
      id: churchConnections.id,
      accountId: churchConnections.accountId,
      churchName: accounts.churchName,
      slug: accounts.slug,
      status: churchConnections.status,
      note: churchConnections.note,
      createdAt: churchConnections.createdAt,
      decidedAt: churchConnections.decidedAt,
    })
    .from(churchConnections)
    .innerJoin(accounts, eq(accounts.id, churchConnections.accountId))
    .where(eq(churchConnections.userId, userId))
    .orderBy(desc(churchConnections.createdAt), desc(churchConnections.id));
  return rows.map((row) => ({
    id: row.id,
    account_id: row.accountId,
    church_name: row.churchName ?? row.slug,
    church_slug: row.slug,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * What the caller may do with a church's requests: its leaders read and decide; an approved
 * moderator of that church reads. Anyone else is refused (403), whatever the church exists.
 */
export async function connectionAccess(
  db: Db,
  user: AuthUser,
  accountId: number,
  { moderatorsToo }: { moderatorsToo: boolean },
): Promise<{ canDecide: boolean }> {
  if (accountId === user.accountId && isChurchLeader(user)) return { canDecide: true };
  if (moderatorsToo) {
    const [moderator] = await db
      .select({ id: churchModerators.id })
      .from(churchModerators)
      .where(
        and(
          eq(churchModerators.accountId, accountId),
          eq(churchModerators.userId, user.id),
          eq(churchModerators.status, 'approved'),
        ),
      );
    if (moderator) return { canDecide: false };
  }
  throw forbidden('You can only see the connection requests of your own church.');
}

/** The churches the user is an approved moderator of, by name. */
export async function moderatedChurchesOf(db: Db, userId: number) {
  const rows = await db
    .select({ id: accounts.id, name: accounts.churchName, slug: accounts.slug })
    .from(churchModerators)
    .innerJoin(accounts, eq(accounts.id, churchModerators.accountId))
    .where(and(eq(churchModerators.userId, userId), eq(churchModerators.status, 'approved')))
    .orderBy(accounts.churchName, accounts.id);
  return rows.map((row) => ({ account_id: row.id, name: row.name ?? row.slug }));
}

const decider = alias(users, 'decider');

/** Requests of a church with the person who asked and the one who answered, newest first. */
function requestRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: churchConnections.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      status: churchConnections.status,
      note: churchConnections.note,
      createdAt: churchConnections.createdAt,
      decidedAt: churchConnections.decidedAt,
      deciderFirstname: decider.firstname,
      deciderLastname: decider.lastname,
    })
    .from(churchConnections)
    .innerJoin(users, eq(users.id, churchConnections.userId))
    .leftJoin(decider, eq(decider.id, churchConnections.decidedBy))
    .where(where)
    .orderBy(desc(churchConnections.createdAt), desc(churchConnections.id))
    .$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

function churchConnectionOf(row: RequestRow): ChurchConnection {
  return {
    id: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by:
      row.deciderFirstname !== null
        ? `${row.deciderFirstname} ${row.deciderLastname ?? ''}`.trim()
        : null,
  };
}

/** A church's requests in one view, newest first, with its count of new ones. */
export async function connectionsOfChurch(
  db: Db,
  accountId: number,
  { filter, page, pageSize }: { filter: ConnectionFilter; page: number; pageSize: number },
) {
  const own = eq(churchConnections.accountId, accountId);
  const where = filter === 'all' ? own : and(own, eq(churchConnections.status, filter));
  const [rows, [totals], [fresh], [church]] = await Promise.all([
    requestRows(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(churchConnections).where(where),
    db
      .select({ n: count() })
      .from(churchConnections)
      .where(and(own, eq(churchConnections.status, 'new'))),
    db
      .select({ name: accounts.churchName, slug: accounts.slug })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  ]);
  if (!church) throw notFound('This church does not exist.');
  return {
    church_name: church.name ?? church.slug,
    connections: rows.map(churchConnectionOf),
    total: totals?.n ?? 0,
    new_count: fresh?.n ?? 0,
    page,
    page_size: pageSize,
  };
}

/** One request of a church, or undefined when the church has no such request. */
export async function connectionOfChurch(
  db: Db,
  accountId: number,
  id: number,
): Promise<ChurchConnection | undefined> {
  const [row] = await requestRows(
    db,
    and(eq(churchConnections.accountId, accountId), eq(churchConnections.id, id)),
  );
  return row && churchConnectionOf(row);
}

/** The addresses of a church's leaders, who hear of a new request. */
export async function leaderAddresses(
  db: Db,
  accountId: number,
): Promise<{ email: string; locale: string }[]> {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.state, 'active'),
        sql`${users.roles} && ARRAY[${sql.join(
          CONNECTION_LEADER_ROLES.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  return rows;
}

/** Counts one connection mail against the sender's hourly limit, or refuses with 429. */
export async function takeConnectionMail(tx: Db, userId: number, now: Date): Promise<void> {
  await takeActionLimits(
    tx,
    CONNECTION_MAILS,
    [{ key: `user:${userId}`, limit: CONNECTION_MAIL_LIMITS.perUser }],
    now,
  );
}
