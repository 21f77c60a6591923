import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const playerMenus: FeatureMenus = {
  videoPlayer: [
    {
      menus: ['pastor'],
      section: 'education',
      order: 20,
      icon: 'play',
      labelKey: 'menu.videoPlayer',
    },
  ],
  adminCategories: [
    {
      menus: ['admin'],
      section: 'content',
      order: 10,
      icon: 'tag',
      labelKey: 'menu.admin.categories',
    },
  ],
};
