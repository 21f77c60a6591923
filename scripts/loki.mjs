// Visual regression with loki against a freshly built Storybook.
//   node scripts/loki.mjs test     compare every story with tests/visual/reference (fails on change)
//   node scripts/loki.mjs update   rewrite the references (then open the changed PNGs and check them)
// Extra arguments go to loki (e.g. --storiesFilter "Button"). Set SKIP_STORYBOOK_BUILD=1 to
// reuse storybook-static. loki runs from tools/loki (see docs/decisions/002-loki-setup.md) and
// reads .lokirc.json; Storybook is served on 127.0.0.1 because loki rewrites localhost.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';

const [command = 'test', ...extra] = process.argv.slice(2);
if (!['test', 'update'].includes(command)) {
  console.error('usage: node scripts/loki.mjs test|update [loki options]');
  process.exit(2);
}

// Asynchronous on purpose: the static server lives in this process and must keep answering.
function run(bin, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The Storybook titles whose references differed, and a loki filter for just those. */
function componentsThatDiffered() {
  if (!existsSync('.loki/difference')) return null;
  const files = readdirSync('.loki/difference');
  const titles = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries)
    .map((entry) => entry.title)
    .filter((title, index, all) => all.indexOf(title) === index);
  const differed = titles.filter((title) => {
    const stem = title.replace(/[^a-zA-Z0-9]+/g, '_');
    return files.some((file) => file.replace(/^[a-z]+_/, '').startsWith(`${stem}_`));
  });
  if (differed.length === 0) return null;
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { titles: differed, filter: `^(${differed.map(escape).join('|')}) ` };
}

if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync('storybook-static/iframe.html')) {
  const status = await run('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', 'storybook-static']);
  if (status !== 0) process.exit(status);
}

rmSync('.loki/current', { recursive: true, force: true });
rmSync('.loki/difference', { recursive: true, force: true });

const server = await serveStatic('storybook-static');
const { port } = server.address();
const loki = (more) =>
  run('tools/loki/node_modules/.bin/loki', [command, '--reactUri', `http://127.0.0.1:${port}`, ...more], {
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
const testArgs = command === 'test' ? ['--requireReference'] : [];
let status = await loki([...extra, ...testArgs]);
if (status !== 0 && command === 'test') {
  // A story that differs once may have been caught mid-layout on a loaded machine: compare
  // the components that differed once more. A real visual change differs again.
  const retry = componentsThatDiffered();
  if (retry) {
    console.log(`\nComparing again: ${retry.titles.join(', ')}`);
    const withoutFilter = extra.filter((arg, i) => arg !== '--storiesFilter' && extra[i - 1] !== '--storiesFilter');
    status = await loki([...withoutFilter, ...testArgs, '--storiesFilter', retry.filter]);
  }
}
server.close();
if (status !== 0 && command === 'test') {
  console.error(
    '\nVisual test failed: see the PNGs in .loki/difference. If the change is intended, run ' +
      '`npm run visual:update`, open every changed reference image and check it before committing.',
  );
}
process.exit(status);
