import { account } from './support/accounts';
import type { Locale } from '#ds/i18n';
import { translator } from './support/i18n';
import { expect, holdScripts, routePath, signIn, test } from './support/test';

/**
 * A remembered pastor's dashboard paints from the HTML, before any script (decision 059): the
 * page's loading shape in the shell, in its language, which the app then takes over.
 */

const cases: { locale: Locale; width: number }[] = [
  { locale: 'en', width: 1280 },
  { locale: 'ko', width: 375 },
];

for (const { locale, width } of cases) {
  test(`a remembered pastor's dashboard shows before its scripts, then the app takes over (${locale}, ${width})`, async ({
    page,
  }) => {
    const t = translator(locale);
    const pastor = account('pastor');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, pastor, locale);
    await expect(
      page.getByRole('heading', { name: t('dashboard.actionSteps.title') }),
    ).toBeVisible();

    const release = await holdScripts(page);
    await page.goto(routePath(locale, 'dashboard'), { waitUntil: 'commit' });
    const prerendered = page.locator('#prerendered');
    await expect(
      prerendered.getByRole('heading', { level: 1, name: t('dashboard.pastor.title') }),
    ).toBeVisible();
    await expect(
      prerendered.getByRole('heading', { name: t('dashboard.pastor.video.title') }),
    ).toBeVisible();
    // The quick actions are real links already; what waits for the data is a placeholder.
    await expect(
      prerendered
        .getByRole('main')
        .getByRole('link', { name: t('dashboard.quick.orderCards.title') }),
    ).toHaveAttribute('href', routePath(locale, 'orderCards'));
    await expect(prerendered.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('#root')).toBeHidden();
    // The page is one screen wide, its menu as the width wants it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    release();
    await expect(prerendered).toHaveCount(0);
    await expect(page.locator('style[data-stand-in]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t(pastor.heading.key, pastor.heading.params),
      }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });
}

test('a partner whose dashboard differs gets the app’s own page, not the stand-in', async ({
  page,
}) => {
  const t = translator('en');
  const free = account('free');
  await signIn(page, free);
  const release = await holdScripts(page);
  await page.goto(routePath('en', 'dashboard'), { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toBeAttached();
  await expect(page.locator('#prerendered')).toBeHidden();
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: t(free.heading.key, free.heading.params) }),
  ).toBeVisible();
});

test('a remembered pastor whose session has ended goes from the stand-in to sign-in', async ({
  page,
  request,
}) => {
  const t = translator('en');
  await signIn(page, account('pastor'));
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('outreach.auth') ?? '{}') as { jwt?: string }).jwt,
  );
  await page.goto('about:blank');
  const revoked = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${String(token)}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.goto(routePath('en', 'dashboard'));
  await expect(page).toHaveURL(/\/users\/signIn\?/);
  await expect(page.getByText(t('auth.signIn.notice.sessionExpired.title'))).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('style[data-stand-in]')).toHaveCount(0);
});
