import type { FastifyInstance } from 'fastify';
import { activityResource } from '../../contract/resources/activity.ts';
import { sql } from 'drizzle-orm';
import { activityLog, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { accountsServerResource } from './accounts.ts';
import { cardOrdersServerResource } from './cardOrders.ts';
import type { ServerResource } from './resourceRoutes.ts';
import { registerResource } from './resourceRoutes.ts';
import { tableStore } from './tableStore.ts';
import { usersServerResource } from './users.ts';
import { giftsServerResource } from './gifts.ts';
import { locationsServerResource } from './locations.ts';
import { moderatorsServerResource } from './moderators.ts';
import { qrCodesServerResource } from './qrCodes.ts';
import {
  storeCategoriesServerResource,
  storeCouponsServerResource,
  storeOffersServerResource,
  storeProductsServerResource,
} from './store.ts';
import { storeOrdersServerResource } from './storeOrders.ts';
import { sharedStoriesServerResource, videosServerResource } from './videos.ts';
import { testimonialsServerResource } from './testimonials.ts';

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
