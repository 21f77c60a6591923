import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const connectionsMenus: FeatureMenus = {
  connectToChurch: [
    {
      menus: ['pastor'],
      section: 'jesusStoryChallenge',
      order: 30,
      icon: 'search',
      labelKey: 'menu.churchDirectory',
    },
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 40,
      icon: 'church',
      labelKey: 'menu.connectToChurch',
    },
  ],
  connectRequest: [
    {
      menus: ['pastor'],
      section: 'jesusStoryChallenge',
      order: 20,
      icon: 'link',
      labelKey: 'menu.connections',
      badge: 'newConnections',
    },
    // An approved moderator reads the requests of the church they moderate (decision 028).
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 70,
      icon: 'link',
      labelKey: 'menu.connections',
      when: 'moderatorApproved',
      badge: 'newConnections',
    },
  ],
};
