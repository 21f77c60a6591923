// The design system's DataTable on its own (scripts/bench/table-page.tsx): built with Vite into
// a temp folder, served on 127.0.0.1 and loaded in headless Chromium, a fresh page per run; the
// time from render start to the painted frame after the rows mount. bench-table prints it;
// bench-inbox holds the inbox against its windowed figure (the floor) in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { serveStatic } from '../serve-static.mjs';
import { median } from './figures.mjs';

export const tableModes = {
  window: 'windowed',
  all: 'all rows',
};

/**
 * Measures `rows` DataTable rows `runs` times per mode ('window', 'all') in `browser` (a
 * Playwright browser). Resolves with one { mode, label, times, median, min, max, rowsInDom }
 * per mode; `onRun(label, run, ms)` hears of each run.
 */
export async function measureDataTable({ browser, modes, runs, rows, onRun }) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-table-'));
  let server;
  try {
    await build({
      root: dirname(fileURLToPath(import.meta.url)),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    server = await serveStatic(outDir);
    const { port } = server.address();
    const results = [];
    for (const mode of modes) {
      const label = tableModes[mode];
      const times = [];
      let rowsInDom = 0;
      for (let run = 0; run < runs; run++) {
        // A fresh page each run: nothing cached in the JavaScript heap or the layout tree.
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`http://127.0.0.1:${port}/?mode=${mode}&rows=${rows}`);
        const result = await page.waitForFunction(() => globalThis.benchResult, null, {
          timeout: 120_000,
        });
        const { ms, rowsInDom: rendered } = await result.jsonValue();
        times.push(ms);
        rowsInDom = rendered;
        await page.close();
        onRun?.(label, run, ms);
      }
      results.push({
        mode,
        label,
        times,
        median: median(times),
        min: Math.min(...times),
        max: Math.max(...times),
        rowsInDom,
      });
    }
    return results;
  } finally {
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
