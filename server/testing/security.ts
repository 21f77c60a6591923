import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../contract/roles.ts';
import { createTokenService } from '../auth/tokens.ts';
import { addSeconds } from '../clock.ts';
import { users } from '../db/schema.ts';
import type { Access } from '../http/route.ts';
import type { RegisteredRoute } from '../http/route-registry.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-data.ts';
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

/**
 * A digest of every row of every table, per table: equal digests mean nothing was written.
 * One round trip; the tables are read from the catalogue, so new ones are covered too.
 */
const tableNames = new WeakMap<TestServer, string[]>();

export async function tableDigests(server: TestServer): Promise<Record<string, string>> {
  const db = server.deps.db;
  let names = tableNames.get(server);
  if (!names) {
    const tables = (await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: Array<{ name: string }> };
    names = tables.rows.map((row) => row.name);
    tableNames.set(server, names);
  }
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const digests = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Array<{ name: string; digest: string }>;
  };
  return Object.fromEntries(digests.rows.map((row) => [row.name, row.digest]));
}
