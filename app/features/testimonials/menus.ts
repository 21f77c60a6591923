import { type FeatureMenus } from '#app/menuVocabulary.ts';

/** Where the feature's routes show in the role menus. */
export const testimonialsMenus: FeatureMenus = {
  testimonials: [
    {
      menus: ['pastor'],
      section: 'churchManagement',
      order: 50,
      icon: 'star',
      labelKey: 'menu.testimonials',
      badge: 'pendingTestimonials',
    },
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 65,
      icon: 'star',
      labelKey: 'menu.testimonials',
      badge: 'pendingTestimonials',
      when: 'moderatorApproved',
    },
  ],
  adminChurchTestimonials: [
    {
      menus: ['admin'],
      section: 'media',
      order: 40,
      icon: 'star',
      labelKey: 'menu.admin.testimonials',
    },
  ],
};
