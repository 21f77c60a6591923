import { registerEmbedPages } from './embed-page-routes.ts';
import { registerPlayerEmbedRoutes } from './routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The website player's embeds, their public pages and oEmbed (decision 075). */
export const playerEmbedFeature: ServerFeature = {
  api: registerPlayerEmbedRoutes,
  site: registerEmbedPages,
};
