import { translator } from './support/i18n';
import { expect, test } from './support/test';

/**
 * Issue 29, decision 083: a person whose browser reads Korean opens a church's unprefixed
 * address (a shared link, a card's QR code) and gets its Korean page, once: the language
 * switcher on the page takes them to English, which then stays English. A browser as a person
 * holds it (not a headless one's user agent, which counts as a crawler), at 375 px.
 */
test.use({
  locale: 'ko-KR',
  viewport: { width: 375, height: 812 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
});

const CHURCH = '/church/grace-community-church';

test('a Korean browser gets the Korean church page once, with the switcher', async ({ page }) => {
  const ko = translator('ko');
  const redirects: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
  });

  await page.goto(CHURCH);
  await expect(page).toHaveURL(new RegExp(`/ko${CHURCH}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grace Community Church' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: ko('publicChurch.form.title') })).toBeVisible();
  expect(redirects).toHaveLength(1);

  // The switcher is on the page, visible, and names the page's language as the current one.
  const switcher = page.getByRole('navigation', { name: ko('publicChurch.languages') });
  await expect(switcher).toBeVisible();
  await expect(switcher.getByRole('link', { name: '한국어' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHURCH}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: translator('en')('publicChurch.form.title') }),
  ).toBeVisible();

  // Once: the language is not chosen for them again, here or on another public page.
  await page.goto(CHURCH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/churches');
  await expect(page).toHaveURL(/\/churches$/);
  expect(redirects).toHaveLength(1);
});
