import { readFile } from 'node:fs/promises';
import { qrTextOfPdf } from '#server/testing/pdf-image';
import { approvedChurchVideo, createChurch } from './support/api';
import { localized, translator } from './support/i18n';
import { expect, signIn, test } from './support/test';

/**
 * A bulletin insert made for the church (issue 25, decision 069): a church's leader downloads the
 * demo's partner insert as a PDF; its QR code holds the church's own insert link, and a phone
 * that scans it counts in Card results as an insert, not a card.
 */

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

// One layout: Spanish at a phone's width (the insert's screens have stories at both widths).
const locale = 'es';
const t = translator(locale);

test.describe('bulletin inserts (es, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 900 } });
  test('the insert PDF carries the church’s insert link; its scan counts as an insert', async ({
    page,
    request,
  }) => {
    const church = await createChurch(request);
    const welcome = await approvedChurchVideo(request, church, 'welcome');
    await signIn(page, { email: church.leader.email, dashboard: 'dashboard' }, locale);

    await page.goto(localized(locale, '/bulletinInserts/invite-a-friend-sunday'));
    await expect(
      page.getByRole('heading', { level: 2, name: t('insertDownloads.title') }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('insertDownloads.letter') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\(Letter\)\.pdf$/);
    const pdf = await readFile(await download.path());
    const link = await qrTextOfPdf(pdf);
    expect(link).toMatch(/\/c\/[2-9A-HJ-NP-Z]{7}$/);

    const phone = await page.context().browser()!.newPage({ userAgent: PHONE, locale });
    await phone.goto(link!);
    await expect(phone).toHaveURL(new RegExp(`/v/${welcome.slug}$`));
    await phone.close();

    await page.goto(localized(locale, '/get-results'));
    await expect(page.getByRole('heading', { level: 1, name: t('results.title') })).toBeVisible();
    await expect(
      page.getByText(t('results.scansBySource', { card: 0, insert: 1 }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('results.batch') })).toContainText(
      t('results.insertOption', { code: link!.slice(-7) }),
    );
  });
});
