import { registerChurchRoutes } from './church-routes.ts';
import { registerConnectionRoutes } from './connection-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The church finder and people's connections to churches. Its part of the server (server/features.ts). */
export const connectionsFeature: ServerFeature = {
  api(api, deps) {
    registerChurchRoutes(api, deps);
    registerConnectionRoutes(api, deps);
  },
};
