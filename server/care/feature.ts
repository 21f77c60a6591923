import { registerCareRoutes } from './care-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Care teams' users. Its part of the server (server/features.ts). */
export const careFeature: ServerFeature = {
  api: registerCareRoutes,
};
