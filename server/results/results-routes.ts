import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { Role } from '#contract/roles.ts';
import type { Deps } from '#server/deps.ts';
import { defineRoute } from '#server/http/route.ts';
import { cardResultsOf } from './card-results.ts';

/** Who sees card results: whoever orders cards (as CARD_ORDER_ROLES: a church's paying roles, and individuals). */
export const RESULTS_ROLES = [
  'evangelism',
  'website',
  'discipleship',
  'individual',
] as const satisfies readonly Role[];

export function registerResultsRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.cardResults,
    access: RESULTS_ROLES,
    handler: ({ user, body }) =>
      cardResultsOf(
        deps.db,
        // A person's cards lead to their church: theirs are the batches they ordered.
        user.roles.includes('individual') ? { ordererId: user.id } : { accountId: user.accountId },
        body,
        deps.clock.now(),
      ),
  });
}
