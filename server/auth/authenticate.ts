import { eq, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '#contract/roles.ts';
import type { UserState } from '#contract/account/profile.ts';
import { forbidden, unauthorized } from '#server/http/api-error.ts';
import type { Deps } from '#server/deps.ts';
import type { TokenClaims } from './tokens.ts';
import { revokedTokens, users } from '#server/db/schema.ts';

/** The caller, as the database knows them now (roles never come from the client). */
export type AuthUser = {
  id: number;
  accountId: number;
  email: string;
  roles: Role[];
  state: UserState;
  /** The id and expiry of the token used, for logout. */
  jti: string;
  tokenExpiresAt: Date;
};

const EXPIRED = 'Your session has ended. Please sign in again.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The token's claims, checked without the database (signature and expiry); else a 401. */
export async function verifyBearer(request: FastifyRequest, deps: Deps): Promise<TokenClaims> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized('Please sign in to continue.');
  const claims = await deps.tokens.verify(token, deps.clock.now());
  if (claims === null) throw unauthorized(EXPIRED);
  return claims;
}

/**
 * The columns a session check reads from the caller's `users` row, and whether the token was
 * revoked (logout), for the token id `jti` (a value, or a placeholder of a prepared query). A
 * query that reads the caller's row anyway selects these too, so that the whole call costs one
 * round trip (see `sessionUser`).
 */
export function sessionColumns(jti: string | Placeholder) {
  return {
    id: users.id,
    accountId: users.accountId,
    email: users.email,
    roles: users.roles,
    state: users.state,
    sessionsValidAfter: users.sessionsValidAfter,
    revoked: sql<boolean>`exists (
      select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`.mapWith(
      (value: unknown) => value === true || value === 't',
    ),
  };
}

export type SessionRow = {
  id: number;
  accountId: number;
  email: string;
  roles: Role[];
  state: UserState;
  sessionsValidAfter: Date;
  revoked: boolean;
};

/**
 * The caller from the row `sessionColumns` read, or a 401 when the session no longer holds (a
 * 403 when `roles` are given and the caller has none of them).
 */
export function sessionUser(
  claims: TokenClaims,
  row: SessionRow | undefined,
  roles?: readonly Role[],
): AuthUser {
  if (!row || row.revoked) throw unauthorized(EXPIRED);
  // iat has whole seconds: a token from the second of the change is kept, so that signing in
  // right after a password reset works.
  if (claims.issuedAt.getTime() < Math.floor(row.sessionsValidAfter.getTime() / 1000) * 1000) {
    throw unauthorized(EXPIRED);
  }
  if (roles && !row.roles.some((role) => roles.includes(role))) throw forbidden();
  return {
    id: row.id,
    accountId: row.accountId,
    email: row.email,
    roles: row.roles,
    state: row.state,
    jti: claims.jti,
    tokenExpiresAt: claims.expiresAt,
  };
}

/**
 * Checks the bearer token (signature, expiry, not revoked, not older than the last password
 * change) and loads the user, in one round trip. Any failure is a 401; a user with none of
 * `roles`, when given, is a 403.
 */
export async function authenticate(
  request: FastifyRequest,
  deps: Deps,
  roles?: readonly Role[],
): Promise<AuthUser> {
  const claims = await verifyBearer(request, deps);
  const [row] = await deps.db
    .select(sessionColumns(claims.jti))
    .from(users)
    .where(eq(users.id, claims.userId));
  return sessionUser(claims, row, roles);
}
