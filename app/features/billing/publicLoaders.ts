import { loadEveryIcon, type FeatureLoaders } from '#app/chunks.ts';
import { billingRoutes } from './billingRoutes.ts';

/**
 * The screens of the payment pages, public and signed-in: one chunk for them all, keyed by
 * route name. Loaded with the entry's route table, like the public pages' loaders. The sign-in page's entry holds only their names,
 * which the route table holds anyway (decision 046).
 */
export const billingPublicLoaders: FeatureLoaders = Object.fromEntries(
  billingRoutes.map((name) => [
    name,
    () =>
      Promise.all([import('./BillingContainers'), loadEveryIcon()]).then(
        ([module]) => module.billingScreens[name],
      ),
  ]),
);
