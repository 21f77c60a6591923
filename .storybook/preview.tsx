import type { Preview } from '@storybook/react-vite';
import { loadMoreIcons } from '#ds/display/Icon/drawings';
import { withProviders } from './decorators';
import { loadStoryFonts } from './fonts';
import { globalTypes, initialGlobals } from './globals';
import { localeModes } from './modes';

const preview: Preview = {
  decorators: [withProviders],
  // Every icon from the first frame, as the signed-in shell has them (app/shell/loadShell.ts).
  loaders: [loadStoryFonts, loadMoreIcons],
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
    chromatic: { modes: localeModes },
    viewport: {
      options: {
        mobile: { name: 'Phone', styles: { width: '375px', height: '720px' } },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1000px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
