import { chromium } from 'playwright';
const base = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
async function shoot(email, path, name, width, act) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/users/signIn');
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill('outreach-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (act) await act(page);
  await page.screenshot({ path: `/tmp/conn-${name}-${width}.png`, fullPage: true });
  await page.close();
}
for (const width of [375, 1280]) {
  await shoot('individual@demo.church', '/connect-to-church', 'connect', width);
  await shoot('pastor@demo.church', '/connect-request', 'requests', width);
  await shoot('pastor@demo.church', '/connect-to-church', 'directory', width);
}
await browser.close();
