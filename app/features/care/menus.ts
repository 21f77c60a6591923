import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const careMenus: FeatureMenus = {
  churchAccess: [
    { menus: ['care'], section: 'care', order: 20, icon: 'key', labelKey: 'menu.churchAccess' },
  ],
  careVideoPlayer: [
    {
      menus: ['care'],
      section: 'care',
      order: 40,
      icon: 'play',
      labelKey: 'menu.careVideoPlayer',
    },
  ],
  adminCareVideos: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 10,
      icon: 'video',
      labelKey: 'menu.admin.careVideos',
    },
  ],
  adminCareCategories: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 20,
      icon: 'tag',
      labelKey: 'menu.admin.careCategories',
    },
  ],
  adminSpeakerBios: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 30,
      icon: 'user',
      labelKey: 'menu.admin.speakerBios',
    },
  ],
};
