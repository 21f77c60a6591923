import type { APIRequestContext } from '@playwright/test';
import { API_BASE } from '#contract/endpoint';
import type { QrCodeRecord } from '#contract/shortCodes/qrCodesResource';
import type { CardResultsResponse } from '#contract/results/results';
import { adminToken, approvedChurchVideo, call, createChurch, tokenOf } from './support/api';
import { account } from './support/accounts';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, signIn, test } from './support/test';

/**
 * get-results against the running product (issue 11, decision 052): a phone scans a card of a
 * church made for the test, opens its video page and plays the video; the church's leader finds
 * the scan, the view and the play in get-results' funnel, the watched quarters of its Vimeo
 * video said to be unmeasured, and keeps the chosen batch through a reload. And the demo
 * church's uploaded welcome video, played to its end by a phone that scanned a new code, counts
 * every quarter (the page's progress script).
 */

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function makeCode(request: APIRequestContext, accountId: number, label: string) {
  return call<QrCodeRecord>(request, await adminToken(request), '/admin/qr_codes/create', {
    account_id: accountId,
    label,
  });
}

describeInLayouts('card results', 'ko', ({ locale, t }) => {
  test('a scan, its page view and its play show in the funnel, per batch', async ({
    page,
    request,
  }) => {
    const church = await createChurch(request);
    const welcome = await approvedChurchVideo(request, church, 'welcome');
    const code = await makeCode(request, church.accountId, `Advent ${church.slug}`);

    const phone = await page.context().browser()!.newPage({ userAgent: PHONE, locale });
    await phone.goto(code.short_url);
    await expect(phone).toHaveURL(new RegExp(`/v/${welcome.slug}$`));
    await phone.getByRole('link', { name: t('publicChurch.video.play') }).click();
    await expect(phone).toHaveURL(/play=1/);
    await phone.close();

    await signIn(page, { email: church.leader.email, dashboard: 'dashboard' }, locale);
    await page.goto(localized(locale, '/get-results'));
    await expect(page.getByRole('heading', { level: 1, name: t('results.title') })).toBeVisible();
    const funnel = page.getByRole('img', { name: new RegExp(t('results.funnelTitle')) });
    await expect(funnel).toHaveAccessibleName(
      new RegExp(
        `${t('results.steps.scans')}: 1, ${t('results.steps.view')}: 1, ${t('results.steps.play')}: 1`,
      ),
    );
    await expect(page.getByText(t('results.embeddedNote'))).toBeVisible();

    await page
      .getByRole('combobox', { name: t('results.batch') })
      .selectOption({ value: String(code.id) });
    await expect(page).toHaveURL(new RegExp(`batch=${code.id}`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: t('results.batch') })).toHaveValue(
      String(code.id),
    );
    await expect(funnel).toHaveAccessibleName(new RegExp(`${t('results.steps.scans')}: 1`));
    await page.screenshot({ path: test.info().outputPath('get-results.png'), fullPage: true });
  });
});

test('an uploaded video played to its end by a phone that scanned a card counts every quarter', async ({
  browser,
  request,
}) => {
  const pastor = account('pastor');
  const grace = await call<{ account_id: number }>(
    request,
    await tokenOf(request, pastor.email),
    '/lookup_profile',
    {},
  );
  const code = await makeCode(request, grace.account_id, `Video test ${Date.now()}`);
  const phone = await browser.newPage({ userAgent: PHONE });
  await phone.goto(code.short_url);
  await expect(phone).toHaveURL(/\/v\/welcome-to-grace$/);
  const video = phone.locator('video[data-progress]');
  await expect(video).toBeVisible();
  // Muted, as a browser lets a page start a video without a press; played to its end.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
  });
  await expect
    .poll(
      async () =>
        (
          await request.get(`${API_BASE}/results/cards?code_id=${code.id}`, {
            headers: { authorization: `Bearer ${await tokenOf(request, pastor.email)}` },
          })
        ).json() as Promise<CardResultsResponse>,
    )
    .toMatchObject({ funnel: { scans: 1, view: 1, play: 1, watched_100: 1 } });
  await phone.close();
});
