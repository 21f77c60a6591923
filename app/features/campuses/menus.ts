import { pastorLike, type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const campusesMenus: FeatureMenus = {
  campuses: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 40,
      icon: 'map-pin',
      labelKey: 'menu.campuses',
      badge: 'missingLocation',
    },
  ],
  adminLocations: [
    {
      menus: ['admin'],
      section: 'people',
      order: 50,
      icon: 'map-pin',
      labelKey: 'menu.admin.locations',
    },
  ],
};
