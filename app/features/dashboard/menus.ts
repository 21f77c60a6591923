import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const dashboardMenus: FeatureMenus = {
  dashboard: [
    {
      menus: ['pastor', 'free'],
      section: 'top',
      order: 10,
      icon: 'dashboard',
      labelKey: 'menu.dashboard',
    },
  ],
  careDashboard: [
    {
      menus: ['care'],
      section: 'top',
      order: 20,
      icon: 'dashboard',
      labelKey: 'menu.careDashboard',
    },
  ],
  individualDashboard: [
    {
      menus: ['individual'],
      section: 'top',
      order: 10,
      icon: 'dashboard',
      labelKey: 'menu.dashboard',
    },
  ],
};
