import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * End-to-end tests (tests/e2e): the product as `npm start` runs it, on a fresh embedded
 * database seeded with the demo accounts, driven in headless Chromium (Debian's, never a
 * downloaded one). `npm run test:e2e`.
 *
 * tests/e2e/support/run-product.mjs picks free ports, starts the product and a mail sink, and
 * prints `e2e-ready base=… mail=…`; Playwright puts those into E2E_BASE_URL and E2E_MAIL_URL
 * for the tests (see tests/e2e/support/test.ts).
 */
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  // The tests build the expected menus with the app's own code (app/menus.ts), which reaches
  // styled-components through the design system's icons; see the file for why.
  tsconfig: './tests/e2e/tsconfig.playwright.json',
  outputDir: 'test-results/e2e',
  // Two cores: two workers, each with its own browser.
  workers: 2,
  fullyParallel: true,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // A flow signs in as two or three people and loads a dozen pages: about 20 s on a quiet
  // machine, and twice that when the two cores are shared (measured: 31–37 s in a loaded run).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every file but one, all at once: a flow that changes a church makes a church of its own
    // (tests/e2e/support/api.ts, createChurch), so the demo data the other files read stays as
    // seeded (decision 031).
    {
      name: 'chromium',
      testIgnore: /(password-reset|billing-past-due|website-player)\.spec\.ts/,
    },
    // Pays the demo's past_due churches (Hope Fellowship, which the chromium project reads as
    // past_due, and Sarang Church, driven only here).
    {
      name: 'billing-past-due',
      testMatch: /billing-past-due\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Writes to Grace Community Church from its website (its unread count, which the menus
    // read, changes) and serves the church's website on localhost:4180 (decision 075).
    {
      name: 'website-player',
      testMatch: /website-player\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Changing a password ends that account's other sessions: it runs after everything else.
    { name: 'password-reset', testMatch: /password-reset\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node tests/e2e/support/run-product.mjs',
    wait: { stdout: /e2e-ready base=(?<e2e_base_url>\S+) mail=(?<e2e_mail_url>\S+)/ },
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
