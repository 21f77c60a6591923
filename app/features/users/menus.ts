import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const usersMenus: FeatureMenus = {
  adminUsers: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 10,
      labelKey: 'menu.admin.allUsers',
    },
  ],
  adminFreeUsers: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 20,
      labelKey: 'menu.admin.freeUsers',
    },
  ],
  adminPastorSignups: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 30,
      labelKey: 'menu.admin.pastorSignups',
    },
  ],
  adminAccounts: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminAccounts',
      order: 10,
      labelKey: 'menu.admin.allAccounts',
    },
  ],
  adminAccountCreate: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminAccounts',
      order: 20,
      labelKey: 'menu.admin.createAccount',
    },
  ],
};
