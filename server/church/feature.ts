import { registerChurchProfileRoutes } from './church-profile-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The church profile and its pictures. Its part of the server (server/features.ts). */
export const churchFeature: ServerFeature = {
  api: registerChurchProfileRoutes,
};
