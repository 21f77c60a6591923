import type { FeatureLoaders } from '#app/chunks';

/**
 * The boot camp's page (its route row is the content feature's `evangelismBootcamp`), loaded on
 * demand. Gathered in app/shellLoaders.ts.
 */
export const bootcampLoaders: FeatureLoaders = {
  evangelismBootcamp: () =>
    import('./BootcampContainer').then((module) => module.BootcampContainer),
};
