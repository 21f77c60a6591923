import { registerModeratorRoutes } from './moderator-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** A church's moderators and their invitations. Its part of the server (server/features.ts). */
export const moderatorsFeature: ServerFeature = {
  api: registerModeratorRoutes,
};
