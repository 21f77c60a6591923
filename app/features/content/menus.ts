import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const contentMenus: FeatureMenus = {
  monthlyVideos: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 20,
      icon: 'calendar',
      labelKey: 'menu.monthlyVideos',
    },
  ],
  studyGuides: [
    {
      menus: ['pastor'],
      section: 'education',
      order: 10,
      icon: 'book',
      labelKey: 'menu.studyGuides',
    },
  ],
  bulletinInserts: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 30,
      icon: 'file',
      labelKey: 'menu.bulletinInserts',
    },
  ],
  bulletinInsertsCare: [
    {
      menus: ['care'],
      section: 'care',
      order: 30,
      icon: 'file',
      labelKey: 'menu.bulletinInserts',
    },
  ],
  resources: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 40,
      icon: 'folder',
      labelKey: 'menu.resources',
    },
  ],
  evangelismBootcamp: [
    {
      menus: ['pastor'],
      section: 'education',
      order: 30,
      icon: 'flag',
      labelKey: 'menu.evangelismBootcamp',
    },
    {
      menus: ['free', 'individual'],
      section: 'top',
      order: 20,
      icon: 'flag',
      labelKey: 'menu.evangelismBootcamp',
    },
  ],
  adminPages: [
    { menus: ['admin'], section: 'content', order: 30, icon: 'file', labelKey: 'menu.admin.pages' },
  ],
  adminMonthlyPages: [
    {
      menus: ['admin'],
      section: 'content',
      order: 40,
      icon: 'calendar',
      labelKey: 'menu.monthlyVideos',
    },
  ],
  adminPosts: [
    { menus: ['admin'], section: 'content', order: 50, icon: 'edit', labelKey: 'menu.admin.posts' },
  ],
};
