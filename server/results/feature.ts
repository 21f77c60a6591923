import { registerResultsRoutes } from './results-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The cards' results. Its part of the server (server/features.ts). */
export const resultsFeature: ServerFeature = {
  api: registerResultsRoutes,
};
