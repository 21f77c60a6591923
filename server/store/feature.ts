import { registerStoreRoutes } from './store-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The store, its checkout and fulfilment. Its part of the server (server/features.ts). */
export const storeFeature: ServerFeature = {
  api: registerStoreRoutes,
};
