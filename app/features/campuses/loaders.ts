import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const campusesLoaders: FeatureLoaders = {
  campuses: () => import('./CampusesContainer').then((module) => module.CampusesContainer),
  adminLocations: adminResource('AdminLocationsContainer'),
  adminLocationCreate: adminResource('AdminLocationCreateContainer'),
  adminLocation: adminResource('AdminLocationContainer'),
};
