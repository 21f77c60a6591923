import type { FeatureLoaders } from '#app/chunks';

/** The support pages (decision 077), loaded on demand. Gathered in app/shellLoaders.ts. */
export const supportLoaders: FeatureLoaders = {
  supportCenter: () =>
    import('./SupportCenterContainers').then((module) => module.SupportCenterContainer),
  supportAnswer: () =>
    import('./SupportCenterContainers').then((module) => module.SupportAnswerContainer),
  supportRequest: () =>
    import('./SupportRequestContainer').then((module) => module.SupportRequestContainer),
};
