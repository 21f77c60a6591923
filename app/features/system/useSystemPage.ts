import { useSnapshot } from 'valtio';
import type { SystemLayout } from '#screens/system/SystemMessage';
import { useCurrentRoute } from '#app/currentRoute';
import { dashboardFor } from '#app/roles';
import { session } from '#app/session/store';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';

/**
 * What the system pages share: inside the shell for the app's own pages (the main app's 404),
 * a page of their own under /users/system; the way home is the user's dashboard, or sign-in.
 */
export function useSystemPage() {
  const current = useCurrentRoute();
  const href = useRouteHref();
  const page = usePublicPage();
  const { user } = useSnapshot(session);
  const area = current?.route.area;
  const layout: SystemLayout = area === 'main' || area === 'admin' ? 'embedded' : 'standalone';
  return {
    signedIn: user !== null,
    page: { ...page, layout, homeHref: user ? href(dashboardFor(user.roles)) : href('signIn') },
  };
}
