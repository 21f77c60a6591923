import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const dashboardLoaders: FeatureLoaders = {
  dashboard: () =>
    import('./PastorDashboardContainer').then((module) => module.PastorDashboardContainer),
  careDashboard: () =>
    import('./CareDashboardContainer').then((module) => module.CareDashboardContainer),
  individualDashboard: () =>
    import('./IndividualDashboardContainer').then((module) => module.IndividualDashboardContainer),
  adminDashboard: () =>
    import('./AdminDashboardContainer').then((module) => module.AdminDashboardContainer),
};
