import { account, DEMO_PASSWORD } from './support/accounts';
import { translator } from './support/i18n';
import {
  expect,
  expectedMenu,
  mainMenu,
  readMenu,
  routeUrl,
  signIn,
  signInForm,
  test,
  publicChurchLink,
} from './support/test';

/** Signing out, staying signed in across a reload, and the menu on a phone. */

const t = translator('en');

test('signing out returns to sign-in, and the dashboard and the old token stop working', async ({
  page,
  request,
}) => {
  const user = account('individual');
  await signIn(page, user);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('outreach.auth') ?? '{}') as { jwt?: string }).jwt,
  );
  expect(token, 'the signed-in token kept by the browser').toBeTruthy();

  await page.getByRole('button', { name: t('userMenu.menuName') }).click();
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('menuitem', { name: t('userMenu.logOut') }).click();
  expect((await logout).ok(), 'the server accepted the logout').toBe(true);

  await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  await expect(page.getByRole('heading', { level: 1, name: t('auth.signIn.title') })).toBeVisible();

  // The dashboard is no longer reachable, not even with the back button or its address.
  await page.goBack();
  await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  await page.goto('/individual-dashboard');
  await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  await expect(page.getByRole('navigation', { name: t('leftMenu.label') })).toHaveCount(0);

  // The server revoked the token: it no longer opens the profile.
  const profile = await request.post('/api/v1/lookup_profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(401);
});

test('signing out says so, and the next person to sign in on that page gets their own dashboard', async ({
  page,
}) => {
  // Guards App.tsx's RouteHost: the page being left must not be guarded again while the logout
  // navigation is under way (rule 4 would replace ?notice=signedOut with ?redirectTo=<that page>).
  await signIn(page, account('admin'));
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: t('userMenu.menuName') }).click();
  await page.getByRole('menuitem', { name: t('userMenu.logOut') }).click();
  await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  await expect(page.getByText(t('auth.signIn.notice.signedOut.title'))).toBeVisible();

  // A pastor signing in next on this page is not sent to the admin's last page (a 404 for them).
  const pastor = account('pastor');
  const form = signInForm(page, t);
  await form.email.fill(pastor.email);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(routeUrl('en', pastor.dashboard));
});

test('a signed-in user stays signed in across a reload', async ({ page }) => {
  const user = account('care');
  await signIn(page, user);
  await page.reload();
  await expect(page).toHaveURL(routeUrl('en', user.dashboard));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t(user.heading.key, user.heading.params),
      exact: true,
    }),
  ).toBeVisible();
});

test("a remembered pastor's dashboard takes the calls its page started: each asked once", async ({
  page,
}) => {
  // index.html starts the session's calls and the dashboard's steps before the app's code
  // arrives; the app adopts them rather than asking again (decision 040).
  const pastor = account('pastor');
  await signIn(page, pastor);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v1/')) asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: t(pastor.heading.key, pastor.heading.params) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t('dashboard.actionSteps.title') })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  // The cards other features add (posts, the boot camp) read their own data once it is there.
  await expect(
    page.getByRole('heading', { name: t('education.posts.title'), exact: true }),
  ).toBeVisible();
  await expect.poll(() => asked.get('/api/v1/bootcamp/course')).toBe(1);
  expect(Object.fromEntries(asked)).toEqual({
    '/api/v1/lookup_profile': 1,
    '/api/v1/get_config': 1,
    '/api/v1/get_instruction_videos': 1,
    '/api/v1/lookup_user': 1,
    '/api/v1/content/items': 1,
    '/api/v1/bootcamp/course': 1,
  });
});

test('a stored token the server no longer takes is refused at the first call: sign in again', async ({
  page,
  request,
}) => {
  const user = account('website');
  await signIn(page, user);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('outreach.auth') ?? '{}') as { jwt?: string }).jwt,
  );
  // Revoked behind the app's back while no page of it is open: the stored session is now stale.
  // (An open dashboard could still send a call of its first load after the revocation and sign
  // itself out before the next visit, which is then an ordinary signed-out visit.)
  const dashboard = page.url();
  await page.goto('about:blank');
  const revoked = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${String(token)}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.goto(dashboard);
  await expect(page).toHaveURL(/\/users\/signIn\?/);
  await expect(page.getByText(t('auth.signIn.notice.sessionExpired.title'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('outreach.auth'))).toBeNull();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu lives in a drawer that opens from the top bar and closes again', async ({
    page,
  }) => {
    const user = account('pastor');
    const profile = await signIn(page, user);
    const open = page.getByRole('button', { name: t('topBar.openMenu') });
    const drawer = page.getByRole('dialog', { name: t('leftMenu.label') });

    // Closed at first: the page has the room.
    await expect(open).toBeVisible();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    const nav = mainMenu(page, 'en');
    await expect(nav).toBeVisible();
    await expect
      .poll(() => readMenu(nav), { message: 'the menu in the drawer' })
      .toEqual(
        expectedMenu(user.menuUser, 'en', publicChurchLink(page, profile.account_slug, 'en')),
      );
    // The drawer fits the phone.
    const box = await drawer.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(375);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // Following a link closes it and opens the page.
    await open.click();
    await nav.getByRole('link', { name: t('menu.donate'), exact: true }).click();
    await expect(page).toHaveURL(routeUrl('en', 'donate'));
    await expect(drawer).toBeHidden();
  });
});
