import type { FeatureLoaders } from '#app/chunks';

/** The generator's screen, loaded on demand (its own chunk); gathered in app/shellLoaders.ts. */
export const playerEmbedLoaders: FeatureLoaders = {
  videoPlayer: () => import('./VideoPlayerContainer').then((module) => module.VideoPlayerContainer),
};
