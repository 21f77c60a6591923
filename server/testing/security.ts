import { eq, sql } from 'drizzle-orm';
import type { Role } from '#contract/roles.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { addSeconds } from '#server/clock.ts';
import { users } from '#server/db/schema.ts';
import type { Access } from '#server/http/route.ts';
import type { RegisteredRoute } from '#server/http/route-registry.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-data.ts';
import type { TestServer } from './test-server.ts';

/** The demo accounts of server/seed/demo-data.ts: every role the product has. */
export const DEMO_USERS = DEMO_ACCOUNTS.flatMap((account) =>
  account.users.map((user) => ({ email: user.email, roles: user.roles })),
);

/** Who calls: a demo user, or one of the ways of not being one. */
export type Caller =
  | { kind: 'user'; email: string; roles: readonly Role[] }
  | { kind: 'no token' | 'forged token' | 'expired token' | 'logged-out token' };

export const CALLERS: Caller[] = [
  ...DEMO_USERS.map((user) => ({ kind: 'user' as const, ...user })),
  { kind: 'no token' },
  { kind: 'forged token' },
  { kind: 'expired token' },
  { kind: 'logged-out token' },
];

export const callerName = (caller: Caller) => (caller.kind === 'user' ? caller.email : caller.kind);

/**
 * What a route's declared access allows this caller: 'allowed', or the status of the refusal.
 * Deny by default: an access value this function does not understand refuses everyone.
 */
export function expectedOutcome(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller.kind !== 'user') return 401;
  if (access === 'user') return 'allowed';
  if (Array.isArray(access) && access.length > 0) {
    return caller.roles.some((role) => (access as readonly Role[]).includes(role))
      ? 'allowed'
      : 403;
  }
  return 403;
}

async function userId(server: TestServer, email: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

/**
 * A token for the caller, made fresh for each call (so that a call to logout in one cell does
 * not end the session of the next) without the cost of a password check.
 */
export async function tokenFor(server: TestServer, caller: Caller): Promise<string | undefined> {
  const now = server.clock.now();
  switch (caller.kind) {
    case 'user':
      return (await server.deps.tokens.issue(await userId(server, caller.email), now)).token;
    case 'no token':
      return undefined;
    case 'forged token': {
      // Well-formed and signed, but with a key that is not the server's.
      const forger = createTokenService('f'.repeat(64), server.deps.lifetimes.session);
      return (await forger.issue(await userId(server, 'admin@demo.church'), now)).token;
    }
    case 'expired token': {
      const issuedAt = addSeconds(now, -server.deps.lifetimes.session - 60);
      return (await server.deps.tokens.issue(await userId(server, 'admin@demo.church'), issuedAt))
        .token;
    }
    case 'logged-out token': {
      const { token } = await server.deps.tokens.issue(
        await userId(server, 'admin@demo.church'),
        now,
      );
      const out = await server.call('POST', '/auth/logout', { token });
      if (out.status !== 200) throw new Error(`logout failed: ${out.status}`);
      return token;
    }
  }
}

/** A demo user the route lets in (the first in demo-data order), or null for public routes. */
export function allowedCaller(route: RegisteredRoute): Caller | null {
  if (route.access === 'public') return null;
  const caller = CALLERS.find(
    (c) => c.kind === 'user' && expectedOutcome(route.access, c) === 'allowed',
  );
  if (!caller) throw new Error(`no demo user may call ${route.path}`);
  return caller;
}

/** Where the triggers of `watchWrites` note each written table. */
const WRITE_LOG = 'test_write_log';

/**
 * Notes, from now on, which tables are written: a row trigger on every table (read from the
 * catalogue, so new tables are covered too) logs the table's name on an insert, a delete, an
 * update that changes the row, or a truncate. `take()` answers the tables written since the last
 * `take()` and empties the log: one cheap query, where comparing digests of every row of every
 * table after each request made the fuzz suite's slowest part.
 */
export async function watchWrites(server: TestServer): Promise<{ take(): Promise<string[]> }> {
  const db = server.deps.db;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  await db.execute(sql.raw(`create table ${WRITE_LOG} (table_name text not null)`));
  await db.execute(
    sql.raw(`create function ${WRITE_LOG}_note() returns trigger language plpgsql as $$
      begin insert into ${WRITE_LOG} (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const { name } of tables.rows) {
    const table = `"${name.replaceAll('"', '""')}"`;
    const note = `execute function ${WRITE_LOG}_note()`;
    await db.execute(
      sql.raw(`create trigger ${WRITE_LOG}_rows after insert or delete on ${table}
        for each row ${note}`),
    );
    await db.execute(
      sql.raw(`create trigger ${WRITE_LOG}_changes after update on ${table}
        for each row when (old.* is distinct from new.*) ${note}`),
    );
    await db.execute(
      sql.raw(`create trigger ${WRITE_LOG}_truncate after truncate on ${table}
        for each statement ${note}`),
    );
  }
  return {
    async take() {
      const written = (await db.execute(
        sql.raw(`delete from ${WRITE_LOG} returning table_name`),
      )) as unknown as { rows: Array<{ table_name: string }> };
      return [...new Set(written.rows.map((row) => row.table_name))].sort();
    },
  };
}
