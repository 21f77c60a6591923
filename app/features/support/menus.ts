import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus (spec section 6: the pastor's Account). */
export const supportMenus: FeatureMenus = {
  supportCenter: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 25,
      icon: 'help',
      labelKey: 'menu.supportCenter',
    },
  ],
  supportRequest: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 30,
      icon: 'help',
      labelKey: 'menu.supportRequest',
    },
  ],
  adminSupport: [
    {
      menus: ['admin'],
      section: 'people',
      order: 90,
      icon: 'help',
      labelKey: 'menu.admin.support',
    },
  ],
  adminSupportAnswers: [
    {
      menus: ['admin'],
      section: 'content',
      order: 60,
      icon: 'help',
      labelKey: 'menu.admin.supportAnswers',
    },
  ],
};
