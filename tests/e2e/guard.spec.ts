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

// Each test signs in once and walks through its rules as steps: a sign-in costs more than the
// pages it guards (the spec took 178 s of worker time as fifteen tests, one sign-in each).

test('signed out: a visitor is sent to sign-in, and system pages and the 404 page are open', async ({
  page,
}) => {
  await test.step('a visitor to /dashboard goes to sign-in (rule 4)', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'signIn'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('auth.signIn.title'), exact: true }),
    ).toBeVisible();
  });
  await test.step('/ goes to the dashboard, and so to sign-in', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  });
  await test.step('system pages are open to everyone (rule 2)', async () => {
    await page.goto('/users/system/404');
    await expectNotFoundPage(page);
  });
  // Last: a page in French makes French the browser's language for the pages after it.
  await test.step('an unknown path shows the system 404 page, in the language of the URL', async () => {
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
});

test('an admin lands on the admin dashboard, opens admin pages, and gets 404 elsewhere (rule 5)', async ({
  page,
}) => {
  await signIn(page, account('admin'));
  await test.step('sent to /dashboard, another dashboard or /: the admin dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('dashboard.admin.title'), exact: true }),
    ).toBeVisible();
    await page.goto('/care-dashboard');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
    await page.goto('/');
    await expect(page).toHaveURL(routeUrl('en', 'adminDashboard'));
  });
  await test.step('a non-admin page is the 404 page', async () => {
    await page.goto('/inbox');
    await expectNotFoundPage(page);
    await page.goto('/orderCards');
    await expectNotFoundPage(page);
  });
  await test.step('admin pages open', async () => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(routeUrl('en', 'adminSettings'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('adminSettings.title'), exact: true }),
    ).toBeVisible();
  });
});

// The flows that change a church run as a leader of a church made for the test, whom no payment
// rule concerns (decision 031): the demo pastor opens the same pages here.
test('a pastor with an active membership opens the pages that need payment (rule 6), not admin pages (rule 5)', async ({
  page,
}) => {
  await signIn(page, account('pastor'));
  await test.step('admin pages are the 404 page', async () => {
    await page.goto('/admin/settings');
    await expectNotFoundPage(page);
    await page.goto('/admin/dashboard');
    await expectNotFoundPage(page);
  });
  await test.step('the pages that need payment open', async () => {
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

test('/ and another role’s dashboard go to the user’s own dashboard (rule 7)', async ({ page }) => {
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

test('a pastor whose membership is past_due gets 404 on pages that need payment, not on the others (rule 6)', async ({
  page,
}) => {
  await signIn(page, account('pastdue'));
  await test.step('pages that need payment are the 404 page', async () => {
    for (const path of ['/orderCards', '/inbox', '/campuses']) {
      await page.goto(path);
      await expectNotFoundPage(page, 'notFound');
    }
  });
  await test.step('pages that need no payment open', async () => {
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
