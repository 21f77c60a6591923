// Screenshots stories of a built Storybook in headless Chromium, to look at them.
// Usage: node scripts/shoot-story.mjs STATIC_DIR OUT_DIR story-id[,story-id] [width=1280] [locale=en] [theme=light]
// Build first into a folder of your own: npx storybook build --quiet -o /tmp/sb-NAME
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { serveStatic } from './serve-static.mjs';

const [root, outDir, ids, width = '1280', locale = 'en', theme = 'light'] = process.argv.slice(2);
if (!root || !outDir || !ids) {
  console.error(
    'usage: node scripts/shoot-story.mjs STATIC_DIR OUT_DIR id[,id] [width] [locale] [theme]',
  );
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const server = await serveStatic(root);
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
for (const id of ids.split(',')) {
  const url = `http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};theme:${theme}`;
  await page.goto(url);
  await page.waitForSelector('#storybook-root > *', { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(400);
  const file = join(outDir, `${id}-${width}-${locale}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
server.close();
