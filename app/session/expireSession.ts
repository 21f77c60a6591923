import { goToRoute } from '#app/navigation';
import { safeReturnPath, signInQuery } from '#app/routing';
import { resetSession, session } from './store';

/**
 * A call that carried the token got a 401 (spec sections 7 and 8): the session is cleared
 * and the user goes to sign-in, which can bring them back to the page they were on.
 * Several calls failing together do it once. `main.tsx` gives it to the API client.
 */
export function expireSession(): void {
  if (!session.user) return;
  resetSession();
  const back =
    typeof window === 'undefined'
      ? null
      : safeReturnPath(`${window.location.pathname}${window.location.search}`);
  goToRoute('signIn', { replace: true, search: signInQuery({ reason: 'sessionExpired', back }) });
}
