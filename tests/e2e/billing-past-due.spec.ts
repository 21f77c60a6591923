import type { Locale } from '#ds/i18n';
import { account } from './support/accounts';
import { mailsTo } from './support/api';
import { fillCard, TEST_CARDS } from './support/billing';
import { translator } from './support/i18n';
import { inMainMenu } from './support/layouts';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * The demo's past_due churches: each one's monthly renewal was refused by its 0341 card, so the
 * pastor sees only the Account payment items. Updating the card on paymentInfo pays the open
 * invoice and gives everything back, and the receipt is mailed in the pastor's language. Paying
 * changes the church, so each pair of language and width (decision 041) pays a church of its
 * own: Hope Fellowship in English at 1280 px, Sarang Church (its pastor reads Korean, demo step
 * demo-past-due-ko-v1) in Korean at 375 px. The file runs after the suite's other projects have
 * read Hope Fellowship as past_due (the `billing-past-due` project in playwright.config.ts).
 */

const PAIRS: { locale: Locale; width: number; pastor: string; planName: string }[] = [
  { locale: 'en', width: 1280, pastor: account('pastdue').email, planName: 'Small church' },
  { locale: 'ko', width: 375, pastor: 'pastdue-ko@demo.church', planName: '소형 교회' },
];

for (const { locale, width, pastor, planName } of PAIRS) {
  test.describe(`past_due (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    const t = translator(locale);
    const layout = { locale, width, phone: width < 768, t };

    test('a past_due pastor updates the card, pays the open invoice and gets everything back', async ({
      page,
      request,
    }) => {
      await signIn(page, { email: pastor, dashboard: 'dashboard' }, locale);
      await inMainMenu(page, layout, async (menu) => {
        await expect(menu.getByRole('link', { name: t('menu.orderCards') })).toHaveCount(0);
        await menu.getByRole('link', { name: t('menu.paymentInfo') }).click();
      });
      await expect(page).toHaveURL(routeUrl(locale, 'paymentInfo'));
      const waiting = t('billing.paymentInfo.openInvoice', { number: '(TL-\\d{4}-\\d{6})' });
      await expect(page.getByText(new RegExp(waiting))).toBeVisible();
      const number = new RegExp(waiting).exec(
        (await page.getByText(new RegExp(waiting)).textContent()) ?? '',
      )?.[1];

      // The refused card again: still refused, still past_due.
      await fillCard(page, t, TEST_CARDS.failsWhenCharged);
      await page.getByRole('button', { name: t('billing.paymentInfo.saveAndPay') }).click();
      await expect(
        page.getByRole('alert', { name: t('formErrorSummary.cardFailure') }),
      ).toBeVisible();

      await fillCard(page, t, TEST_CARDS.succeeds);
      await page.getByRole('button', { name: t('billing.paymentInfo.saveAndPay') }).click();
      await expect(page.getByText(t('billing.paymentInfo.paid'))).toBeVisible();
      await inMainMenu(page, layout, async (menu) => {
        await expect(menu.getByRole('link', { name: t('menu.orderCards') })).toBeVisible();
      });

      // The plan, by its name in this language, is active again.
      await page.goto(routePath(locale, 'plan'));
      await expect(page.getByText(t('planSummary.state.active'))).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: planName })).toBeVisible();

      // The receipt is mailed in the pastor's language, its invoice line written in it too.
      const item = t('billingItems.monthly', { plan: planName, number: 4, total: 12 });
      await expect
        .poll(async () =>
          (await mailsTo(request, pastor)).find((mail) => mail.subject.includes(number ?? '?')),
        )
        .toMatchObject({
          subject: t('mail.paymentReceipt.subject', { number: number ?? '' }),
          text: expect.stringContaining(item),
        });
    });
  });
}
