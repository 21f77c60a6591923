import type { APIRequestContext, Page } from '@playwright/test';
import type { StoreCheckoutResponse, StoreOrder } from '#contract/store/store';
import type { Locale, Translate } from '#ds/i18n';
import { account, DEMO_PASSWORD } from './support/accounts';
import { adminToken, call, mailsTo, unique } from './support/api';
import { checkedOutChurch } from './support/billing';
import { describeInLayouts } from './support/layouts';
import { shipOnOrderPage, UPS_NUMBER } from './support/orderPage';
import { expect, routePath, signIn, test } from './support/test';

/**
 * Decision 056's fulfilment: a church of the test's own buys a physical product through the
 * API (its address on the order); the admin finds it under Store orders to ship, opens it, is
 * refused an empty ship form and then a UPS number of the wrong check digit (the server's
 * verdict under the field), ships it with a valid one, and finds it under Shipped, no longer
 * to ship. The buyer's mail, in their language, carries the tracking link. English at 1280 px
 * and Spanish at 375 px.
 */

const TRACKING_URL = `https://www.ups.com/track?tracknum=${UPS_NUMBER}`;

/** The buyer's token, signed in in `locale`: their mails come in it (decision 055). */
async function buyerToken(request: APIRequestContext, email: string, locale: Locale) {
  const answer = await request.post('/api/v1/auth/sign_in', {
    data: { email, password: DEMO_PASSWORD, locale },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** A paid order of three packs of the demo's welcome tracts, shipped to the church. */
async function paidOrder(
  request: APIRequestContext,
  token: string,
  church: string,
): Promise<StoreOrder> {
  const products = await call<{ items: { id: number; name: string }[] }>(
    request,
    await adminToken(request),
    '/admin/store/products/list',
    { page: 1, page_size: 100 },
  );
  const tracts = products.items.find((product) => product.name.startsWith('Welcome tracts'))!;
  const { order } = await call<StoreCheckoutResponse>(request, token, '/store/checkout', {
    product_id: tracts.id,
    quantity: 3,
    pay_with: 'new_card',
    card_token: 'sandbox_succeeds_4242_03_2030',
    shipping_address: {
      name: church,
      address: '12 Elm Street',
      address2: null,
      city: 'Dayton',
      state: 'OH',
      zip_code: '45402',
      country: 'US',
    },
    idempotency_key: unique('store-fulfil').padEnd(16, '0'),
  });
  expect(order.status).toBe('paid');
  expect(order.shipping?.state).toBe('to_ship');
  return order;
}

/** The list's row of an order, found by searching its recipient on the server. */
async function searchOrders(page: Page, t: Translate, church: string) {
  await page.getByRole('searchbox', { name: t('resources.store_orders.search') }).fill(church);
  await page.getByRole('button', { name: t('adminResources.search') }).click();
}

const rowOf = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

describeInLayouts('admin store orders', 'es', ({ locale, t }) => {
  test('an admin ships a store order with a checked UPS number; it moves from To ship to Shipped and the buyer is mailed the tracking link', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const church = await checkedOutChurch(request);
    const buyer = await buyerToken(request, church.email, locale);
    const order = await paidOrder(request, buyer, church.church);

    // To ship: paid orders waiting to be sent.
    await signIn(page, account('admin'), locale);
    await page.goto(routePath(locale, 'adminStoreOrders'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.adminStoreOrders') }),
    ).toBeVisible();
    await searchOrders(page, t, church.church);
    const row = rowOf(page, order.number);
    await expect(row).toContainText(t('resources.store_orders.shippingStates.to_ship'));
    await page.screenshot({ path: testInfo.outputPath('to-ship.png'), fullPage: true });
    await row.getByRole('link', { name: order.number }).click();

    // The order's page: what was bought, where it goes.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('resources.store_orders.editTitle', { name: order.number }),
      }),
    ).toBeVisible();
    await expect(page.getByText(/12 Elm Street, Dayton, OH 45402, US/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Welcome tracts/ })).toBeVisible();

    // Both fields are needed here; the number's check digit is the server's to judge.
    await shipOnOrderPage(page, t, {
      resource: 'store_orders',
      number: order.number,
      afterRefusal: () =>
        page.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true }),
    });
    await expect(
      page.getByRole('link', {
        name: new RegExp(t('resources.store_orders.track', { carrier: 'UPS', number: UPS_NUMBER })),
      }),
    ).toHaveAttribute('href', TRACKING_URL);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: t('resources.store_orders.shippingStates.shipped') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('resources.store_orders.moves.delivered') }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('shipped.png'), fullPage: true });

    // No longer to ship; under Shipped instead.
    await page.goto(routePath(locale, 'adminStoreOrders'));
    await searchOrders(page, t, church.church);
    await expect(page.getByText(t('resources.store_orders.empty'))).toBeVisible();
    await expect(rowOf(page, order.number)).toHaveCount(0);
    await page.getByRole('link', { name: t('resources.store_orders.views.shipped') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.adminStoreOrdersShipped') }),
    ).toBeVisible();
    await searchOrders(page, t, church.church);
    await expect(rowOf(page, order.number)).toContainText(
      t('resources.store_orders.shippingStates.shipped'),
    );

    // The buyer's mail, in their language, carries the tracking link.
    const subject = t('mail.storeOrderShipped.subject', { number: order.number });
    await expect
      .poll(
        async () =>
          (await mailsTo(request, church.email)).find((mail) => mail.subject === subject)?.text ??
          '',
        { timeout: 30_000 },
      )
      .toContain(TRACKING_URL);
  });
});
