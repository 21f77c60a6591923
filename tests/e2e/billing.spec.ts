import { readFile } from 'node:fs/promises';
import { pdfText } from '#server/testing/pdf-text.ts';
import { account } from './support/accounts';
import {
  checkedOutChurch,
  createFreePartner,
  fillCard,
  fillSignUp,
  TEST_CARDS,
} from './support/billing';
import { localized } from './support/i18n';
import { describeInLayouts, inMainMenu } from './support/layouts';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * Issue 10's payment flows against the sandbox provider: a new church checks out and lands on
 * its dashboard (a double click sends one payment), a declined card names the card number, a
 * free partner upgrades and gets the pastor's menu at once, and an invoice downloads as a PDF
 * with its number and total. Each flow makes its own church. English on a desktop, Korean on a
 * phone (decision 041).
 */

describeInLayouts('billing', 'ko', (layout) => {
  const { locale, t } = layout;

  test('a new church checks out with 4242 4242 4242 4242, lands on its dashboard and downloads its invoice', async ({
    page,
  }) => {
    await page.goto(routePath(locale, 'checkout'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('billing.checkout.title') }),
    ).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: t('testMode.label') })).toBeVisible();
    await fillSignUp(page, t);
    await page.getByRole('button', { name: t('pricingTable.joinMonthly') }).click();
    await fillCard(page, t, TEST_CARDS.succeeds);

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/checkout'))
        keys.push((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
    });
    await page.getByRole('button', { name: t('billing.checkout.submit') }).dblclick();
    await expect(page).toHaveURL(routeUrl(locale, 'dashboard'));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size, 'one payment, one idempotency key').toBe(1);

    // The account lists the first invoice; its PDF carries the number and the total.
    await page.goto(routePath(locale, 'account'));
    const invoices = page.getByRole('table', { name: t('invoiceList.label') });
    const number = (await invoices.getByRole('rowheader').first().textContent())!.trim();
    expect(number).toMatch(/\S+/);
    const total = (await invoices
      .getByRole('row')
      .nth(1)
      .locator('[data-column="total"]')
      .textContent())!;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `${t('invoiceList.download')} ${number}` }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(number);
    // The amount as both write it (the PDF in the church's language, the page in the reader's).
    expect(text).toContain(total.replace(/[^\d.,]/g, ''));
  });

  test('a declined card (4000 0000 0000 0002) names the card number and creates nothing', async ({
    page,
  }) => {
    await page.goto(routePath(locale, 'checkout'));
    const { email } = await fillSignUp(page, t);
    await fillCard(page, t, TEST_CARDS.declined);
    await page.getByRole('button', { name: t('billing.checkout.submit') }).click();
    const summary = page.getByRole('alert', { name: t('formErrorSummary.cardFailure') });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('link', { name: t('cardPaymentForm.fields.cardNumber') }),
    ).toBeVisible();
    await expect(summary).toContainText(t('billing.errors.cardDeclined'));
    await expect(page).toHaveURL(routeUrl(locale, 'checkout'));
    const answer = await page.request.post('/api/v1/auth/sign_in', {
      data: { email, password: 'outreach-demo' },
    });
    expect(answer.ok(), 'a declined checkout leaves nothing that can sign in').toBe(false);
  });

  test('a free partner upgrades and sees the full pastor menu at once', async ({
    page,
    request,
  }) => {
    const partner = await createFreePartner(request);
    await signIn(page, partner, locale);
    await inMainMenu(page, layout, async (menu) => {
      await menu.getByRole('link', { name: t('menu.upgradeMembership') }).click();
    });
    await expect(page).toHaveURL(routeUrl(locale, 'upgradeInformation'));
    await page.getByRole('link', { name: t('billing.upgrade.seePlans') }).click();
    await fillCard(page, t, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: t('billing.upgrade.submit') }).click();
    await expect(page).toHaveURL(routeUrl(locale, 'upgradeSuccessful'));
    await expect(page.getByText(t('billing.upgrade.doneTitle'))).toBeVisible();
    await inMainMenu(page, layout, async (menu) => {
      await expect(menu.getByRole('link', { name: t('menu.invoicesAndPayments') })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('menu.orderCards') })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('menu.upgradeMembership') })).toHaveCount(0);
    });
  });

  test("an admin refunds a church's payment from the account's page; the membership ends", async ({
    page,
    request,
  }) => {
    const church = await checkedOutChurch(request);
    await signIn(page, account('admin'), locale);
    await page.goto(localized(locale, `/admin/account/${church.accountId}`));
    await expect(
      page.getByRole('heading', { level: 2, name: t('billing.payments.title') }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${t('billing.payments.refund')}`) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('billing.payments.refund') }).click();
    await expect(page.getByText(t('billing.payments.status.refunded')).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${t('billing.payments.refund')}`) }),
    ).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('admin-refund.png'), fullPage: true });

    // The church's plan has ended: its pastor is asked to pay again.
    const token = (
      (await (
        await request.post('/api/v1/auth/sign_in', {
          data: { email: church.email, password: 'outreach-demo' },
        })
      ).json()) as { token: string }
    ).token;
    const details = await request.get('/api/v1/subscription_details', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await details.json()) as { state: string }).state).toBe('canceled');
  });
});
