import { registerMessageRoutes } from './message-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** A church's inbox. Its part of the server (server/features.ts). */
export const messagesFeature: ServerFeature = {
  api: registerMessageRoutes,
};
