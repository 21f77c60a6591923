import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const cardOrdersMenus: FeatureMenus = {
  individualOrderCards: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 20,
      icon: 'card',
      labelKey: 'menu.orderCards',
    },
  ],
  orderCards: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 10,
      icon: 'card',
      labelKey: 'menu.orderCards',
    },
  ],
  adminCardOrderNew: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 10,
      labelKey: 'menu.admin.newCardOrder',
    },
  ],
  adminCardOrders: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 20,
      labelKey: 'menu.admin.cardOrderList',
    },
  ],
  adminCardOrderHistory: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 30,
      labelKey: 'menu.admin.cardOrderHistory',
    },
  ],
};
