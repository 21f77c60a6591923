import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const storeMenus: FeatureMenus = {
  orderProducts: [
    {
      menus: ['pastor'],
      section: 'store',
      order: 10,
      icon: 'cart',
      labelKey: 'menu.orderProducts',
    },
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 30,
      icon: 'cart',
      labelKey: 'menu.orderProducts',
    },
  ],
  adminStoreProducts: [
    {
      menus: ['admin'],
      section: 'store',
      order: 10,
      icon: 'cart',
      labelKey: 'menu.admin.storeProducts',
    },
  ],
  adminStoreCategories: [
    {
      menus: ['admin'],
      section: 'store',
      order: 20,
      icon: 'tag',
      labelKey: 'menu.admin.storeCategories',
    },
  ],
  adminStoreOrders: [
    {
      menus: ['admin'],
      section: 'store',
      order: 30,
      icon: 'receipt',
      labelKey: 'menu.admin.storeOrders',
    },
  ],
};
