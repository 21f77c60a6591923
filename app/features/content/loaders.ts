import type { FeatureLoaders } from '#app/chunks';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const contentLoaders: FeatureLoaders = {
  studyGuides: () =>
    import('./ContentListContainers').then((module) => module.StudyGuidesContainer),
  bulletinInserts: () =>
    import('./ContentListContainers').then((module) => module.BulletinInsertsContainer),
  bulletinInsertsCare: () =>
    import('./ContentListContainers').then((module) => module.BulletinInsertsCareContainer),
  resources: () => import('./ContentListContainers').then((module) => module.ResourcesContainer),
  studyGuide: () => import('./ContentItemContainers').then((module) => module.StudyGuideContainer),
  bulletinInsert: () =>
    import('./ContentItemContainers').then((module) => module.BulletinInsertContainer),
  bulletinInsertCare: () =>
    import('./ContentItemContainers').then((module) => module.BulletinInsertCareContainer),
  resource: () => import('./ContentItemContainers').then((module) => module.ResourceContainer),
  post: () => import('./ContentItemContainers').then((module) => module.PostContainer),
  monthlyVideos: () =>
    import('./MonthlyVideosContainer').then((module) => module.MonthlyVideosContainer),
};
