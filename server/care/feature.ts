import { registerCareRoutes } from './care-routes.ts';
import { registerCareVideoRoutes } from './care-video-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Care teams' users, and care videos (decision 076). Its part of the server (server/features.ts). */
export const careFeature: ServerFeature = {
  api: async (app, deps) => {
    await registerCareRoutes(app, deps);
    await registerCareVideoRoutes(app, deps);
  },
};
