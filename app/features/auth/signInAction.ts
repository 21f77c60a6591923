import type { SignInError, SignInValues } from '#screens/auth/SignInScreen';
import { errorCode, isApiError } from '#app/api';
import { localizePath } from '#app/locale';
import { routeLocation, safeReturnPath } from '#app/routing';
import { pathFor, type RouteName } from '#app/routes';
import { signIn } from '#app/session/actions';
import { session } from '#app/session/store';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { preloadShell } from '#app/shell/loadShell';
import { whenProfileLoaded } from './whenProfileLoaded';

/** What the server's refusal means to the person signing in. */
export function signInErrorOf(error: unknown): SignInError {
  const code = errorCode(error);
  if (code === 'invalid_credentials' || code === 'validation_failed')
    return { code: 'invalidCredentials' };
  // Our own check of the request before sending it: no account can have that address.
  if (isApiError(error) && error.kind === 'contract' && error.status === null)
    return { code: 'invalidCredentials' };
  if (code === 'too_many_requests')
    return { code: 'throttled', retryAfterMinutes: retryAfterMinutes(error) };
  return { code: 'unknown' };
}

/**
 * Where to go after signing in: back to the page the guard stopped the visitor on, when the
 * new user may open it (a pastor's page is a 404 for an admin), else their role's dashboard.
 */
export function landingAfterSignIn(redirectTo: string | null, dashboard: RouteName): string {
  const { user, locale } = session;
  const back = safeReturnPath(redirectTo);
  if (back && user) {
    const url = new URL(back, 'http://app.invalid');
    const decision = routeLocation(
      { pathname: url.pathname, search: url.search },
      { user: { roles: user.roles, needToPay: user.needToPay }, locale: null },
    );
    if (decision.kind === 'render') return localizePath(back, locale);
  }
  return localizePath(pathFor(dashboard), locale);
}

export type SignInOutcome = { ok: true; to: string } | { ok: false; error: SignInError };

/**
 * Signs in through the session, then waits (briefly) for the profile, so the first page shows
 * the right menu and payment state, and says where to go. The sign-in page loads this module,
 * and the API client with it, once the form is on screen.
 */
export async function signInWith(
  { email, password }: SignInValues,
  redirectTo: string | null,
): Promise<SignInOutcome> {
  let dashboard: RouteName;
  try {
    dashboard = await signIn({ email: email.trim(), password });
  } catch (error) {
    const refusal = signInErrorOf(error);
    if (refusal.code === 'unknown') reportFailure('Signing in', error);
    return { ok: false, error: refusal };
  }
  preloadShell();
  await whenProfileLoaded();
  return { ok: true, to: landingAfterSignIn(redirectTo, dashboard) };
}
