import type { FeatureLoaders } from '#app/chunks';

/** AI control's admin page (decision 078). Gathered in app/shellLoaders.ts. */
export const aiAdminLoaders: FeatureLoaders = {
  adminAiControl: () =>
    import('./AdminAiControlContainer').then((module) => module.AdminAiControlContainer),
};
