import { accountsResource } from '#contract/resources';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { accountRoutes } from '#app/features/admin/resources/routes';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

export function AdminAccountsContainer() {
  return (
    <ResourceListScreen {...useResourceListScreen(accountsResource, { routes: accountRoutes })} />
  );
}
