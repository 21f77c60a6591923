import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3917';
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/users/signIn`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill('outreach-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.includes('signIn'));
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: `/tmp/store-shots/${name}`, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
