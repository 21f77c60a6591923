import { registerAuthRoutes } from './auth-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Signing in, out and the password pages. Its part of the server (server/features.ts). */
export const authFeature: ServerFeature = {
  api: registerAuthRoutes,
};
