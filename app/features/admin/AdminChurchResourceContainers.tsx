import {
  activityResource,
  giftsResource,
  locationsResource,
  moderatorsResource,
  qrCodesResource,
  sharedStoriesResource,
  testimonialsResource,
  videosResource,
} from '#contract/resources';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import {
  giftRoutes,
  locationRoutes,
  moderatorActivityRoutes,
  moderatorActivityView,
  moderatorRoutes,
  qrCodeRoutes,
  sharedStoryRoutes,
  testimonialRoutes,
  videoRoutes,
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

/** Every video, filtered by kind, status and church (admin videos). */
export function AdminVideosContainer() {
  return <ResourceListScreen {...useResourceListScreen(videosResource, { routes: videoRoutes })} />;
}

/** The stories people shared (admin share-story). */
export function AdminSharedStoriesContainer() {
  return (
    <ResourceListScreen
      {...useResourceListScreen(sharedStoriesResource, { routes: sharedStoryRoutes })}
    />
  );
}

/** Every short code printed on cards, with its scans (admin QR code). */
export function AdminQrCodesContainer() {
  return (
    <ResourceListScreen {...useResourceListScreen(qrCodesResource, { routes: qrCodeRoutes })} />
  );
}

/** Every gift, one-time and monthly (read only). */
export function AdminGiftsContainer() {
  return <ResourceListScreen {...useResourceListScreen(giftsResource, { routes: giftRoutes })} />;
}

/** Every church's testimonials with their consent records, read only (decision 054). */
export function AdminTestimonialsContainer() {
  return (
    <ResourceListScreen
      {...useResourceListScreen(testimonialsResource, { routes: testimonialRoutes })}
    />
  );
}
