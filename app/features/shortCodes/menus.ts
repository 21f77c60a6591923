import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const shortCodesMenus: FeatureMenus = {
  adminQrCodes: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 40,
      labelKey: 'menu.admin.qrCodes',
    },
  ],
};
