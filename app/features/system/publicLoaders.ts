import { loadEveryIcon, type FeatureLoaders } from '#app/chunks.ts';

/** The not-found page, in its public place and in the shell. */
export const notFound = () =>
  import('./NotFoundContainer').then((module) => module.NotFoundContainer);

/** The screens of the feature's public pages (no shell): they load with the entry's route table. */
export const systemPublicLoaders: FeatureLoaders = {
  systemNotFound: notFound,
  systemError: () => import('./ServerErrorContainer').then((module) => module.ServerErrorContainer),
  // Also the screen of every route whose feature has not delivered it yet.
  comingSoon: () =>
    Promise.all([import('./ComingSoonContainer'), loadEveryIcon()]).then(
      ([module]) => module.ComingSoonContainer,
    ),
};
