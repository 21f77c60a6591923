import { type FeatureMenus } from '#app/menuVocabulary.ts';

/**
 * Where the feature's routes show in the role menus (spec section 6: the pastor's Account). A
 * pastor who must pay still sees support, with the payment items (decision 079).
 */
export const supportMenus: FeatureMenus = {
  supportCenter: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 25,
      icon: 'help',
      labelKey: 'menu.supportCenter',
      payment: true,
    },
  ],
  supportRequest: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 30,
      icon: 'help',
      labelKey: 'menu.supportRequest',
      payment: true,
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
