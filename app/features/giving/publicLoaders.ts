import type { FeatureLoaders } from '#app/chunks';

/** The screens of the feature's public pages (no shell): they load with the entry's route table. */
export const givingPublicLoaders: FeatureLoaders = {
  donation: () => import('./DonationContainer').then((module) => module.DonationContainer),
};
