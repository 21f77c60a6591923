import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const moderatorsLoaders: FeatureLoaders = {
  inviteModerator: () =>
    import('./InviteModeratorContainer').then((module) => module.InviteModeratorContainer),
  churchModerators: () =>
    import('./ChurchModeratorsContainer').then((module) => module.ChurchModeratorsContainer),
  becomeModerator: () =>
    import('./BecomeModeratorContainer').then((module) => module.BecomeModeratorContainer),
  adminModerators: adminResource('AdminModeratorsContainer'),
  adminModerator: adminResource('AdminModeratorContainer'),
  adminModeratorActivities: adminResource('AdminModeratorActivitiesContainer'),
};
