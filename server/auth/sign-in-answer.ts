import type { SignInResponse } from '#contract/auth/auth.ts';
import type { users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';

/**
 * A new session for a user, as sign-in answers it: the token, when it expires and who signed in.
 * Checkout answers the same, so the app stores either session one way.
 */
export async function signInAnswer(
  deps: Pick<Deps, 'tokens' | 'clock'>,
  user: Pick<
    typeof users.$inferSelect,
    'id' | 'accountId' | 'email' | 'firstname' | 'lastname' | 'roles'
  >,
): Promise<SignInResponse> {
  const issued = await deps.tokens.issue(user.id, deps.clock.now());
  return {
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    user: {
      id: user.id,
      account_id: user.accountId,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      role: user.roles,
    },
  };
}
