import { pastorLike, type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const messagesMenus: FeatureMenus = {
  inbox: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 30,
      icon: 'mail',
      labelKey: 'menu.messages',
      badge: 'unreadMessages',
    },
  ],
};
