import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CardOrdersResponse } from '#contract/cardOrders/cardOrders';
import type { Translate } from '#ds/i18n';
import { adminToken, call, createChurch, createPerson, tokenOf } from './support/api';
import { checkedOutChurch, fillCard, TEST_CARDS } from './support/billing';
import { describeInLayouts } from './support/layouts';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * Issue 11's card ordering: a paying church orders cards (its plan's packs, then its saved
 * card), approves the proof once the job has made it and finds the order in its history; an
 * admin sends it to print and ships it with a UPS number, and the pastor sees the tracking link;
 * an individual connected to a church orders and pays at individual/checkout with a test card.
 * Each test makes its own church and person. English on a desktop, Korean on a phone.
 */

/** A UPS number with a valid check digit (UPS's own published example). */
const UPS_NUMBER = '1Z999AA10123456784';

/** Fills the order form's shipping address (the form's own field names). */
async function fillShipping(page: Page, name: string): Promise<void> {
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="address"]').fill('1200 Main Street');
  await page.locator('input[name="city"]').fill('Springfield');
  await page.locator('input[name="state"]').fill('IL');
  await page.locator('input[name="zipCode"]').fill('62701');
  await page.locator('select[name="country"]').selectOption('US');
}

/** The history table's row of an order. */
function historyRow(page: Page, t: Translate, number: string) {
  return page
    .getByRole('table', { name: t('invitationCards.history.label') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number }) });
}

describeInLayouts('cards', 'ko', (layout) => {
  const { locale, t } = layout;

  test('a pastor orders cards, approves the proof and sees the order in history; shipped with UPS, the tracking link shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const church = await checkedOutChurch(request);
    await signIn(page, { email: church.email, dashboard: 'dashboard' }, locale);
    await page.goto(routePath(locale, 'orderCards'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.orderCards') }),
    ).toBeVisible();
    // The card as it prints: the church's name and the QR code of a short link.
    const preview = page.getByRole('figure', {
      name: t('invitationCards.preview.label', { church: church.church }),
    });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('img', { name: /\/c\// })).toBeVisible();
    // The spec's suggested use, and the server's price for two packs.
    await expect(
      page.getByRole('note').filter({ hasText: t('invitationCards.packs.adviceTitle') }),
    ).toContainText(t('invitationCards.packs.advice', { count: 3 }));
    await page.getByRole('button', { name: t('invitationCards.packs.more') }).click();
    await expect(page.getByRole('textbox', { name: t('invitationCards.packs.label') })).toHaveValue(
      '2',
    );
    await expect(page.getByText(t('invitationCards.packs.total'), { exact: true })).toBeVisible();

    // The spec's prompts on an empty address, then the order.
    await page.getByRole('button', { name: t('orderCards.place'), exact: true }).click();
    await expect(page.getByText(t('locationForm.cityRequired')).first()).toBeVisible();
    await fillShipping(page, church.church);
    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/card_orders') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t('orderCards.place'), exact: true }).click();
    expect((await placed).ok()).toBe(true);

    // The proof job makes the proof within seconds; the page looks again until it is there.
    const approve = page.getByRole('button', {
      name: t('orderCards.progress.approve'),
      exact: true,
    });
    await expect(approve).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('orderCards.progress.openProof') }).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await approve.click();

    const token = await tokenOf(request, church.email);
    const { orders } = (await (
      await request.get('/api/v1/card_orders', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as CardOrdersResponse;
    const order = orders[0]!;
    expect(order.packs).toBe(2);
    const row = historyRow(page, t, order.number);
    await expect(row).toContainText(t('invitationCards.state.approved'));

    // An admin sends it to print, then ships it with a UPS number.
    const admin = await adminToken(request);
    await call(request, admin, '/admin/card_order_transition', {
      order_id: order.id,
      to: 'in_production',
    });
    await call(request, admin, '/admin/card_order_transition', {
      order_id: order.id,
      to: 'shipped',
      carrier: 'ups',
      tracking_number: UPS_NUMBER,
    });
    await page.reload();
    await expect(row).toContainText(t('invitationCards.state.shipped'));
    const tracking = row.getByRole('link', {
      name: new RegExp(t('invitationCards.history.track', { carrier: 'UPS', number: UPS_NUMBER })),
    });
    await expect(tracking).toHaveAttribute('href', new RegExp(`ups\\.com.*${UPS_NUMBER}`));

    // Re-order starts from this order: its packs and address filled in.
    await row.getByRole('link', { name: new RegExp(t('invitationCards.history.reorder')) }).click();
    await expect(page).toHaveURL(routeUrl(locale, 'reOrderCards'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.reOrderCards') }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('invitationCards.packs.label') })).toHaveValue(
      '2',
    );
    await expect(page.locator('input[name="zipCode"]')).toHaveValue('62701');
  });

  test('a person saves a shipping address on Account, and the order form starts from it', async ({
    page,
    request,
  }) => {
    const [person, church] = await Promise.all([createPerson(request), createChurch(request)]);
    await call(request, await tokenOf(request, person.email), '/create_church_connection', {
      account_id: church.accountId,
    });
    await signIn(page, person, locale);
    await page.goto(routePath(locale, 'account'));
    const card = page.getByRole('region', { name: t('shippingAddress.title') });
    await expect(card.getByText(t('account.shipping.none'))).toBeVisible();
    await fillShipping(page, person.name);
    await page.locator('input[name="zipCode"]').fill('62704');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/users/update_shipping'),
    );
    await card.getByRole('button', { name: t('account.shipping.save') }).click();
    expect((await saved).ok()).toBe(true);
    await expect(card.getByText(t('account.shipping.saved'))).toBeVisible();
    await page.goto(routePath(locale, 'individualOrderCards'));
    await expect(page.locator('input[name="zipCode"]')).toHaveValue('62704');
    await expect(page.locator('input[name="name"]')).toHaveValue(person.name);
  });

  test('an individual orders cards and pays at individual/checkout with a test card', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [person, church] = await Promise.all([createPerson(request), createChurch(request)]);
    await call(request, await tokenOf(request, person.email), '/create_church_connection', {
      account_id: church.accountId,
    });
    await signIn(page, person, locale);
    await page.goto(routePath(locale, 'individualOrderCards'));
    await expect(
      page.getByRole('figure', {
        name: t('invitationCards.preview.label', { church: church.name }),
      }),
    ).toBeVisible();
    await fillShipping(page, person.name);
    await page.getByRole('button', { name: t('orderCards.placeAndPay'), exact: true }).click();

    // Stand-alone checkout: the server's amount, the test-mode mark, one payment for a double click.
    await expect(page).toHaveURL(routeUrl(locale, 'individualCheckout'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('cardCheckout.title') }),
    ).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: t('testMode.label') })).toBeVisible();
    await fillCard(page, t, TEST_CARDS.succeeds);
    const keys: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/v1/card_orders/checkout'))
        keys.push((sent.postDataJSON() as { idempotency_key: string }).idempotency_key);
    });
    await page
      .getByRole('button', { name: new RegExp(t('cardCheckout.pay', { amount: '.+' })) })
      .dblclick();
    await expect(page.getByText(t('cardCheckout.paid'))).toBeVisible();
    expect(new Set(keys).size, 'one payment, one idempotency key').toBe(1);

    await page.getByRole('link', { name: t('cardCheckout.followOrder') }).click();
    await expect(page).toHaveURL(routeUrl(locale, 'individualOrderCards'));
    const { orders } = (await (
      await request.get('/api/v1/card_orders', {
        headers: { authorization: `Bearer ${await tokenOf(request, person.email)}` },
      })
    ).json()) as CardOrdersResponse;
    expect(orders[0]!.state).not.toBe('draft');
    await expect(historyRow(page, t, orders[0]!.number)).toBeVisible();
  });
});
