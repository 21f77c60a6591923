// Lighthouse performance of the built product as `npm start` serves it: the sign-in page, the
// server-rendered public pages (decisions 026, 039 and 083: the demo church's welcome video
// page, its church page and the church finder with a search) and the pastor dashboard (signed
// in through the form first), mobile with Lighthouse's default simulated throttling, median of
// three runs each. The public pages are also scored for SEO, best practices and accessibility
// (issue 29's goals: 100 each), with the audits that cost points. Prints numbers; not a test.
//   npm run bench:lighthouse [-- --runs 3] [--no-build] [--sign-in-only | --video-page-only |
//   --public-pages-only | --dashboard-only] [--report DIR]
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from './bench/product.mjs';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = Math.min(7, Math.max(1, Number(process.argv[runsIndex + 1]) || 3));
// --report DIR keeps each page's last Lighthouse report (JSON) there, to see where time goes,
// and its trace (`NAME.trace.json`, for Chromium's Performance panel: the tasks as observed,
// which the simulation multiplies by its CPU slowdown of 4).
const reportIndex = process.argv.indexOf('--report');
const reportDir = reportIndex > 0 ? process.argv[reportIndex + 1] : null;
if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs in through the form, so that the app keeps the session in this browser's storage. */
async function signIn(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/users/signIn`, { waitUntil: 'networkidle0' });
  // The page is prerendered; the app starts when a field takes the focus and then takes its
  // place (decision 033). Type into the app's own fields, not into a stand-in about to go.
  await page.focus('input[type=email]');
  await page.waitForFunction("!document.getElementById('prerendered')");
  await page.type('input[type=email]', 'pastor@demo.church');
  await page.type('input[autocomplete=current-password]', 'outreach-demo');
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/lookup_profile') && response.ok()),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForFunction("window.location.pathname === '/dashboard'");
  await page.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The categories scored beside performance on a public page. */
const PUBLIC_CATEGORIES = ['seo', 'best-practices', 'accessibility'];

async function audit(browser, url, keepSession, extraCategories = []) {
  const page = await browser.newPage();
  try {
    if (keepSession) {
      // Lighthouse keeps storage and cache alike when told to keep storage: empty the cache
      // here, so every run is a first visit that is signed in.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', ...extraCategories],
        disableStorageReset: keepSession,
      },
      undefined,
      page,
    );
    const { categories, audits } = result.lhr;
    if (reportDir) {
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
      fs.writeFileSync(
        path.join(reportDir, `${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass ?? {}),
      );
    }
    const jsBytes = audits['resource-summary'].details.items.find(
      (item) => item.resourceType === 'script',
    )?.transferSize;
    return {
      score: Math.round(categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: jsBytes ?? 0,
      url: result.lhr.finalDisplayedUrl,
      scores: Object.fromEntries(
        extraCategories.map((id) => [id, Math.round(categories[id].score * 100)]),
      ),
      // What cost points in those categories: each audit that did not pass.
      failing: extraCategories.flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}`),
      ),
    };
  } finally {
    await page.close();
  }
}

const product = await startProduct({ name: 'outreach-lighthouse' });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
try {
  const pages = [
    { label: 'sign-in', path: '/users/signIn', signedIn: false },
    { label: 'public video page', path: '/v/welcome-to-grace', signedIn: false, public: true },
    {
      label: 'public church page',
      path: '/church/grace-community-church',
      signedIn: false,
      public: true,
    },
    { label: 'church finder', path: '/churches?q=grace', signedIn: false, public: true },
    { label: 'pastor dashboard', path: '/dashboard', signedIn: true },
  ]
    .filter((page) => !process.argv.includes('--sign-in-only') || page.label === 'sign-in')
    .filter(
      (page) => !process.argv.includes('--video-page-only') || page.label === 'public video page',
    )
    .filter((page) => !process.argv.includes('--public-pages-only') || page.public)
    .filter(
      (page) => !process.argv.includes('--dashboard-only') || page.label === 'pastor dashboard',
    );
  const rows = [];
  const runRows = [];
  const publicRows = [];
  for (const { label, path: pagePath, signedIn, public: isPublic } of pages) {
    if (signedIn) await signIn(browser, product.origin);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(
        await audit(
          browser,
          `${product.origin}${pagePath}`,
          signedIn,
          isPublic ? PUBLIC_CATEGORIES : [],
        ),
      );
    if (
      !runs.every((run) => `${new URL(run.url).pathname}${new URL(run.url).search}` === pagePath)
    ) {
      throw new Error(`${label}: Lighthouse ended on ${runs.map((run) => run.url).join(', ')}`);
    }
    rows.push({
      page: label,
      'score (median)': median(runs.map((run) => run.score)),
      scores: runs.map((run) => run.score).join(' '),
      'LCP s': (median(runs.map((run) => run.lcp)) / 1000).toFixed(2),
      'FCP s': (median(runs.map((run) => run.fcp)) / 1000).toFixed(2),
      'TBT ms': Math.round(median(runs.map((run) => run.tbt))),
      CLS: median(runs.map((run) => run.cls)).toFixed(3),
      'JS KB': (median(runs.map((run) => run.js)) / 1024).toFixed(1),
    });
    if (isPublic) {
      publicRows.push({
        page: label,
        ...Object.fromEntries(
          PUBLIC_CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
        ),
        'cost points': [...new Set(runs.flatMap((run) => run.failing))].join(', ') || '-',
      });
    }
    // Each run's figures too: the median hides how far apart runs on a shared machine can be.
    for (const [index, run] of runs.entries()) {
      runRows.push({
        page: label,
        run: index + 1,
        score: run.score,
        'LCP s': (run.lcp / 1000).toFixed(2),
        'FCP s': (run.fcp / 1000).toFixed(2),
        'TBT ms': Math.round(run.tbt),
      });
    }
  }
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `mobile, simulated throttling, median of ${RUNS}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(rows);
  if (publicRows.length > 0) console.table(publicRows);
  console.table(runRows);
} catch (error) {
  console.error(`bench-lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await product.stop();
}
