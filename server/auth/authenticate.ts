import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../contract/roles.ts';
import type { UserState } from '../../contract/profile.ts';
import { unauthorized } from '../http/api-error.ts';
import type { Deps } from '../deps.ts';
import { revokedTokens, users } from '../db/schema.ts';

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

/**
 * Checks the bearer token (signature, expiry, not revoked, not older than the last password
 * change) and loads the user. Any failure is a 401.
 */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<AuthUser> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized('Please sign in to continue.');

  const now = deps.clock.now();
  const claims = await deps.tokens.verify(token, now);
  if (claims === null) throw unauthorized(EXPIRED);

  // One round trip: the user as stored now, and whether this token was revoked (logout).
  const [user] = await deps.db
    .select({
      id: users.id,
      accountId: users.accountId,
      email: users.email,
      roles: users.roles,
      state: users.state,
      sessionsValidAfter: users.sessionsValidAfter,
      revoked: sql<boolean>`exists (
        select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`.mapWith(
        (value: unknown) => value === true || value === 't',
      ),
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.revoked) throw unauthorized(EXPIRED);
  // iat has whole seconds: a token from the second of the change is kept, so that signing in
  // right after a password reset works.
  if (claims.issuedAt.getTime() < Math.floor(user.sessionsValidAfter.getTime() / 1000) * 1000) {
    throw unauthorized(EXPIRED);
  }

  return {
    id: user.id,
    accountId: user.accountId,
    email: user.email,
    roles: user.roles,
    state: user.state,
    jti: claims.jti,
    tokenExpiresAt: claims.expiresAt,
  };
}
