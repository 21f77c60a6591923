import { registerContentRoutes } from './content-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/**
 * Education and promotion content (decision 068): the readers' calls and the admin's calls
 * beside the `content` resource. Its part of the server (server/features.ts).
 */
export const contentFeature: ServerFeature = {
  api: registerContentRoutes,
};
