import { useMemo } from 'react';
import { buildMenu } from '#app/menus';
import type { RouteName } from '#app/routes';
import { menuUserOf } from '#app/session/selectors';
import type { SessionUser } from '#app/session/user';

/**
 * The routes in the user's menu (spec section 6). Screens link only where the user's menu goes,
 * so a free partner, a pastor who must pay and a care user each see their own shortcuts.
 */
export function visibleRoutes(user: SessionUser): ReadonlySet<RouteName> {
  const names = new Set<RouteName>();
  for (const section of buildMenu(menuUserOf(user))) {
    for (const item of section.items) {
      const entries = item.kind === 'group' ? item.children : [item.entry];
      for (const entry of entries) if (entry.kind === 'route') names.add(entry.route);
    }
  }
  return names;
}

export function useVisibleRoutes(user: SessionUser | null): ReadonlySet<RouteName> {
  return useMemo(() => (user ? visibleRoutes(user) : new Set<RouteName>()), [user]);
}
