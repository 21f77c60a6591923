import type { Page } from '@playwright/test';
import { createChurch, mailsTo, unique } from './support/api';
import { describeInLayouts } from './support/layouts';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * Issue 10's 'a gift made publicly': a visitor opens the stand-alone donation page, chooses an
 * amount, covers the fee and pays with Stripe's test card 4242…; the thank-you names the
 * receipt, whose mail arrives with the receipt PDF attached. A declined card (4000…0002) shows
 * the card form's field message. In English on a desktop and in Korean on a phone.
 */

describeInLayouts('giving', 'ko', ({ locale, t }) => {
  async function fillCard(page: Page, number: string) {
    await field(page, t('cardPaymentForm.fields.firstName')).fill('Ada');
    await field(page, t('cardPaymentForm.fields.lastName')).fill('Giver');
    await field(page, t('cardPaymentForm.fields.cardNumber')).fill(number);
    await field(page, t('cardPaymentForm.fields.month')).fill('03');
    await field(page, t('cardPaymentForm.fields.year')).fill('2030');
    await field(page, t('cardPaymentForm.fields.cvv')).fill('123');
  }

  test('a visitor gives publicly with the 4242 card and gets the receipt by mail', async ({
    page,
    request,
  }, testInfo) => {
    const email = `${unique('donor')}@example.org`;
    await page.goto(routePath(locale, 'donation'));
    await expect(page.getByRole('heading', { level: 1, name: t('give.title') })).toBeVisible();
    await expect(page.getByText(t('testMode.label')).first()).toBeVisible();

    await page.getByLabel(t('givingForm.otherAmount')).check();
    await field(page, t('givingForm.customAmount')).fill('40');
    const fee = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1.51);
    await page.getByLabel(t('givingForm.coverFeeAmount', { fee })).check();
    await expect(page.getByTestId('gift-total')).toContainText('41.51');
    await field(page, t('givingForm.email')).fill(email);
    await fillCard(page, '4242 4242 4242 4242');
    await page.screenshot({ path: testInfo.outputPath('form.png'), fullPage: true });
    const give = page.getByRole('button', { name: t('givingForm.give') });
    // A double click gives once (one idempotency key for the gift).
    await give.dblclick();

    await expect(page.getByText(t('give.thanks.title'))).toBeVisible();
    const receipt = await page
      .getByText(/GR-\d{4}-\d{6}/)
      .first()
      .textContent();
    const number = /GR-\d{4}-\d{6}/.exec(receipt ?? '')?.[0];
    expect(number).toBeTruthy();
    await page.screenshot({ path: testInfo.outputPath('thanks.png'), fullPage: true });

    await expect
      .poll(async () => (await mailsTo(request, email)).length, {
        message: `a receipt mail to ${email}`,
        timeout: 15_000,
      })
      .toBe(1);
    await page.waitForTimeout(1_000);
    const mails = await mailsTo(request, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.text).toContain(number!);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        filename: `${number}.pdf`,
        contentType: 'application/pdf',
        head: '%PDF-',
      }),
    ]);
  });

  test('a signed-in person gives every month, then cancels the gift from Account', async ({
    page,
    request,
  }) => {
    const church = await createChurch(request);
    await signIn(page, church.leader, locale);
    await page.goto(routePath(locale, 'donate'));
    await page.getByLabel(t('givingForm.intervals.month')).check();
    await page.getByLabel(t('givingForm.otherAmount')).check();
    await field(page, t('givingForm.customAmount')).fill('25');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: t('givingForm.give') }).click();
    await expect(page.getByText(t('give.thanks.title'))).toBeVisible();

    // The account lists the monthly gift with its Cancel.
    await page.goto(routePath(locale, 'account'));
    const gifts = page.getByRole('heading', { level: 2, name: t('myGifts.title') });
    await expect(gifts).toBeVisible();
    await page.getByRole('button', { name: t('myGifts.cancel') }).click();
    await page.getByRole('button', { name: t('myGifts.cancelConfirm') }).click();
    await expect(gifts).toBeHidden();
  });

  test('a declined card shows the card form’s field message', async ({ page }) => {
    await page.goto(routePath(locale, 'donation'));
    await field(page, t('givingForm.email')).fill(`${unique('declined')}@example.org`);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: t('givingForm.give') }).click();
    await expect(page.getByText(t('formErrorSummary.cardFailure'))).toBeVisible();
    await expect(page.getByText(t('cardPaymentForm.errors.cardNumber')).first()).toBeVisible();
  });
});
