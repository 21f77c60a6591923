import {
  activityResource,
  locationsResource,
  moderatorsResource,
} from '../../../contract/resources';
import { ResourceListScreen } from '../../../screens/admin/ResourceListScreen';
import {
  locationRoutes,
  moderatorActivityRoutes,
  moderatorActivityView,
  moderatorRoutes,
} from './resources/routes';
import { useResourceListScreen } from './resources/useResourceListScreen';

/** Every church's campuses (admin location). */
export function AdminLocationsContainer() {
  return (
    <ResourceListScreen {...useResourceListScreen(locationsResource, { routes: locationRoutes })} />
  );
}

/** Every church's moderators, with their status. */
export function AdminModeratorsContainer() {
  return (
    <ResourceListScreen
      {...useResourceListScreen(moderatorsResource, { routes: moderatorRoutes })}
    />
  );
}

/** What the churches' moderators did, read from the activity log. */
export function AdminModeratorActivitiesContainer() {
  return (
    <ResourceListScreen
      {...useResourceListScreen(activityResource, {
        routes: moderatorActivityRoutes,
        view: moderatorActivityView,
      })}
    />
  );
}
