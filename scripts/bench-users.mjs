// The admin users list with 10,000 generated users (issue 6's goals: first page in at most
// 50 ms of server time on PGlite and PostgreSQL, smooth scrolling, at most 300 ms from the data's
// arrival to the painted rows). Prints numbers; it is not a test.
//   npm run bench:users [-- --users 10000] [--db pglite|postgres|both] [--no-browser] [--no-build]
// 1. Server time, in-process (scripts/bench/users-server-time.ts) on a fresh PGlite directory
//    and on a throwaway PostgreSQL (scripts/with-postgres.mjs).
// 2. In headless Chromium against the built product on a seeded PGlite directory: the admin
//    signs in through the form and opens the users list at 100 rows a page; the time from the
//    list's answer being read to the frame that shows its rows, for the first visit, the next
//    page and a new sort; then frame times while the page scrolls, at 1280 and 375 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { repoRoot, startProduct } from './bench/product.mjs';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const USERS = Math.min(200_000, Math.max(100, Number(option('users', 10_000)) || 10_000));
const databases = option('db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('db')];
const RUNS = 5;

const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)];

function serverTime(database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-users-'));
  const script = 'scripts/bench/users-server-time.ts';
  const command =
    database === 'postgres' ? ['scripts/with-postgres.mjs', process.execPath, script] : [script];
  try {
    const output = execFileSync(process.execPath, command, {
      cwd: repoRoot,
      env: {
        ...process.env,
        BENCH_USERS: String(USERS),
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-users-'.padEnd(48, 'x'),
        ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = output
      .trim()
      .split('\n')
      .findLast((text) => text.startsWith('{'));
    return JSON.parse(line);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs in the page before the app: notes when each answer of the users list has been read
 * (the body parsed by the app's client), so that a paint can be measured from there.
 */
function instrumentListAnswers() {
  window.__listAnswers = [];
  const read = Response.prototype.text;
  Response.prototype.text = async function text() {
    const body = await read.call(this);
    if (this.url.includes('/admin/users/list')) window.__listAnswers.push(performance.now());
    return body;
  };
}

/** Resolves at the frame after `expected` rows with `marker` text show: ms since the answer. */
async function paintAfterAnswer(page, answersBefore, firstCellText) {
  return page.evaluate(
    ([before, text]) =>
      new Promise((resolve, reject) => {
        const give = setTimeout(() => reject(new Error('rows did not show in 20 s')), 20_000);
        const check = () => {
          const answer = window.__listAnswers[before];
          const rows = document.querySelectorAll('tbody tr:not([aria-hidden])');
          const cell = rows[0]?.textContent ?? '';
          if (answer !== undefined && rows.length > 1 && (!text || cell !== text)) {
            // The frame that shows the rows is painted before the next animation frame's task.
            requestAnimationFrame(() =>
              setTimeout(() => {
                clearTimeout(give);
                resolve({ ms: performance.now() - answer, rows: rows.length, first: cell });
              }, 0),
            );
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    [answersBefore, firstCellText],
  );
}

async function frameTimesWhileScrolling(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const frames = [];
        let last = performance.now();
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const step = Math.max(40, end / 90);
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          if (window.scrollY >= end - 1 || frames.length > 400) {
            resolve(frames.slice(1));
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        window.scrollTo(0, 0);
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      }),
  );
}

async function browserFigures(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures = [];
  try {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(instrumentListAnswers);
      const page = await context.newPage();
      await page.goto(`${origin}/users/signIn`);
      await page.fill('input[type=email]', 'admin@demo.church');
      await page.fill('input[autocomplete=current-password]', 'outreach-demo');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/dashboard');
      const first = [];
      const next = [];
      const sorted = [];
      let rows = 0;
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${origin}/admin/user?page_size=100`);
        const shown = await paintAfterAnswer(page, 0, '');
        first.push(shown.ms);
        rows = shown.rows;
        const count = await page.evaluate(() => window.__listAnswers.length);
        await page.getByRole('button', { name: /next/i }).first().click();
        next.push((await paintAfterAnswer(page, count, shown.first)).ms);
        const afterNext = await page.evaluate(() => window.__listAnswers.length);
        await page.goto(`${origin}/admin/user?page_size=100&sort=name&direction=asc`);
        sorted.push((await paintAfterAnswer(page, 0, '')).ms);
        void afterNext;
      }
      await page.goto(`${origin}/admin/user?page_size=100`);
      await paintAfterAnswer(page, 0, '');
      const frames = await frameTimesWhileScrolling(page);
      figures.push({ width, rows, first, next, sorted, frames });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

console.log(`Admin users list with ${USERS.toLocaleString('en')} generated users\n`);
console.log('Server time of POST /admin/users/list, 25 a page (in-process, 30 warm calls):');
for (const database of databases) {
  const { results } = serverTime(database);
  console.log(`  ${database}`);
  for (const [label, figures] of Object.entries(results)) {
    console.log(
      `    ${label.padEnd(28)} median ${ms(figures.median).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}` +
        `  first call ${ms(figures.first).padStart(9)}  (${figures.total} matching)`,
    );
  }
}

if (!process.argv.includes('--no-browser')) {
  const product = await startProduct({
    name: 'bench-users-app',
    prepare: (env) =>
      execFileSync(process.execPath, ['server/seed/seed-users-cli.ts', String(USERS)], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
  });
  try {
    const figures = await browserFigures(product.origin);
    console.log(
      '\nIn headless Chromium, from the answer being read to the painted rows (median of 5):',
    );
    for (const { width, rows, first, next, sorted, frames } of figures) {
      const long = frames.filter((frame) => frame > 50).length;
      console.log(
        `  ${String(width).padStart(4)} px, ${rows} rows: first visit ${ms(median(first))},` +
          ` next page ${ms(median(next))}, sorted by name ${ms(median(sorted))}`,
      );
      console.log(
        `           scrolling: ${frames.length} frames, median ${ms(median(frames))},` +
          ` p95 ${ms(percentile(frames, 0.95))}, ${long} longer than 50 ms`,
      );
    }
  } finally {
    await product.stop();
  }
}
