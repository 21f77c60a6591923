import { activityResource } from '../../contract/resources/activity.ts';
import { activityLog } from '../db/schema.ts';
import type { ServerResource } from './resourceRoutes.ts';
import { tableStore } from './tableStore.ts';

/** The activity log, read only: the routes of the other resources write it. */
export function activityServerResource(): ServerResource {
  return {
    definition: activityResource,
    store: tableStore(activityResource, { table: activityLog }),
  };
}
