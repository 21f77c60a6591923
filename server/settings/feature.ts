import { registerConfigRoutes } from './config-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The admin's settings and instruction videos. Its part of the server (server/features.ts). */
export const settingsFeature: ServerFeature = {
  api: registerConfigRoutes,
};
