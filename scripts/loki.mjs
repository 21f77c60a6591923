// Visual regression with loki against a freshly built Storybook.
//   node scripts/loki.mjs test     compare every story with tests/visual/reference (fails on change)
//   node scripts/loki.mjs update   rewrite the references (then open the changed PNGs and check them)
// Extra arguments go to loki (e.g. --storiesFilter "Button"). Set SKIP_STORYBOOK_BUILD=1 to
// reuse storybook-static. loki runs from tools/loki (see docs/decisions/002-loki-setup.md) and
// reads .lokirc.json; Storybook is served on 127.0.0.1 because loki rewrites localhost.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { serveStatic } from './serve-static.mjs';

const [command = 'test', ...extra] = process.argv.slice(2);
if (!['test', 'update'].includes(command)) {
  console.error('usage: node scripts/loki.mjs test|update [loki options]');
  process.exit(2);
}
// A story that failed is compared this many more times, alone, before the run fails.
const RETRIES = 2;

const lokiBin = 'tools/loki/node_modules/.bin/loki';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function run(bin, args) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs `loki test` with its line-per-story output (CI=true selects it). PASS lines are counted rather than printed;
 * FAIL lines are printed and parsed into the stories that failed ("chrome.app/desktop/
 * Design System/Video/VideoWizard/Step Video Upload: Screenshot differs ...").
 */
function runLoki(args) {
  return new Promise((resolve) => {
    const child = spawn(lokiBin, ['test', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROME_PATH: chromePath, CI: 'true' },
    });
    const failed = new Map();
    let passed = 0;
    let failedImages = 0;
    const onLine = (line) => {
      if (/^PASS chrome\.app\/[^/]+\/.+\//.test(line)) return void (passed += 1);
      if (line.trim() === '' || line.startsWith('PASS ') || isLokiNoise(line)) return;
      console.log(line);
      const story = /^FAIL chrome\.app\/[^/]+\/(.+?)\/([^/]+?): /.exec(line);
      if (!story) return;
      failedImages += 1;
      failed.set(`${story[1]} ${story[2]}`, { title: story[1], name: story[2] });
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.on('close', (code) => {
      console.log(`loki: ${passed} images passed, ${failedImages} failed`);
      resolve({ status: code ?? 1, failed: [...failed.values()] });
    });
  });
}

// The AWS SDK's end-of-support notice, and loki's advice to run its own update command
// (references are updated with `npm run visual:update`, which this script prints).
const isLokiNoise = (line) =>
  /AWS SDK|a\.co\/|trace-warnings|no longer receive updates|update the reference files|npm run loki update/.test(
    line,
  );

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A loki filter (matched against "title name") for exactly these stories. */
const filterFor = (stories) =>
  `^(${stories.map(({ title, name }) => escapeRegExp(`${title} ${name}`)).join('|')})$`;

if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync('storybook-static/iframe.html')) {
  const status = await run('npx', [
    'storybook',
    'build',
    '--quiet',
    '--disable-telemetry',
    '-o',
    'storybook-static',
  ]);
  if (status !== 0) process.exit(status);
}

rmSync('.loki/current', { recursive: true, force: true });
rmSync('.loki/difference', { recursive: true, force: true });

const server = await serveStatic('storybook-static');
const storybookUri = ['--reactUri', `http://127.0.0.1:${server.address().port}`];
if (command === 'update') {
  const status = await run(lokiBin, ['update', ...storybookUri, ...extra]);
  server.close();
  process.exit(status);
}
let { status, failed } = await runLoki([...storybookUri, ...extra, '--requireReference']);

// On a loaded machine Chromium now and then captures a story before every tile of a tall
// page is painted, or mid-layout. Such a story passes when compared again on its own; a real
// visual change fails every time. Retries run one story at a time so they get the machine.
const withoutFilter = extra.filter(
  (arg, i) => arg !== '--storiesFilter' && extra[i - 1] !== '--storiesFilter',
);
for (let attempt = 1; status !== 0 && failed.length > 0 && attempt <= RETRIES; attempt += 1) {
  console.log(
    `\nComparing again (${attempt}/${RETRIES}): ${failed.map(({ title, name }) => `${title} / ${name}`).join(', ')}`,
  );
  ({ status, failed } = await runLoki([
    ...storybookUri,
    ...withoutFilter,
    '--requireReference',
    '--chromeConcurrency',
    '1',
    '--storiesFilter',
    filterFor(failed),
  ]));
}
server.close();
if (status !== 0) {
  console.error(
    '\nVisual test failed: see the PNGs in .loki/difference. If the change is intended, run ' +
      '`npm run visual:update`, open every changed reference image and check it before committing.',
  );
}
process.exit(status);
