import type { FeatureLoaders, ScreenLoader } from './chunks';
import { systemLoaders } from './features/system/loaders.ts';
import { dashboardLoaders } from './features/dashboard/loaders.ts';
import { accountLoaders } from './features/account/loaders.ts';
import { givingLoaders } from './features/giving/loaders.ts';
import { messagesLoaders } from './features/messages/loaders.ts';
import { churchLoaders } from './features/church/loaders.ts';
import { campusesLoaders } from './features/campuses/loaders.ts';
import { careLoaders } from './features/care/loaders.ts';
import { videosLoaders } from './features/videos/loaders.ts';
import { testimonialsLoaders } from './features/testimonials/loaders.ts';
import { resultsLoaders } from './features/results/loaders.ts';
import { cardOrdersLoaders } from './features/cardOrders/loaders.ts';
import { storeLoaders } from './features/store/loaders.ts';
import { connectionsLoaders } from './features/connections/loaders.ts';
import { moderatorsLoaders } from './features/moderators/loaders.ts';
import { usersLoaders } from './features/users/loaders.ts';
import { shortCodesLoaders } from './features/shortCodes/loaders.ts';
import { settingsLoaders } from './features/settings/loaders.ts';
import { bootcampLoaders } from './features/bootcamp/loaders.ts';
import { contentAdminLoaders } from './features/content/adminLoaders.ts';
import { contentLoaders } from './features/content/loaders.ts';
import { playerEmbedLoaders } from './features/player/embedLoaders.ts';
import { playerAdminLoaders } from './features/player/adminLoaders.ts';
import { aiAdminLoaders } from './features/ai/adminLoaders.ts';
import { supportLoaders } from './features/support/loaders.ts';
import { supportAdminLoaders } from './features/support/adminLoaders.ts';
import { careAdminLoaders } from './features/care/adminLoaders.ts';
import { systemPublicLoaders } from './features/system/publicLoaders.ts';
import type { RouteName } from './routes';

/**
 * The screens of the signed-in pages, gathered from the features' loaders.ts: each its
 * container, loaded on demand so each route is its own chunk. This module is a chunk of its
 * own, loaded with the first signed-in page (app/routeLoaders.ts); a route missing here opens
 * coming soon.
 */
export const shellLoaders: FeatureLoaders = {
  ...systemLoaders,
  ...dashboardLoaders,
  ...accountLoaders,
  ...givingLoaders,
  ...messagesLoaders,
  ...churchLoaders,
  ...campusesLoaders,
  ...careLoaders,
  ...videosLoaders,
  ...testimonialsLoaders,
  ...resultsLoaders,
  ...cardOrdersLoaders,
  ...storeLoaders,
  ...connectionsLoaders,
  ...moderatorsLoaders,
  ...usersLoaders,
  ...shortCodesLoaders,
  ...settingsLoaders,
  ...bootcampLoaders,
  ...contentAdminLoaders,
  ...contentLoaders,
  ...playerEmbedLoaders,
  ...playerAdminLoaders,
  ...aiAdminLoaders,
  ...supportLoaders,
  ...supportAdminLoaders,
  ...careAdminLoaders,
};

/** A signed-in page's screen: its own, or coming soon. */
export function shellLoaderFor(name: RouteName): ScreenLoader {
  return shellLoaders[name] ?? systemPublicLoaders.comingSoon!;
}
