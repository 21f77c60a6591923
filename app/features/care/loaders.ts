import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const careLoaders: FeatureLoaders = {
  churchAccess: () =>
    import('./ChurchAccessContainer').then((module) => module.ChurchAccessContainer),
  careVideoPlayer: () =>
    import('./CareVideoPlayerContainer').then((module) => module.CareVideoPlayerContainer),
};
