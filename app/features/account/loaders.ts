import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const accountLoaders: FeatureLoaders = {
  account: () => import('./AccountContainer').then((module) => module.AccountContainer),
  updateInfo: () =>
    import('./UpdateUserInfoContainer').then((module) => module.UpdateUserInfoContainer),
};
