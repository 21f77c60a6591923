import type { Locale } from '#ds/i18n';
import { localizePath } from '#app/locale';
import { pathFor, routesByName, type RouteName } from '#app/routes';
import { safeReturnPath } from '#app/routing';

/**
 * Where capture returns: `redirectTo` names a route (`shareYourStory`) or gives an app path
 * (`/share-your-story`, `share-your-story`, `/ko/share-your-story`), always one of ours: an
 * outside address, a public page or nothing at all returns to the dashboard.
 */
export function captureReturnPath(redirectTo: string | null, locale: Locale): string {
  const named =
    redirectTo && Object.hasOwn(routesByName, redirectTo) ? pathFor(redirectTo as RouteName) : null;
  const path =
    named ??
    safeReturnPath(redirectTo?.startsWith('/') ? redirectTo : redirectTo ? `/${redirectTo}` : null);
  // A path like //evil.example would be another host to the browser.
  const internal = path && !path.startsWith('//') ? path : pathFor('dashboard');
  return localizePath(internal, locale);
}
