import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const aiMenus: FeatureMenus = {
  adminAiControl: [
    {
      menus: ['admin'],
      section: 'content',
      order: 20,
      icon: 'sparkles',
      labelKey: 'menu.admin.aiControl',
    },
  ],
};
