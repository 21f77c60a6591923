import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const supportMenus: FeatureMenus = {
  supportRequest: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 30,
      icon: 'help',
      labelKey: 'menu.supportRequest',
    },
  ],
};
