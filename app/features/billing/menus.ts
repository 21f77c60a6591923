import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const billingMenus: FeatureMenus = {
  paymentInfo: [
    {
      menus: ['pastor', 'individual'],
      section: 'account',
      order: 20,
      icon: 'credit-card',
      labelKey: 'menu.paymentInfo',
      payment: true,
    },
  ],
  upgradeInformation: [
    {
      menus: ['free'],
      section: 'account',
      order: 10,
      icon: 'star',
      labelKey: 'menu.upgradeMembership',
    },
  ],
};
