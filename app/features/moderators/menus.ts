import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const moderatorsMenus: FeatureMenus = {
  becomeModerator: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 50,
      icon: 'shield',
      labelKey: 'menu.becomeModerator',
      when: 'moderatorInvited',
    },
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 30,
      icon: 'shield',
      labelKey: 'menu.becomeModerator',
      when: 'moderatorInvited',
    },
  ],
  inviteModerator: [
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 10,
      icon: 'user-plus',
      labelKey: 'menu.inviteModerator',
    },
  ],
  churchModerators: [
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 20,
      icon: 'users',
      labelKey: 'menu.moderatorList',
    },
  ],
  adminModerators: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminModerators',
      order: 10,
      labelKey: 'menu.admin.moderators',
    },
  ],
  adminModeratorActivities: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminModerators',
      order: 20,
      labelKey: 'menu.admin.moderatorActivities',
    },
  ],
};
