import { registerAiRoutes } from './ai-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** AI control and its drafts (decision 078). Its part of the server (server/features.ts). */
export const aiFeature: ServerFeature = {
  api: registerAiRoutes,
};
