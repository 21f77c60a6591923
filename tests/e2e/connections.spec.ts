import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '../../design-system/i18n';
import { account, DEMO_PASSWORD } from './support/accounts';
import { adminToken, call, createUser, mailsTo, unique } from './support/api';
import { translator } from './support/i18n';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * A person made for the test finds Grace Community Church (the demo pastor's) in the finder and
 * asks to connect with a note; asking again is refused with 409; the pastor is mailed, sees the
 * request under New in connect-request and accepts it; the person is mailed and, after a
 * reload, sees Accepted. In English and Korean, on a desktop and a phone.
 *
 * It adds requests to the demo pastor's church, so it runs in the project after the files that
 * read that church (playwright.config.ts), in order.
 */

test.describe.configure({ mode: 'default' });

const pastor = account('pastor');
const GRACE = 'Grace Community Church';

const layouts = [
  { locale: 'en', width: 1280 },
  { locale: 'ko', width: 1280 },
  { locale: 'en', width: 375 },
  { locale: 'ko', width: 375 },
] as const satisfies readonly { locale: Locale; width: number }[];

for (const { locale, width } of layouts) {
  test.describe(`connections (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    const t = translator(locale);

    test('a person asks the demo church to connect and the pastor accepts', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      // A person of the test's own, with an individual account of their own.
      const admin = await adminToken(request);
      const slug = unique('seeker');
      const { id: accountId } = await call<{ id: number }>(
        request,
        admin,
        '/admin/accounts/create',
        { slug, kind: 'individual' },
      );
      const email = `${slug}@example.org`;
      const firstname = `Ruth${slug.slice(-5)}`;
      const name = `${firstname} Person`;
      await createUser(request, admin, accountId, email, { firstname, password: DEMO_PASSWORD });

      await signIn(page, { ...account('individual'), email, firstname }, locale);
      await page.goto(routePath(locale, 'connectToChurch'));
      await expect(
        page.getByRole('heading', { level: 1, name: t('connections.connect.title') }),
      ).toBeVisible();
      const mine = page.getByRole('region', { name: t('connections.connect.mine') });
      await expect(mine).toContainText(t('connections.connect.noneYet'));

      // The finder, searched on the server.
      const search = page.getByRole('searchbox', { name: t('connections.finder.search') });
      await search.fill('Grace');
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]q=Grace/);
      const results = page.getByRole('list', { name: t('connections.finder.results') });
      await expect(results.getByRole('listitem')).toHaveCount(1);

      const note = `Hello from the ${locale} ${width} px test.`;
      await results
        .getByRole('button', { name: t('connections.connect.askWho', { church: GRACE }) })
        .click();
      await page.getByLabel(t('connections.connect.note')).fill(note);
      await page.getByRole('button', { name: t('connections.connect.send') }).click();
      await expect(mine.getByRole('link', { name: new RegExp(GRACE) })).toBeVisible();
      await expect(mine).toContainText(t('connections.status.new'));
      await expect(results).toContainText(t('connections.status.new'));

      // Asking the same church again is refused, naming it.
      const signedIn = await request.post('/api/v1/auth/sign_in', {
        data: { email, password: DEMO_PASSWORD },
      });
      const { token } = (await signedIn.json()) as { token: string };
      const again = await request.post('/api/v1/create_church_connection', {
        data: { account_id: await graceAccountId(request) },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.status()).toBe(409);
      expect(JSON.stringify(await again.json())).toContain(GRACE);

      // The church's leader is told by mail.
      await expect
        .poll(async () => (await mailsTo(request, pastor.email)).map((mail) => mail.subject), {
          timeout: 15_000,
        })
        .toContain(`${name} asks to connect with ${GRACE}`);

      // The pastor, in a browser of their own, accepts.
      const pastorContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const pastorPage = await pastorContext.newPage();
      await signIn(pastorPage, pastor, locale);
      await pastorPage.goto(routePath(locale, 'connectRequest'));
      await expect(
        pastorPage.getByRole('heading', { level: 1, name: t('connections.requests.title') }),
      ).toBeVisible();
      const table = pastorPage.getByRole('table', { name: t('connections.requests.title') });
      await expect(table).toContainText(name);
      await expect(table).toContainText(note);
      await table
        .getByRole('button', { name: t('connections.requests.acceptWho', { name }) })
        .click();
      await expect(
        pastorPage.getByText(t('connections.requests.accepted', { name })),
      ).toBeVisible();
      await expect(table).not.toContainText(name);
      await pastorPage
        .getByRole('link', { name: t('connections.status.accepted'), exact: true })
        .click();
      await expect(pastorPage).toHaveURL(/filter=accepted/);
      await expect(table).toContainText(name);
      await pastorContext.close();

      // The person is told by mail, and sees the answer.
      await expect
        .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), {
          timeout: 15_000,
        })
        .toContain(`${GRACE} accepted your request to connect`);
      await page.reload();
      await expect(page).toHaveURL(routeUrl(locale, 'connectToChurch'));
      await expect(mine).toContainText(t('connections.status.accepted'));
    });
  });
}

async function graceAccountId(request: APIRequestContext) {
  const answer = await request.get('/api/v1/church_finder?q=Grace');
  const { churches } = (await answer.json()) as {
    churches: { account_id: number; name: string }[];
  };
  const grace = churches.find((church) => church.name === GRACE);
  expect(grace).toBeTruthy();
  return grace!.account_id;
}
