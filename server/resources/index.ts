import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { accountsServerResource } from './accounts.ts';
import { activityServerResource } from './activity.ts';
import { registerResource } from './resourceRoutes.ts';
import { usersServerResource } from './users.ts';

/** Every resource of the contract, served by the generic routes. */
export function registerResources(app: FastifyInstance, deps: Deps): void {
  for (const resource of [
    accountsServerResource(),
    usersServerResource(deps),
    activityServerResource(),
  ]) {
    registerResource(app, deps, resource);
  }
}
