import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const videosLoaders: FeatureLoaders = {
  welcomeVideo: () =>
    import('./MakeVideoContainers').then((module) => module.WelcomeVideoContainer),
  profileVideo: () =>
    import('./MakeVideoContainers').then((module) => module.ProfileVideoContainer),
  shareYourStory: () =>
    import('./MakeVideoContainers').then((module) => module.ShareYourStoryContainer),
  capture: () => import('./CaptureContainer').then((module) => module.CaptureContainer),
  setupShareStory: () =>
    import('./SetupShareStoryContainer').then((module) => module.SetupShareStoryContainer),
  adminVideoUpload: () =>
    import('./AdminVideoUploadContainer').then((module) => module.AdminVideoUploadContainer),
  videoReview: () => import('./VideoReviewContainer').then((module) => module.VideoReviewContainer),
  adminVideoReview: () =>
    import('./VideoReviewContainer').then((module) => module.AdminVideoReviewContainer),
  jesusStories: () =>
    import('./JesusStoriesContainer').then((module) => module.JesusStoriesContainer),
  adminVideos: adminResource('AdminVideosContainer'),
  adminShareStory: adminResource('AdminSharedStoriesContainer'),
};
