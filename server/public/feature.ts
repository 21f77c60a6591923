import { registerPublicChurchPages } from './church-page-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The churches' public pages and their contact form. Its part of the server (server/features.ts). */
export const publicFeature: ServerFeature = {
  site: registerPublicChurchPages,
};
