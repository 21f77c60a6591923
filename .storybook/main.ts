import type { StorybookConfig } from '@storybook/react-vite';

const everyStory = ['../design-system/**/*.stories.tsx', '../screens/**/*.stories.tsx'];

const config: StorybookConfig = {
  // STORYBOOK_STORIES (comma-separated globs from the repository's root) builds only those story
  // files: CI's short loki run (scripts/loki.mjs --ci) needs a few, and a whole build takes a minute.
  stories: process.env.STORYBOOK_STORIES?.split(',').map((glob) => `../${glob}`) ?? everyStory,
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
