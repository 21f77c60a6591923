import type { FeatureLoaders, ScreenLoader } from '#app/chunks';
import type * as AdminCareContainers from './AdminCareContainers';
import type * as AdminCareVideoContainers from './AdminCareVideoContainers';

/** One chunk for the care admin's pages (decision 076). Gathered in app/shellLoaders.ts. */
const careAdmin =
  (name: keyof typeof AdminCareContainers): ScreenLoader =>
  () =>
    import('./AdminCareContainers').then((module) => module[name] as never);

/** The care videos' pages: the content form (TipTap is a lazy chunk of its own). */
const careVideoAdmin =
  (name: keyof typeof AdminCareVideoContainers): ScreenLoader =>
  () =>
    import('./AdminCareVideoContainers').then((module) => module[name] as never);

export const careAdminLoaders: FeatureLoaders = {
  adminCareVideos: careVideoAdmin('AdminCareVideosContainer'),
  adminCareVideoCreate: careVideoAdmin('AdminCareVideoCreateContainer'),
  adminCareVideo: careVideoAdmin('AdminCareVideoContainer'),
  adminCareCategories: careAdmin('AdminCareCategoriesContainer'),
  adminCareCategoryCreate: careAdmin('AdminCareCategoryCreateContainer'),
  adminCareCategory: careAdmin('AdminCareCategoryContainer'),
  adminSpeakerBios: careAdmin('AdminSpeakerBiosContainer'),
  adminSpeakerBioCreate: careAdmin('AdminSpeakerBioCreateContainer'),
  adminSpeakerBio: careAdmin('AdminSpeakerBioContainer'),
};
