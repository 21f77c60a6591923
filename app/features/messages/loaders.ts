import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const messagesLoaders: FeatureLoaders = {
  inbox: () => import('./InboxContainer').then((module) => module.InboxContainer),
  message: () => import('./MessageContainer').then((module) => module.MessageContainer),
};
