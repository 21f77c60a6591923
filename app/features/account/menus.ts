import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const accountMenus: FeatureMenus = {
  account: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 10,
      icon: 'receipt',
      labelKey: 'menu.invoicesAndPayments',
      payment: true,
    },
  ],
};
