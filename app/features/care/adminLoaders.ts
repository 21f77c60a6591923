import type { FeatureLoaders, ScreenLoader } from '#app/chunks';
import type * as AdminCareContainers from './AdminCareContainers';

/** One chunk for the care admin's pages (decision 076). Gathered in app/shellLoaders.ts. */
const careAdmin =
  (name: keyof typeof AdminCareContainers): ScreenLoader =>
  () =>
    import('./AdminCareContainers').then((module) => module[name] as never);

export const careAdminLoaders: FeatureLoaders = {
  adminCareCategories: careAdmin('AdminCareCategoriesContainer'),
  adminCareCategoryCreate: careAdmin('AdminCareCategoryCreateContainer'),
  adminCareCategory: careAdmin('AdminCareCategoryContainer'),
  adminSpeakerBios: careAdmin('AdminSpeakerBiosContainer'),
  adminSpeakerBioCreate: careAdmin('AdminSpeakerBioCreateContainer'),
  adminSpeakerBio: careAdmin('AdminSpeakerBioContainer'),
};
