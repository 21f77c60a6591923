import { useSnapshot } from 'valtio';
import type { ComingSoonScreenProps } from '#screens/system/ComingSoonScreen';
import { useCurrentRoute } from '#app/currentRoute';
import { dashboardFor } from '#app/roles';
import { session } from '#app/session/store';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';

/**
 * The system 'coming soon' page, shown by every route whose screen a later issue delivers:
 * inside the shell for app pages (titled with the page's name), as a page of its own for the
 * stand-alone pages and for /users/system/coming itself.
 */
export function useComingSoonScreen(): ComingSoonScreenProps {
  const current = useCurrentRoute();
  const href = useRouteHref();
  const page = usePublicPage();
  const { user } = useSnapshot(session);
  const route = current?.route;
  const inShell = route?.area === 'main' || route?.area === 'admin';
  return {
    ...page,
    layout: inShell ? 'embedded' : 'standalone',
    feature: route && route.name !== 'comingSoon' ? route.titleKey : undefined,
    dashboardHref: href(user ? dashboardFor(user.roles) : 'dashboard'),
  };
}
