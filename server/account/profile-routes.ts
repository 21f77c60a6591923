import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { Deps } from '#server/deps.ts';
import { defineCallerRoute } from '#server/http/route.ts';
import { sessionUser } from '#server/auth/authenticate.ts';
import { loadProfile } from './load-profile.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  // The session check is part of the profile's own query: one round trip for the whole call.
  defineCallerRoute(app, deps, {
    endpoint: endpoints.lookupProfile,
    handler: async ({ claims }) => {
      const loaded = await loadProfile(deps.db, claims);
      sessionUser(claims, loaded?.session); // a 401 unless the session still holds
      return loaded!.profile;
    },
  });
}
