import { registerProfileRoutes } from './profile-routes.ts';
import { registerUserRoutes } from './user-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The signed-in user's profile and settings. Its part of the server (server/features.ts). */
export const accountFeature: ServerFeature = {
  api(api, deps) {
    registerProfileRoutes(api, deps);
    registerUserRoutes(api, deps);
  },
};
