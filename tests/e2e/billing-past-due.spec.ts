import { account } from './support/accounts';
import { fillCard, TEST_CARDS } from './support/billing';
import { translator } from './support/i18n';
import { expect, mainMenu, routePath, routeUrl, signIn, test } from './support/test';

/**
 * The demo's past_due church (Hope Fellowship): its monthly renewal was refused by its 0341
 * card, so the pastor sees only the Account payment items. Updating the card on paymentInfo
 * pays the open invoice and gives everything back. It changes the one past_due church of the
 * demo data, so it runs once, after the suite's other projects have read that church as
 * past_due (the `billing-past-due` project in playwright.config.ts).
 */

const t = translator('en');

test('a past_due pastor updates the card, pays the open invoice and gets everything back', async ({
  page,
}) => {
  await signIn(page, account('pastdue'));
  const menu = mainMenu(page, 'en');
  await expect(menu.getByRole('link', { name: t('menu.paymentInfo') })).toBeVisible();
  await expect(menu.getByRole('link', { name: t('menu.orderCards') })).toHaveCount(0);

  await menu.getByRole('link', { name: t('menu.paymentInfo') }).click();
  await expect(page).toHaveURL(routeUrl('en', 'paymentInfo'));
  await expect(page.getByText(/Invoice .+ is waiting for payment/)).toBeVisible();

  // The refused card again: still refused, still past_due.
  await fillCard(page, t, TEST_CARDS.failsWhenCharged);
  await page.getByRole('button', { name: t('billing.paymentInfo.saveAndPay') }).click();
  await expect(page.getByRole('alert', { name: t('formErrorSummary.cardFailure') })).toBeVisible();

  await fillCard(page, t, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: t('billing.paymentInfo.saveAndPay') }).click();
  await expect(page.getByText(t('billing.paymentInfo.paid'))).toBeVisible();
  await expect(menu.getByRole('link', { name: t('menu.orderCards') })).toBeVisible();

  await page.goto(routePath('en', 'plan'));
  await expect(page.getByText(t('planSummary.state.active'))).toBeVisible();
});
