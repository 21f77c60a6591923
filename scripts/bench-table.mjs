// How long 10,000 DataTable rows take to reach the screen, windowed against all rendered.
// Builds scripts/bench/ with Vite into a temp folder, serves it on 127.0.0.1, loads it in
// headless Chromium a few times per mode, and prints the median time from render start to
// the painted frame after the rows mount (scripts/bench/table-floor.mjs). It prints numbers;
// it asserts nothing.
// Usage: npm run bench:table [-- runs=5 rows=10000]
import { launchChromium } from './bench/browser.mjs';
import { measureDataTable } from './bench/table-floor.mjs';

const options = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=')));
const runs = Number(options.runs ?? 5);
const rowCount = Number(options.rows ?? 10000);

const browser = await launchChromium();
try {
  console.log('Building the benchmark page …');
  const results = await measureDataTable({
    browser,
    modes: ['window', 'all'],
    runs,
    rows: rowCount,
    onRun: (label, run, ms) =>
      process.stdout.write(`  ${label} run ${run + 1}/${runs}: ${ms.toFixed(0)} ms\n`),
  });

  const format = (ms) => `${ms.toFixed(0)} ms`.padStart(9);
  console.log(
    `\nDataTable, ${rowCount.toLocaleString('en-US')} rows: render start to painted frame, ${runs} runs each`,
  );
  console.log(
    `${'mode'.padEnd(10)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}${'rows in DOM'.padStart(13)}`,
  );
  for (const row of results) {
    console.log(
      `${row.label.padEnd(10)}${format(row.median)}${format(row.min)}${format(row.max)}${String(row.rowsInDom).padStart(13)}`,
    );
  }
  const [windowedResult, allResult] = results;
  console.log(
    `\nWindowed is ${(allResult.median / windowedResult.median).toFixed(0)}× faster to first paint.`,
  );
} finally {
  await browser.close();
}
