import { pastorLike, type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const churchMenus: FeatureMenus = {
  churchProfile: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      group: 'churchProfile',
      order: 10,
      labelKey: 'menu.profileOverview',
    },
    {
      menus: ['care'],
      section: 'care',
      order: 10,
      icon: 'church',
      labelKey: 'menu.churchProfile',
    },
  ],
  editProfile: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      group: 'churchProfile',
      order: 30,
      labelKey: 'menu.editProfile',
    },
  ],
};
