import { account, DEMO_PASSWORD } from './support/accounts';
import { translator } from './support/i18n';
import { expect, holdScripts, routePath, routeUrl, test } from './support/test';

/**
 * The sign-in page comes prerendered in the HTML (decision 033): it shows, in its language,
 * before any script has arrived, and the app takes over what was typed and sent meanwhile.
 */

for (const locale of ['en', 'ko'] as const) {
  const t = translator(locale);

  test(`sign-in shows before its scripts, and keeps what was typed (${locale})`, async ({
    page,
  }) => {
    const user = account('pastor');
    const release = await holdScripts(page);
    await page.goto(routePath(locale, 'signIn'), { waitUntil: 'commit' });

    const prerendered = page.locator('#prerendered');
    await expect(
      prerendered.getByRole('heading', { level: 1, name: t('auth.signIn.title') }),
    ).toBeVisible();
    await prerendered.getByRole('textbox', { name: t('auth.fields.email') }).fill(user.email);
    await prerendered.locator('input[name=password]').fill(DEMO_PASSWORD);

    release();
    await expect(prerendered).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: t('auth.fields.email') })).toHaveValue(
      user.email,
    );
    await expect(page.locator('input[name=password]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routeUrl(locale, user.dashboard));
  });
}

test('a sign-in sent before the app is there is held, and the app sends it', async ({ page }) => {
  const t = translator('fr');
  const user = account('pastor');
  const release = await holdScripts(page);
  const sentAsGet: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).search)
      sentAsGet.push(request.url());
  });
  await page.goto(routePath('fr', 'signIn'), { waitUntil: 'commit' });

  const prerendered = page.locator('#prerendered');
  await prerendered.getByRole('textbox', { name: t('auth.fields.email') }).fill(user.email);
  await prerendered.locator('input[name=password]').fill(DEMO_PASSWORD);
  await prerendered.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();
  await expect(prerendered).toBeVisible();

  release();
  await expect(page).toHaveURL(routeUrl('fr', user.dashboard));
  // The password never went out in an address.
  expect(sentAsGet).toEqual([]);
});

test('a press on the button that spans the app’s arrival still signs in', async ({ page }) => {
  const t = translator('en');
  const user = account('pastor');
  const release = await holdScripts(page);
  await page.goto(routePath('en', 'signIn'), { waitUntil: 'commit' });
  const prerendered = page.locator('#prerendered');
  await prerendered.getByRole('textbox', { name: t('auth.fields.email') }).fill(user.email);
  await prerendered.locator('input[name=password]').fill(DEMO_PASSWORD);

  // Press the button, and keep it pressed while the app arrives and mounts its page behind.
  const button = prerendered.getByRole('button', { name: t('auth.signIn.submit'), exact: true });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('#root [data-takes-over-prerendered]')).toBeAttached();
  // A frame and a task later the page's mount effects have run (where the takeover happens).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  await page.mouse.up();
  await expect(page).toHaveURL(routeUrl('en', user.dashboard));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page shows, and its form cannot be sent as a plain GET', async ({ page }) => {
    const t = translator('en');
    await page.goto(routePath('en', 'signIn'));
    const prerendered = page.locator('#prerendered');
    await expect(prerendered.getByRole('heading', { level: 1 })).toHaveText(t('auth.signIn.title'));
    await expect(
      prerendered.getByRole('button', { name: t('auth.signIn.submit'), exact: true }),
    ).toBeDisabled();
  });
});

test('a visitor the browser remembers as signed in never sees the sign-in form', async ({
  page,
}) => {
  // No script runs in this test: the app, once started, would write its own (signed-out)
  // session over the one set here.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(routePath('en', 'signIn'), { waitUntil: 'commit' });
  await page.evaluate(() => localStorage.setItem('outreach.auth', '{"jwt":"x"}'));
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toBeAttached();
  await expect(page.locator('#prerendered')).toBeHidden();
});
