import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { FINDER_MAX_RESULTS } from '#contract/connections/churches.ts';
import { findChurches } from './find-churches.ts';
import type { Deps } from '#server/deps.ts';
import { defineRoute } from '#server/http/route.ts';

/** The public church finder: no sign-in, read only, bounded by the request struct's limits. */
export function registerChurchRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.churchFinder,
    access: 'public',
    handler: async ({ body }) => {
      const near =
        body.latitude !== undefined && body.longitude !== undefined
          ? { latitude: body.latitude, longitude: body.longitude }
          : undefined;
      const churches = await findChurches(deps.db, {
        query: body.q,
        near,
        limit: body.limit ?? FINDER_MAX_RESULTS,
      });
      return { churches };
    },
  });
}
