import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { loadProfile } from '../profile/load-profile.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.lookupProfile,
    access: 'user',
    handler: async ({ user }) => {
      const profile = await loadProfile(deps.db, user.id);
      if (!profile) throw unauthorized('Your account no longer exists.');
      return profile;
    },
  });
}
