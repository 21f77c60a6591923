import { usersResource } from '#contract/resources';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import type { RouteName } from '#app/routes';
import { userRoutes, userViews } from '#app/features/admin/resources/routes';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

function UsersView({ route }: { route: RouteName }) {
  const view = userViews.find((each) => each.route === route);
  return (
    <ResourceListScreen
      {...useResourceListScreen(usersResource, { routes: userRoutes, views: userViews, view })}
    />
  );
}

/** All users. */
export function AdminUsersContainer() {
  return <UsersView route="adminUsers" />;
}

/** The free partners (role free_evangelism). */
export function AdminFreeUsersContainer() {
  return <UsersView route="adminFreeUsers" />;
}

/** The pastors' sign-ups (role evangelism). */
export function AdminPastorSignupsContainer() {
  return <UsersView route="adminPastorSignups" />;
}
