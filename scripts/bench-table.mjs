// How long 10,000 DataTable rows take to reach the screen, windowed against all rendered.
// Builds scripts/bench/ with Vite into a temp folder, serves it on 127.0.0.1, loads it in
// headless Chromium a few times per mode, and prints the median time from render start to
// the painted frame after the rows mount. It prints numbers; it asserts nothing.
// Usage: npm run bench:table [-- runs=5 rows=10000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { serveStatic } from './serve-static.mjs';

const options = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=')));
const runs = Number(options.runs ?? 5);
const rowCount = Number(options.rows ?? 10000);
const modes = [
  { id: 'window', label: 'windowed' },
  { id: 'all', label: 'all rows' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const outDir = mkdtempSync(join(tmpdir(), 'bench-table-'));
let server;
let browser;
try {
  console.log(`Building the benchmark page into ${outDir} …`);
  await build({
    root: join(dirname(fileURLToPath(import.meta.url)), 'bench'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });

  server = await serveStatic(outDir);
  const { port } = server.address();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

  const results = [];
  for (const mode of modes) {
    const times = [];
    let rowsInDom = 0;
    for (let run = 0; run < runs; run++) {
      // A fresh page each run: nothing cached in the JavaScript heap or the layout tree.
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${port}/?mode=${mode.id}&rows=${rowCount}`);
      const result = await page.waitForFunction(() => globalThis.benchResult, null, {
        timeout: 120_000,
      });
      const { ms, rowsInDom: rendered } = await result.jsonValue();
      times.push(ms);
      rowsInDom = rendered;
      await page.close();
      process.stdout.write(`  ${mode.label} run ${run + 1}/${runs}: ${ms.toFixed(0)} ms\n`);
    }
    results.push({
      mode: mode.label,
      median: median(times),
      min: Math.min(...times),
      max: Math.max(...times),
      rowsInDom,
    });
  }

  const format = (ms) => `${ms.toFixed(0)} ms`.padStart(9);
  console.log(
    `\nDataTable, ${rowCount.toLocaleString('en-US')} rows: render start to painted frame, ${runs} runs each`,
  );
  console.log(
    `${'mode'.padEnd(10)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}${'rows in DOM'.padStart(13)}`,
  );
  for (const row of results) {
    console.log(
      `${row.mode.padEnd(10)}${format(row.median)}${format(row.min)}${format(row.max)}${String(row.rowsInDom).padStart(13)}`,
    );
  }
  const [windowedResult, allResult] = results;
  console.log(
    `\nWindowed is ${(allResult.median / windowedResult.median).toFixed(0)}× faster to first paint.`,
  );
} finally {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
