import type { Page } from '@playwright/test';
import { account } from './support/accounts';
import { translator } from './support/i18n';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * The navigation guard of spec section 2 (its rules in order) and the redirects around it,
 * seen from the browser: what the address bar ends up showing, and what the page says.
 */

const t = translator('en');

async function expectNotFoundPage(
  page: Page,
  route: 'systemNotFound' | 'notFound' = 'systemNotFound',
) {
  await expect(page).toHaveURL(routeUrl('en', route));
  await expect(
    page.getByRole('heading', { level: 1, name: t('system.notFound.title'), exact: true }),
  ).toBeVisible();
}

test.describe('signed out', () => {
  test('a visitor to /dashboard goes to sign-in (rule 4)', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'signIn'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('auth.signIn.title'), exact: true }),
    ).toBeVisible();
  });

  test('/ goes to the dashboard, and so to sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  });

  test('an unknown path shows the system 404 page, in the language of the URL', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expectNotFoundPage(page);
    await page.goto('/fr/pas-de-page-ici');
    await expect(page).toHaveURL(routeUrl('fr', 'systemNotFound'));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: translator('fr')('system.notFound.title'),
        exact: true,
      }),
    ).toBeVisible();
  });

  test('system pages are open to everyone (rule 2)', async ({ page }) => {
    await page.goto('/users/system/404');
    await expectNotFoundPage(page);
  });
});

test.describe('admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, account('admin'));
  });

  test('sent to /dashboard lands on the admin dashboard (rule 5)', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('dashboard.admin.title'), exact: true }),
    ).toBeVisible();
  });

  test('sent to another dashboard or to / lands on the admin dashboard too', async ({ page }) => {
    await page.goto('/care-dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
    await page.goto('/');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
  });

  test('sent to a non-admin page gets the 404 page (rule 5)', async ({ page }) => {
    await page.goto('/inbox');
    await expectNotFoundPage(page);
    await page.goto('/orderCards');
    await expectNotFoundPage(page);
  });

  test('opens admin pages', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(routeUrl('en', 'adminSettings'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('adminSettings.title'), exact: true }),
    ).toBeVisible();
  });
});

test.describe('non-admins', () => {
  test('a pastor on /admin/settings gets the 404 page (rule 5)', async ({ page }) => {
    await signIn(page, account('pastor'));
    await page.goto('/admin/settings');
    await expectNotFoundPage(page);
    await page.goto('/admin/dashboard');
    await expectNotFoundPage(page);
  });

  test('an individual on an admin page gets the 404 page, in Korean (rule 5)', async ({ page }) => {
    await signIn(page, account('individual'), 'ko');
    await page.goto('/ko/admin/user');
    await expect(page).toHaveURL(routeUrl('ko', 'systemNotFound'));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: translator('ko')('system.notFound.title'),
        exact: true,
      }),
    ).toBeVisible();
  });

  test('/ and another role’s dashboard go to the user’s own dashboard (rule 7)', async ({
    page,
  }) => {
    await signIn(page, account('care'));
    await page.goto('/');
    await expect(page).toHaveURL(routeUrl('en', 'careDashboard'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'careDashboard'));
    await page.goto('/individual-dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'careDashboard'));
  });

  test('an unknown path signed in shows the system 404 page', async ({ page }) => {
    await signIn(page, account('free'));
    await page.goto('/definitely-not-a-page');
    await expectNotFoundPage(page);
  });
});

test.describe('a pastor with an active membership', () => {
  // The flows that change a church run as a leader of a church made for the test, whom no
  // payment rule concerns (decision 031): the demo pastor opens the same pages here.
  test('opens the pages that need payment (rule 6 lets them through)', async ({ page }) => {
    await signIn(page, account('pastor'));
    for (const [route, title] of [
      ['inbox', 'inbox.title'],
      ['campuses', 'campuses.title'],
      ['connectRequest', 'connections.requests.title'],
      ['editProfile', 'editProfile.title'],
      ['inviteModerator', 'moderators.invite.title'],
    ] as const) {
      await page.goto(routePath('en', route));
      await expect(page).toHaveURL(routeUrl('en', route));
      await expect(
        page.getByRole('heading', { level: 1, name: t(title), exact: true }),
      ).toBeVisible();
    }
  });
});

test.describe('a pastor whose membership is past_due', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, account('pastdue'));
  });

  test('gets 404 on pages that need payment (rule 6)', async ({ page }) => {
    for (const path of ['/orderCards', '/inbox', '/campuses']) {
      await page.goto(path);
      await expectNotFoundPage(page, 'notFound');
    }
  });

  test('still opens the pages that need no payment', async ({ page }) => {
    for (const [path, route] of [
      ['/account', 'account'],
      ['/paymentInfo', 'paymentInfo'],
      ['/donate', 'donate'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(routeUrl('en', route));
      await expect(
        page.getByRole('heading', { level: 1, name: t('system.notFound.title') }),
      ).toHaveCount(0);
    }
  });
});
