import { matchRoutes } from 'react-router-dom';
import { defaultLocale, isLocale, type Locale } from '#ds/i18n';
import { appRoutes, fallbackRoute, indexRedirects, routeByName, type AppRoute } from './routes';

/**
 * Locale routing (spec section 2): an optional prefix es, fr or ko; English has none. The
 * locale follows the URL. These are pure functions; the router calls them on every location.
 */

/** Languages written as a path prefix: every one but the default. */
export const prefixedLocales: readonly Locale[] = ['es', 'fr', 'ko'];

export type SplitPath = {
  locale: Locale;
  /** The path without the prefix, always starting with '/'. */
  path: string;
  /** The URL carried a locale prefix. */
  prefixed: boolean;
};

/** `/es/inbox` → es + `/inbox`; `/inbox` → en + `/inbox`; `/ko` → ko + `/`. */
export function splitLocale(pathname: string): SplitPath {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const [, first = '', ...rest] = clean.split('/');
  if (isLocale(first) && prefixedLocales.includes(first)) {
    return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
  }
  return { locale: defaultLocale, path: clean, prefixed: false };
}

/**
 * Puts `path` (which may carry `?query` and `#hash`) in `locale`: `/inbox?x=1` in ko is
 * `/ko/inbox?x=1`; in English it stays as it is. A path that already has a prefix is
 * moved to the new language.
 */
export function localizePath(path: string, locale: Locale): string {
  const tail = path.search(/[?#]/);
  const pathname = tail === -1 ? path : path.slice(0, tail);
  const suffix = tail === -1 ? '' : path.slice(tail);
  const bare = splitLocale(pathname).path;
  if (!prefixedLocales.includes(locale)) return `${bare}${suffix}`;
  return `${bare === '/' ? `/${locale}` : `/${locale}${bare}`}${suffix}`;
}

let matchable: { path: string; route: AppRoute }[] = [];

/** The table's paths for react-router's matcher, made again when the admin rows join it. */
function matchableRoutes() {
  if (matchable.length < appRoutes.length)
    matchable = appRoutes.flatMap((route) =>
      [route.path, ...route.aliases].map((path) => ({ path, route })),
    );
  return matchable;
}

export type RouteMatch = {
  route: AppRoute;
  /** The `:params` of the path, decoded. */
  params: Readonly<Record<string, string>>;
};

/** The route for a path without locale prefix, or null. Static segments win over `:params`. */
export function matchAppRoute(path: string): RouteMatch | null {
  const matches = matchRoutes(matchableRoutes(), path);
  const last = matches?.at(-1);
  if (!last) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(last.params))
    if (value !== undefined) params[key] = value;
  return { route: last.route.route, params };
}

/**
 * The route an in-app href leads to (`/ko/inbox?x=1`, `inbox`, `/masseage/3#top`): query,
 * hash and locale prefix dropped. Null for outside addresses and unknown paths.
 */
export function matchHref(href: string): (RouteMatch & { path: string }) | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|\\/i.test(href)) return null;
  const pathname = href.split(/[?#]/)[0] ?? '';
  const { path } = splitLocale(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const match = matchAppRoute(path);
  return match ? { ...match, path } : null;
}

export type LocationInput = { pathname: string; search?: string; hash?: string };

export type ResolvedLocation =
  | { kind: 'redirect'; to: string; locale: Locale }
  | ({ kind: 'route'; locale: Locale; path: string } & RouteMatch);

/**
 * Where a browser location leads, before the guard:
 * - a stored non-English locale forces its prefix onto an unprefixed URL (spec: 'a stored
 *   Spanish locale forces the es prefix'; the same holds for French and Korean, which the old
 *   product stored under Spanish's code);
 * - `/en/…` drops the prefix English does not use;
 * - `/` goes to the dashboard and `/admin` to the admin dashboard;
 * - an unknown path goes to the system 404 page.
 * Otherwise the route and its params, in the URL's locale.
 */
export function resolveLocation(
  location: LocationInput,
  storedLocale: Locale | null,
): ResolvedLocation {
  const suffix = `${location.search ?? ''}${location.hash ?? ''}`;
  const { locale, path, prefixed } = splitLocale(location.pathname);

  const [, first = '', ...rest] = path.split('/');
  if (first === defaultLocale) {
    return { kind: 'redirect', to: `/${rest.join('/')}${suffix}`, locale };
  }
  if (!prefixed && storedLocale && prefixedLocales.includes(storedLocale)) {
    return {
      kind: 'redirect',
      to: localizePath(`${path}${suffix}`, storedLocale),
      locale: storedLocale,
    };
  }

  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const index = indexRedirects[trimmed];
  if (index)
    return {
      kind: 'redirect',
      to: localizePath(`${routeByName(index).path}${suffix}`, locale),
      locale,
    };

  const match = matchAppRoute(path);
  if (!match)
    return { kind: 'redirect', to: localizePath(routeByName(fallbackRoute).path, locale), locale };
  return { kind: 'route', locale, path, ...match };
}
