import { matchHref } from './locale';
import { dashboardFor, isAdmin, type Role } from './roles';
import { routesByName, type AppRoute, type RouteName } from './routes';

/** What the guard reads of the session. */
export type GuardSession = {
  user: { roles: readonly Role[]; needToPay: boolean } | null;
};

export type Theme = 'light' | 'dark';

/** Which of the seven rules of spec section 2 decided; `end` when none objected. */
export type GuardRule = 2 | 3 | 4 | 5 | 6 | 7 | 'end';

export type GuardDecision = { theme: Theme; rule: GuardRule } & (
  { kind: 'allow' } | { kind: 'redirect'; to: RouteName }
);

/**
 * The navigation guard of spec section 2, its rules in order:
 * 1. the dark theme on the share-your-story flow, and on capture when it returns there;
 * 2. system pages are open to all;
 * 3. pages whose parent needs no login are open;
 * 4. without a user, sign-in;
 * 5. admins only on admin routes and non-admins only elsewhere: an admin asking for a
 *    dashboard gets the admin dashboard, everything else the system 404;
 * 6. a user who must pay gets 404 where both the parent and the page require payment;
 * 7. a dashboard route goes to the dashboard of the user's role.
 * `search` is the query of the requested URL (capture's `redirectTo`).
 */
export function guard(route: AppRoute, session: GuardSession, search = ''): GuardDecision {
  const theme = themeFor(route, search);
  const allow = (rule: GuardRule): GuardDecision => ({ kind: 'allow', theme, rule });
  const redirect = (to: RouteName, rule: GuardRule): GuardDecision => ({
    kind: 'redirect',
    to,
    theme,
    rule,
  });

  if (route.system) return allow(2);
  if (route.public) return allow(3);

  const { user } = session;
  if (!user) return redirect('signIn', 4);

  const admin = isAdmin(user.roles);
  if (admin !== route.adminOnly) {
    if (admin && route.dashboard) return redirect('adminDashboard', 5);
    return redirect('systemNotFound', 5);
  }

  if (user.needToPay && route.parentNeedsPayment && route.needsPayment)
    return redirect('notFound', 6);

  if (route.dashboard) {
    const own = dashboardFor(user.roles);
    if (route.name !== own) return redirect(own, 7);
  }
  return allow('end');
}

/** Rule 1: dark on share-your-story, and on capture when its `redirectTo` leads back there. */
export function themeFor(route: AppRoute, search = ''): Theme {
  if (route.darkTheme) return 'dark';
  if (route.name === 'capture') {
    const back = new URLSearchParams(search).get('redirectTo');
    if (back && returnsToDarkRoute(back)) return 'dark';
  }
  return 'light';
}

/** `redirectTo` names a route (`shareYourStory`) or gives its path (`share-your-story`, `/ko/share-your-story`). */
function returnsToDarkRoute(target: string): boolean {
  const named = (routesByName as Partial<Record<string, AppRoute>>)[target];
  return (named ?? matchHref(target)?.route)?.darkTheme ?? false;
}
