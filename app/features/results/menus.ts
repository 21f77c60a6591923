import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const resultsMenus: FeatureMenus = {
  getResults: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 15,
      icon: 'chart',
      labelKey: 'menu.cardResults',
    },
  ],
};
