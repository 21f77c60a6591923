import type { FastifyInstance } from 'fastify';
import { activityResource } from '../../contract/resources/activity.ts';
import { activityLog } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { accountsServerResource } from './accounts.ts';
import type { ServerResource } from './resourceRoutes.ts';
import { registerResource } from './resourceRoutes.ts';
import { tableStore } from './tableStore.ts';
import { usersServerResource } from './users.ts';

/**
 * Every resource of the contract with its table, served by the generic routes. A resource whose
 * table says it all is one line (the activity log); rules live in a file of their own.
 */
export function registerResources(app: FastifyInstance, deps: Deps): void {
  const served: ServerResource[] = [
    accountsServerResource(),
    usersServerResource(deps),
    // Read only: the other resources' routes write it.
    { definition: activityResource, store: tableStore(activityResource, { table: activityLog }) },
  ];
  for (const resource of served) registerResource(app, deps, resource);
}
