import { accountsResource } from '../../../contract/resources';
import { ResourceListScreen } from '../../../screens/admin/ResourceListScreen';
import { accountRoutes } from './resources/routes';
import { useResourceListScreen } from './resources/useResourceListScreen';

export function AdminAccountsContainer() {
  return (
    <ResourceListScreen {...useResourceListScreen(accountsResource, { routes: accountRoutes })} />
  );
}
