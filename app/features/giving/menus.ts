import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const givingMenus: FeatureMenus = {
  donation: [
    { menus: ['admin'], section: 'giving', order: 10, icon: 'heart', labelKey: 'menu.donate' },
  ],
  donate: [
    {
      menus: ['pastor', 'free', 'individual', 'care'],
      section: 'giving',
      order: 10,
      icon: 'heart',
      labelKey: 'menu.donate',
    },
  ],
  adminGifts: [
    {
      menus: ['admin'],
      section: 'giving',
      order: 20,
      icon: 'receipt',
      labelKey: 'menu.admin.gifts',
    },
  ],
};
