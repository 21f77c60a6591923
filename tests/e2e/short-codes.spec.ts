import type { APIRequestContext } from '@playwright/test';
import { approvedChurchVideo, createChurch } from './support/api';
import { account } from './support/accounts';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, field, signIn, test } from './support/test';

/**
 * A card's short code against the running product (issue 11, decision 047): the admin makes a
 * code for a church made for the test; a phone scanning it lands on the church's welcome video
 * page and is counted once however often it scans, a link previewer not at all; the admin
 * re-points the code to the church's profile video and the same printed code leads there.
 */

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** What a link previewer sees: a 302, fetched without following it. */
async function previewed(request: APIRequestContext, shortUrl: string) {
  const answer = await request.get(new URL(shortUrl).pathname, {
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['cache-control']).toBe('no-store');
}

describeInLayouts('short codes', 'ko', ({ locale, t }) => {
  test.use({ userAgent: PHONE });

  test('a scanned code lands on the welcome video, counted once; re-pointed, it leads to the new page', async ({
    page,
    request,
  }) => {
    const church = await createChurch(request);
    const welcome = await approvedChurchVideo(request, church, 'welcome');
    const profile = await approvedChurchVideo(request, church, 'profile');

    await signIn(page, account('admin'), locale);
    await page.goto(localized(locale, '/admin/qr_code/create'));
    await page
      .getByRole('combobox', { name: t('resources.qr_codes.fields.account_id') })
      .selectOption({ label: church.name });
    const label = `Easter cards ${church.slug}`;
    await field(page, t('resources.qr_codes.fields.label')).fill(label);
    await page.getByRole('button', { name: t('resources.qr_codes.create') }).click();
    await expect(page).toHaveURL(/\/admin\/qr_code\/\d+$/);
    const shortLink = page.getByText(/\/c\/[2-9A-HJKMNP-Z]{7}$/);
    await expect(shortLink).toBeVisible();
    const shortUrl = (await shortLink.textContent())!.trim();
    const codePage = page.url();
    await page.screenshot({ path: test.info().outputPath('qr-code-record.png'), fullPage: true });

    // Scanned twice by the same phone, and once by a link previewer.
    const scanner = await page.context().browser()!.newPage({ userAgent: PHONE, locale });
    for (let scan = 0; scan < 2; scan += 1) {
      await scanner.goto(shortUrl);
      await expect(scanner).toHaveURL(new RegExp(`/v/${welcome.slug}$`));
    }
    await previewed(request, shortUrl);

    await page.goto(localized(locale, '/admin/qr_code'));
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row).toBeVisible();
    const headers = await page.getByRole('columnheader').allTextContents();
    const scans = headers.findIndex((header) =>
      header.includes(t('resources.qr_codes.fields.scans')),
    );
    // The first column is the row's header, the others its cells.
    await expect(row.locator(':scope > *').nth(scans)).toHaveText('1');
    await page.screenshot({ path: test.info().outputPath('qr-codes-list.png'), fullPage: true });

    // Re-pointed to the profile video: the same printed code leads there.
    await page.goto(codePage);
    await page
      .getByRole('combobox', { name: t('resources.qr_codes.fields.video_id') })
      .selectOption({ label: profile.slug });
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('resources.qr_codes.saved'))).toBeVisible();
    await scanner.goto(shortUrl);
    await expect(scanner).toHaveURL(new RegExp(`/v/${profile.slug}$`));
    await scanner.close();
  });
});
