// The inbox with 10,000 messages (issue 8: paging and search on the server, windowed rows; the
// first paint at most 1.5× the design system's windowed table floor measured in the same run).
// Prints numbers; it is not a test.
//   npm run bench:inbox [-- --messages 10000] [--db pglite|postgres|both] [--runs 5]
//                       [--no-server-time] [--no-build]
// 1. Server time of GET /messages, in-process (scripts/bench/inbox-server-time.ts) on a fresh
//    PGlite directory and on a throwaway PostgreSQL (scripts/with-postgres.mjs).
// 2. The floor: the design system's DataTable with 10,000 rows, windowed, render start to the
//    painted frame (scripts/bench/table-floor.mjs, as bench:table measures it).
// 3. In the same Chromium, against the built product on a PGlite directory where Grace Community
//    Church has 10,000 messages: the pastor signs in through the form and opens the inbox; the
//    time from the messages answer being read to the painted frame that shows its rows, for the
//    first visit, the next page and a search (25 a page, the default, at 1280 and 375 px; and
//    100 a page at 1280 px, with frame times while that page scrolls). Then each figure / floor.
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
import { measureDataTable } from './bench/table-floor.mjs';

const MESSAGES = Math.min(200_000, Math.max(100, Number(option('messages', 10_000)) || 10_000));
const databases = databasesOption();
const RUNS = Math.max(1, Number(option('runs', 5)) || 5);
const GOAL = 1.5;
const SEARCH = 'prayer';

/** The inbox's answers only, not one message's (/messages/12). */
const INBOX_ANSWER = '/api/v1/messages(\\?|$)';

/** First visit, next page and a search, `RUNS` times, at one width and page size. */
async function inboxFigures(browser, origin, { width, pageSize, scroll }) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(instrumentAnswers, INBOX_ANSWER);
  const page = await context.newPage();
  await signInThroughForm(page, origin, 'pastor@demo.church', '**/dashboard');
  const url = `${origin}/inbox${pageSize === 25 ? '' : `?page_size=${pageSize}`}`;
  const figures = { width, pageSize, first: [], next: [], search: [], rows: 0, frames: null };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      const first = await paintAfterAnswer(page, 0, '');
      figures.first.push(first.ms);
      figures.rows = first.rows;

      let count = await answersRead(page);
      await page.getByRole('button', { name: /next/i }).first().click();
      const next = await paintAfterAnswer(page, count, first.shown);
      figures.next.push(next.ms);

      count = await answersRead(page);
      await page.fill('input[type=search]', SEARCH);
      await page.keyboard.press('Enter');
      figures.search.push((await paintAfterAnswer(page, count, next.shown)).ms);
    }
    if (scroll) {
      await page.goto(url);
      await paintAfterAnswer(page, 0, '');
      // A windowed page scrolls in the table's own box, a plain one with the page.
      figures.frames = await frameTimesWhileScrolling(page, '[role=region]:has(> table)');
    }
  } finally {
    await context.close();
  }
  return figures;
}

console.log(`Inbox with ${MESSAGES.toLocaleString('en')} messages\n`);
if (!process.argv.includes('--no-server-time')) {
  console.log('Server time of GET /messages, 25 a page (in-process, 30 warm calls):');
  for (const database of databases) {
    const { results } = serverTime('scripts/bench/inbox-server-time.ts', database, {
      BENCH_MESSAGES: String(MESSAGES),
    });
    printServerTimes(database, results, ms);
  }
}

const product = await startProduct({
  name: 'bench-inbox-app',
  prepare: (env) =>
    execFileSync(process.execPath, ['scripts/bench/seed-messages-cli.ts', String(MESSAGES)], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
});
let browser;
try {
  browser = await launchChromium();
  const [floor] = await measureDataTable({ browser, modes: ['window'], runs: RUNS, rows: 10_000 });
  const inbox = [];
  for (const setting of [
    { width: 1280, pageSize: 25 },
    { width: 375, pageSize: 25 },
    { width: 1280, pageSize: 100, scroll: true },
  ]) {
    inbox.push(await inboxFigures(browser, product.origin, setting));
  }

  console.log(
    `\nFloor: the DataTable with 10,000 rows, windowed (${floor.rowsInDom} rows in the DOM),` +
      ` render start to painted frame: median ${ms(floor.median)}` +
      ` (min ${ms(floor.min)}, max ${ms(floor.max)}, ${RUNS} runs)`,
  );
  console.log(
    `\nInbox in headless Chromium, from the messages answer being read to the painted rows` +
      ` (median of ${RUNS}), and as a multiple of the floor (goal: at most ${GOAL}×):`,
  );
  const ratio = (values) => {
    const times = median(values) / floor.median;
    return `${ms(median(values)).padStart(9)} ${`${times.toFixed(2)}×`.padStart(6)}${times > GOAL ? ' ABOVE' : ''}`;
  };
  for (const { width, pageSize, rows, first, next, search, frames } of inbox) {
    console.log(
      `  ${String(width).padStart(4)} px, ${String(pageSize).padStart(3)} a page (${rows} rows in the DOM):` +
        `  first visit ${ratio(first)}   next page ${ratio(next)}   search "${SEARCH}" ${ratio(search)}`,
    );
    if (frames) {
      const long = frames.filter((frame) => frame > 50).length;
      console.log(
        `           scrolling: ${frames.length} frames, median ${ms(median(frames))},` +
          ` p95 ${ms(percentile(frames, 0.95))}, ${long} longer than 50 ms`,
      );
    }
  }
} finally {
  await browser?.close();
  await product.stop();
}
