import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const churchLoaders: FeatureLoaders = {
  churchProfile: () =>
    import('./ChurchProfileContainer').then((module) => module.ChurchProfileContainer),
  editProfile: () => import('./EditProfileContainer').then((module) => module.EditProfileContainer),
};
