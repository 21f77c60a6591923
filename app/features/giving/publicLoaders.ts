import { loadEveryIcon, type FeatureLoaders } from '#app/chunks.ts';

/** The screens of the feature's public pages (no shell): they load with the entry's route table. */
export const givingPublicLoaders: FeatureLoaders = {
  donation: () =>
    Promise.all([import('./DonationContainer'), loadEveryIcon()]).then(
      ([module]) => module.DonationContainer,
    ),
};
