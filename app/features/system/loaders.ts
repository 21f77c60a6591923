import type { FeatureLoaders } from '#app/chunks';
import { notFound } from './publicLoaders.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const systemLoaders: FeatureLoaders = { notFound };
