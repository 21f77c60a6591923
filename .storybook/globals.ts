import { locales } from '#ds/i18n';

/** The seven roles of the spec (section 6), as the Storybook `role` global offers them. */
export const storyRoles = [
  'evangelism',
  'free_evangelism',
  'individual',
  'care',
  'website',
  'discipleship',
  'admin',
] as const;

export type StoryRole = (typeof storyRoles)[number];

export const themes = ['light', 'dark'] as const;

export const globalTypes = {
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: locales.map((value) => ({ value, title: value })),
      dynamicTitle: true,
    },
  },
  role: {
    description: 'Role of the signed-in user (shell and screen fixtures)',
    toolbar: {
      title: 'Role',
      icon: 'user',
      items: storyRoles.map((value) => ({ value, title: value })),
      dynamicTitle: true,
    },
  },
  theme: {
    description: 'Colour theme',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: themes.map((value) => ({ value, title: value })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { locale: 'en', role: 'evangelism', theme: 'light' };
