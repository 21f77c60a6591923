// loki, the local before/after visual diff (docs/decisions/065-loki-local-visual-diff.md):
//   npm run loki:update   on main: take the pictures to compare with (.loki/reference, not in git)
//   npm run loki:test     on your branch: take them again and fail on any changed picture;
//                         the differences are drawn in .loki/difference
//   npm run loki:ci       CI's check that loki still works: a few stories, pictures taken and
//                         compared with themselves at once (in .loki/ci)
// It builds Storybook (LOKI_SKIP_BUILD=1 reuses storybook-static), serves it on 127.0.0.1 and
// runs loki with the project's Chromium (scripts/chromium.ts, CHROME_PATH) at 1280 and 375 px,
// on the stories that have visual references in the story tests (.storybook/loki.ts).
// Other arguments go to loki, e.g. `npm run loki:test -- --storiesFilter 'Button'`.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { serveStatic } from './serve-static.mjs';

/** CI's few stories: the story files built, and loki's filter (matched on "title name"). */
const CI_STORY_FILES = [
  'design-system/actions/Button/Button.stories.tsx',
  'design-system/display/Icon/Icon.stories.tsx',
];
const CI_STORIES_FILTER = '^Design System/(Actions/Button|Display/Icon) Catalog$';

const [command, ...extra] = process.argv.slice(2);
if (!['test', 'update', 'ci'].includes(command)) {
  console.error('usage: node scripts/loki.mjs test|update|ci [loki options]');
  process.exit(2);
}

/** Chromium as the story tests run it, headless, kept drawing in tabs loki is not looking at. */
const chromeFlags = [
  '--headless',
  '--hide-scrollbars',
  '--force-color-profile=srgb',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  ...chromiumArgs,
].join(' ');

function run(bin, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function buildStorybook(outDir, storyFiles) {
  const env = storyFiles ? { STORYBOOK_STORIES: storyFiles.join(',') } : {};
  const status = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir], env);
  if (status !== 0) process.exit(status);
}

/** Runs `loki <lokiCommand>` against the Storybook built in `staticDir`. */
async function runLoki(lokiCommand, staticDir, args) {
  // loki's own `file:` server listens on the machine's network address; 127.0.0.1 is enough.
  const server = await serveStatic(staticDir);
  const status = await run(
    'node_modules/.bin/loki',
    [
      lokiCommand,
      '--reactUri',
      `http://127.0.0.1:${server.address().port}`,
      `--chromeFlags=${chromeFlags}`,
      ...(lokiCommand === 'test' ? ['--requireReference'] : []),
      ...args,
    ],
    // CI=true: loki's line-per-picture output instead of its redrawn terminal tree.
    { CHROME_PATH: chromiumPath, CI: 'true' },
  );
  server.close();
  return status;
}

rmSync('.loki/current', { recursive: true, force: true });
rmSync('.loki/difference', { recursive: true, force: true });

if (command === 'ci') {
  rmSync('.loki/ci', { recursive: true, force: true });
  await buildStorybook('.loki/ci/storybook', CI_STORY_FILES);
  const args = [
    '--storiesFilter',
    CI_STORIES_FILTER,
    '--reference',
    '.loki/ci/reference',
    '--output',
    '.loki/ci/current',
    '--difference',
    '.loki/ci/difference',
  ];
  // Pictures taken twice of the same build must agree: loki lists, renders and compares.
  const status =
    (await runLoki('update', '.loki/ci/storybook', args)) ||
    (await runLoki('test', '.loki/ci/storybook', args));
  process.exit(status);
}

if (!process.env.LOKI_SKIP_BUILD || !existsSync('storybook-static/iframe.html')) {
  await buildStorybook('storybook-static');
}
const status = await runLoki(command, 'storybook-static', extra);
if (status !== 0 && command === 'test') {
  console.error(
    '\nloki: pictures differ from .loki/reference (differences in .loki/difference). ' +
      'If the change is intended, take new ones with `npm run loki:update`.',
  );
}
process.exit(status);
