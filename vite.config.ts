import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Server tests that run ffmpeg jobs against each other (the `server-media` project). */
const MEDIA_JOB_TESTS = ['server/videos/abuse-resistance.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{design-system,screens,app,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: [...MEDIA_JOB_TESTS, 'node_modules/**'],
          // One database per test file; files run one after another to spare the 2 cores, in one
          // module graph (no vi.mock in these files, and each builds its own server): importing
          // the server anew for each of 73 files took half of the PostgreSQL step (7:30 → 4:39).
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The media-job tests, each file in a process of its own: they race ffmpeg runs against
          // each other and kill the process's ffmpeg children (killMediaChildren), so they must
          // not share a process with files whose servers left work behind. In the shared graph
          // the fairness test failed once (the short video waited for the long one's slot).
          name: 'server-media',
          environment: 'node',
          include: MEDIA_JOB_TESTS,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          setupFiles: ['.storybook/visual-references.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // Visual references (.storybook/visual-references.ts): one file per story and width.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A few anti-aliased pixels at a subpixel edge may differ from run to run; a changed
                // glyph, colour or border changes many more.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
                resolveScreenshotPath: ({ arg, ext, root }) =>
                  `${root}/tests/visual/reference/${arg}${ext}`,
                resolveDiffPath: ({ arg, ext, root }) => `${root}/.visual/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
