import type { ServerFeature } from '#server/feature.ts';
import { registerPlayerAdminRoutes } from './admin-routes.ts';

/**
 * The website player's admin calls beside its resources (decision 074): a category's cover
 * picture. Its part of the server (server/features.ts); the resources are in
 * server/resources/index.ts.
 */
export const playerAdminFeature: ServerFeature = {
  api: registerPlayerAdminRoutes,
};
