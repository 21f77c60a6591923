import { storeOrdersResource } from '#contract/resources';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import type { RouteName } from '#app/routes';
import { storeOrderRoutes, storeOrderViews } from '#app/features/admin/resources/routes';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

function StoreOrdersView({ route }: { route: RouteName }) {
  const view = storeOrderViews.find((each) => each.route === route);
  return (
    <ResourceListScreen
      {...useResourceListScreen(storeOrdersResource, {
        routes: storeOrderRoutes,
        views: storeOrderViews,
        view,
      })}
    />
  );
}

/** Paid orders of physical products waiting to be sent, oldest first (decision 056). */
export function AdminStoreOrdersContainer() {
  return <StoreOrdersView route="adminStoreOrders" />;
}

/** Orders on their way. */
export function AdminStoreOrdersShippedContainer() {
  return <StoreOrdersView route="adminStoreOrdersShipped" />;
}

/** Orders that arrived. */
export function AdminStoreOrdersDeliveredContainer() {
  return <StoreOrdersView route="adminStoreOrdersDelivered" />;
}

/** Every paid order, digital ones included. */
export function AdminStoreOrdersAllContainer() {
  return <StoreOrdersView route="adminStoreOrdersAll" />;
}
