import type { Locale } from '#ds/i18n';
import { guard, type GuardRule, type GuardSession, type Theme } from './guard';
import { localizePath, matchHref, resolveLocation, type LocationInput } from './locale';
import { pathFor, type AppRoute } from './routes';

/** What the router does with a location, given the session: one pure decision. */
export type RoutingDecision =
  | {
      kind: 'redirect';
      /** The localized href to replace the location with. */
      to: string;
      /** The guard rule that redirected, or null for locale and path redirects. */
      rule: GuardRule | null;
    }
  | {
      kind: 'render';
      route: AppRoute;
      params: Readonly<Record<string, string>>;
      locale: Locale;
      theme: Theme;
    };

export type RoutingState = GuardSession & {
  /** The locale kept in the browser (it forces its prefix onto unprefixed URLs). */
  locale: Locale | null;
};

/** The query key sign-in reads to send the user back where the guard stopped them. */
export const returnToKey = 'redirectTo';

/** The query key that tells sign-in why the user is there (`SignInNotice` of screens/auth). */
export const signInNoticeKey = 'notice';

export type SignInReason = 'sessionExpired' | 'signedOut';

/** The query of a sign-in URL: why the user is there, and where to send them back after. */
export function signInQuery({
  reason,
  back,
}: {
  reason?: SignInReason;
  back?: string | null;
}): string {
  const query = new URLSearchParams();
  if (reason) query.set(signInNoticeKey, reason);
  if (back) query.set(returnToKey, back);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Locale routing, then the guard (spec section 2), for one location. The router renders the
 * route's screen in the route's layout, or replaces the location with `to`.
 */
export function routeLocation(location: LocationInput, state: RoutingState): RoutingDecision {
  const resolved = resolveLocation(location, state.locale);
  if (resolved.kind === 'redirect') return { kind: 'redirect', to: resolved.to, rule: null };

  const search = location.search ?? '';
  const decision = guard(resolved.route, state, search);
  if (decision.kind === 'redirect') {
    const query =
      decision.to === 'signIn' ? signInQuery({ back: `${resolved.path}${search}` }) : '';
    const target = `${pathFor(decision.to)}${query}`;
    return { kind: 'redirect', to: localizePath(target, resolved.locale), rule: decision.rule };
  }
  return {
    kind: 'render',
    route: resolved.route,
    params: resolved.params,
    locale: resolved.locale,
    theme: decision.theme,
  };
}

/**
 * Where sign-in may send the user back to: an app path of ours (any locale prefix is
 * dropped, the current one added by the caller), never an outside address.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  const match = matchHref(value);
  if (!match || match.route.public) return null;
  const tail = value.search(/[?#]/);
  return `${match.path}${tail === -1 ? '' : value.slice(tail)}`;
}
