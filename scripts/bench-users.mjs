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
import {
  answersRead,
  frameTimesWhileScrolling,
  instrumentAnswers,
  launchChromium,
  paintAfterAnswer,
  signInThroughForm,
} from './bench/browser.mjs';
import { databasesOption, median, ms, option, percentile } from './bench/figures.mjs';
import { repoRoot, startProduct } from './bench/product.mjs';
import { printServerTimes, serverTime } from './bench/server-time.mjs';

const USERS = Math.min(200_000, Math.max(100, Number(option('users', 10_000)) || 10_000));
const databases = databasesOption();
const RUNS = 5;

async function browserFigures(origin) {
  const browser = await launchChromium();
  const figures = [];
  try {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(instrumentAnswers, '/admin/users/list');
      const page = await context.newPage();
      await signInThroughForm(page, origin, 'admin@demo.church', '**/admin/dashboard');
      const first = [];
      const next = [];
      const sorted = [];
      let rows = 0;
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${origin}/admin/user?page_size=100`);
        const shown = await paintAfterAnswer(page, 0, '');
        first.push(shown.ms);
        rows = shown.rows;
        const count = await answersRead(page);
        await page.getByRole('button', { name: /next/i }).first().click();
        next.push((await paintAfterAnswer(page, count, shown.shown)).ms);
        await page.goto(`${origin}/admin/user?page_size=100&sort=name&direction=asc`);
        sorted.push((await paintAfterAnswer(page, 0, '')).ms);
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
  const { results } = serverTime('scripts/bench/users-server-time.ts', database, {
    BENCH_USERS: String(USERS),
  });
  printServerTimes(database, results, ms);
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
