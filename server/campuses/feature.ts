import { registerLocationRoutes } from './location-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** A church's campuses for the church finder. Its part of the server (server/features.ts). */
export const campusesFeature: ServerFeature = {
  api: registerLocationRoutes,
};
