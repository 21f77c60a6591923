import { pastorLike, type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const videosMenus: FeatureMenus = {
  profileVideo: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      group: 'churchProfile',
      order: 40,
      labelKey: 'menu.profileVideo',
    },
  ],
  welcomeVideo: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 20,
      icon: 'video',
      labelKey: 'menu.welcomeVideo',
    },
  ],
  shareYourStory: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 10,
      icon: 'message',
      labelKey: 'menu.shareYourStory',
    },
  ],
  setupShareStory: [
    {
      menus: ['pastor'],
      section: 'jesusStoryChallenge',
      order: 10,
      icon: 'message',
      labelKey: 'menu.inviteStories',
    },
  ],
  videoReview: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 60,
      icon: 'check',
      labelKey: 'menu.videoReview',
      badge: 'waitingVideos',
      when: 'moderatorApproved',
    },
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 40,
      icon: 'check',
      labelKey: 'menu.videoReview',
      badge: 'waitingVideos',
      when: 'moderatorApproved',
    },
  ],
  adminShareStory: [
    {
      menus: ['admin'],
      section: 'media',
      order: 10,
      icon: 'message',
      labelKey: 'menu.admin.sharedStories',
    },
  ],
  adminVideos: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 10,
      labelKey: 'menu.admin.allVideos',
    },
  ],
  adminVideoReview: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 20,
      labelKey: 'menu.videoReview',
      badge: 'waitingVideos',
    },
  ],
  adminVideoUpload: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 30,
      labelKey: 'menu.admin.uploadVideo',
    },
  ],
};
