import type { EndpointName } from '#contract';
import { accountQueries, accountInvalidations } from '#app/features/account/invalidations';
import { authQueries, authInvalidations } from '#app/features/auth/invalidations';
import { billingQueries, billingInvalidations } from '#app/features/billing/invalidations';
import { campusesQueries, campusesInvalidations } from '#app/features/campuses/invalidations';
import { cardOrdersQueries, cardOrdersInvalidations } from '#app/features/cardOrders/invalidations';
import { careQueries, careInvalidations } from '#app/features/care/invalidations';
import { churchQueries, churchInvalidations } from '#app/features/church/invalidations';
import { contentQueries, contentInvalidations } from '#app/features/content/invalidations';
import { playerAdminInvalidations } from '#app/features/player/adminInvalidations';
import { bootcampQueries, bootcampInvalidations } from '#app/features/bootcamp/invalidations';
import {
  connectionsQueries,
  connectionsInvalidations,
} from '#app/features/connections/invalidations';
import { dashboardQueries, dashboardInvalidations } from '#app/features/dashboard/invalidations';
import { givingQueries, givingInvalidations } from '#app/features/giving/invalidations';
import { messagesQueries, messagesInvalidations } from '#app/features/messages/invalidations';
import { moderatorsQueries, moderatorsInvalidations } from '#app/features/moderators/invalidations';
import { resultsQueries } from '#app/features/results/invalidations';
import { settingsQueries, settingsInvalidations } from '#app/features/settings/invalidations';
import { storeQueries, storeInvalidations } from '#app/features/store/invalidations';
import { systemQueries } from '#app/features/system/invalidations';
import { supportQueries, supportInvalidations } from '#app/features/support/invalidations';
import {
  testimonialsQueries,
  testimonialsInvalidations,
} from '#app/features/testimonials/invalidations';
import { videosQueries, videosInvalidations } from '#app/features/videos/invalidations';
import {
  playerEmbedQueries,
  playerEmbedInvalidations,
} from '#app/features/player/embedInvalidations';
import { aiQueries, aiInvalidations } from '#app/features/ai/invalidations';
import { afterResourceWrite, resourceNames } from './resourceInvalidations';

/**
 * Endpoints that only read: their answers are what queries cache. Gathered from the features'
 * lists (app/features/<feature>/invalidations.ts) and the admin resources' reads.
 */
export const queryEndpointNames = [
  ...accountQueries,
  ...authQueries,
  ...billingQueries,
  ...campusesQueries,
  ...cardOrdersQueries,
  ...careQueries,
  ...churchQueries,
  ...contentQueries,
  ...bootcampQueries,
  ...connectionsQueries,
  ...dashboardQueries,
  ...givingQueries,
  ...messagesQueries,
  ...moderatorsQueries,
  ...resultsQueries,
  ...settingsQueries,
  ...storeQueries,
  ...systemQueries,
  ...supportQueries,
  ...testimonialsQueries,
  ...videosQueries,
  ...playerEmbedQueries,
  ...aiQueries,
  ...resourceNames.reads,
] as const satisfies readonly EndpointName[];

export type QueryEndpointName = (typeof queryEndpointNames)[number];
export type MutationEndpointName = Exclude<EndpointName, QueryEndpointName>;

/**
 * What each mutation changes: the queries to refresh after it succeeds, gathered from the
 * features' tables and, for every admin resource's write, `afterResourceWrite`. Every endpoint
 * that is not a query must be listed (the compiler checks), so a new mutation cannot forget it.
 * The sign-in and password calls change no cached data: the cache belongs to one session and a
 * new sign-in starts a new one.
 */
export const invalidations: Readonly<Record<MutationEndpointName, readonly QueryEndpointName[]>> = {
  ...accountInvalidations,
  ...authInvalidations,
  ...billingInvalidations,
  ...campusesInvalidations,
  ...cardOrdersInvalidations,
  ...careInvalidations,
  ...churchInvalidations,
  ...contentInvalidations,
  ...playerAdminInvalidations,
  ...bootcampInvalidations,
  ...playerEmbedInvalidations,
  ...connectionsInvalidations,
  ...dashboardInvalidations,
  ...givingInvalidations,
  ...messagesInvalidations,
  ...moderatorsInvalidations,
  ...settingsInvalidations,
  ...storeInvalidations,
  ...supportInvalidations,
  ...testimonialsInvalidations,
  ...videosInvalidations,
  ...aiInvalidations,
  ...(Object.fromEntries(resourceNames.writes.map((name) => [name, afterResourceWrite])) as Record<
    (typeof resourceNames.writes)[number],
    typeof afterResourceWrite
  >),
};
