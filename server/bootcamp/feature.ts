import type { ServerFeature } from '#server/feature.ts';
import { registerBootcampRoutes } from './routes.ts';

/** The evangelism boot camp's progress (decision 070). Its part of the server (server/features.ts). */
export const bootcampFeature: ServerFeature = {
  api: registerBootcampRoutes,
};
