import type { SignInResponse } from '#contract';
import { dashboardFor, type Role } from '#app/roles';
import type { RouteName } from '#app/routes';
import { loadSessionData, refreshProfile } from './actions';
import { session } from './store';
import { userFromSignIn } from './user';

// Sessions that begin or change through a payment answer (checkout, upgrade). Kept out of
// actions.ts, which the sign-in page loads, so that they weigh only on the payment screens.

/**
 * Starts the session that checkout's answer gives (the same answer as sign-in), loads the rest
 * in the background and returns the dashboard of the user's role.
 */
export function adoptSignIn(answer: SignInResponse): RouteName {
  session.user = userFromSignIn(answer);
  void loadSessionData();
  return dashboardFor(answer.user.role);
}

/**
 * Takes the roles an upgrade's answer gives, so the menu and the guard change at once, without
 * a new sign-in; the profile is loaded again for the rest (membership, need to pay).
 */
export function adoptRoles(roles: readonly Role[]): void {
  if (!session.user) return;
  session.user = { ...session.user, roles: [...roles], needToPay: false };
  void refreshProfile();
}
