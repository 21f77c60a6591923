import type { FastifyInstance } from 'fastify';
import { activityResource } from '#contract/users/activityResource.ts';
import { sql } from 'drizzle-orm';
import { activityLog, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { accountsServerResource } from '#server/users/accounts-resource.ts';
import { cardOrdersServerResource } from '#server/cardOrders/card-orders-resource.ts';
import type { ServerResource } from './resourceRoutes.ts';
import { registerResource } from './resourceRoutes.ts';
import { tableStore } from './tableStore.ts';
import { usersServerResource } from '#server/users/users-resource.ts';
import { giftsServerResource } from '#server/giving/gifts-resource.ts';
import { locationsServerResource } from '#server/campuses/locations-resource.ts';
import { moderatorsServerResource } from '#server/moderators/moderators-resource.ts';
import { qrCodesServerResource } from '#server/shortCodes/qr-codes-resource.ts';
import {
  storeCategoriesServerResource,
  storeCouponsServerResource,
  storeOffersServerResource,
  storeProductsServerResource,
} from '#server/store/store-resources.ts';
import { storeOrdersServerResource } from '#server/store/store-orders-resource.ts';
import {
  sharedStoriesServerResource,
  videosServerResource,
} from '#server/videos/videos-resource.ts';
import { testimonialsServerResource } from '#server/testimonials/testimonials-resource.ts';
import { contentServerResource } from '#server/content/content-resource.ts';
import {
  playerCategoriesServerResource,
  playerTestimonialsServerResource,
} from '#server/player/player-resources.ts';
import { aiGenerationsServerResource } from '#server/ai/ai-generations-resource.ts';
import { supportRequestsServerResource } from '#server/support/support-resource.ts';
import { careServerResources } from '#server/care/care-resources.ts';

/**
 * Every resource of the contract with its table, served by the generic routes. A resource whose
 * table says it all is one line (the activity log); rules live in a file of their own.
 */
export function registerResources(app: FastifyInstance, deps: Deps): void {
  const served: ServerResource[] = [
    accountsServerResource(),
    usersServerResource(deps),
    locationsServerResource(),
    moderatorsServerResource(),
    videosServerResource(),
    sharedStoriesServerResource(),
    qrCodesServerResource(deps.appUrl),
    giftsServerResource(),
    cardOrdersServerResource(deps.appUrl),
    storeCategoriesServerResource(),
    storeProductsServerResource(),
    storeOffersServerResource(),
    storeCouponsServerResource(),
    storeOrdersServerResource(),
    testimonialsServerResource(),
    contentServerResource(),
    playerCategoriesServerResource(),
    playerTestimonialsServerResource(),
    aiGenerationsServerResource(),
    supportRequestsServerResource(),
    ...careServerResources(),
    // Read only: the other resources' routes write it.
    {
      definition: activityResource,
      store: tableStore(activityResource, {
        table: activityLog,
        filters: {
          // The churches' approved moderators (moderator-activities): what each reviewed.
          actors: () => sql`${activityLog.actorUserId} in (select u.id from ${users} u
            where u.moderator_status = 'approved')`,
        },
      }),
    },
  ];
  for (const resource of served) registerResource(app, deps, resource);
}
