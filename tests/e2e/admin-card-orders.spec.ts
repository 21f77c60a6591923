import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import type {
  CardOrder,
  CardOrderResponse,
  CardOrdersResponse,
} from '#contract/cardOrders/cardOrders';
import type { Translate } from '#ds/i18n';
import { account } from './support/accounts';
import { call, tokenOf, unique } from './support/api';
import { checkedOutChurch } from './support/billing';
import { describeInLayouts } from './support/layouts';
import { shipOnOrderPage, UPS_NUMBER } from './support/orderPage';
import { expect, routePath, signIn, test } from './support/test';

/**
 * Issue 11's admin cardOrder: the admin finds a church's approved order under New, sends it to
 * print on its page and ships it with a UPS number typed on the screen (an empty form and then
 * a number of the wrong check digit refused under their fields); the pastor then sees the
 * tracking link in the order history. Several orders picked on In progress download as one zip
 * of their print PDFs. Each test makes its own church and orders through the API; English at
 * 1280 px and Spanish at 375 px.
 */

const shippingAddress = {
  name: 'Hope Chapel',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

/** A paid order of the church whose proof the job has made: it is `proof_ready`. */
async function proofedOrder(request: APIRequestContext, token: string): Promise<CardOrder> {
  const { order } = await call<CardOrderResponse>(request, token, '/card_orders', {
    packs: 1,
    locale: 'en',
    shipping_address: shippingAddress,
    idempotency_key: unique('admin-cards').padEnd(16, '0'),
  });
  let current = order;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/card_orders/order?order_id=${order.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        current = ((await answer.json()) as CardOrderResponse).order;
        return current.state;
      },
      { timeout: 30_000 },
    )
    .toBe('proof_ready');
  return current;
}

/** The list's row of an order, found by searching its church on the server. */
async function findOrderRow(page: Page, t: Translate, church: string, number: string) {
  await page.getByRole('searchbox', { name: t('resources.card_orders.search') }).fill(church);
  await page.getByRole('button', { name: t('adminResources.search') }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(row).toBeVisible();
  return row;
}

describeInLayouts('admin card orders', 'es', (layout) => {
  const { locale, t } = layout;

  test('an admin sends an approved order to print and ships it with a UPS number on its page; the pastor sees the tracking link', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const church = await checkedOutChurch(request);
    const pastor = await tokenOf(request, church.email);
    const order = await proofedOrder(request, pastor);
    await call(request, pastor, '/card_orders/approve', { order_id: order.id });

    // New: approved orders waiting for print.
    await signIn(page, account('admin'), locale);
    await page.goto(routePath(locale, 'adminCardOrderNew'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.adminCardOrderNew') }),
    ).toBeVisible();
    const row = await findOrderRow(page, t, church.church, order.number);
    await expect(row).toContainText(t('resources.card_orders.states.approved'));
    await page.screenshot({ path: testInfo.outputPath('list.png'), fullPage: true });
    await row.getByRole('link', { name: order.number }).click();

    // The order's page: details, and the moves an approved order allows.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('resources.card_orders.editTitle', { name: order.number }),
      }),
    ).toBeVisible();
    await expect(page.getByText(church.church).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('resources.card_orders.moves.shipped') }),
    ).toHaveCount(0);
    await page
      .getByRole('button', { name: t('resources.card_orders.moves.in_production') })
      .click();
    await expect(
      page.getByText(t('resources.card_orders.moved.in_production', { number: order.number })),
    ).toBeVisible();

    // Shipping: both fields are needed here; the number's format is the server's to judge.
    await shipOnOrderPage(page, t, { resource: 'card_orders', number: order.number });
    const adminTracking = page.getByRole('link', {
      name: new RegExp(t('resources.card_orders.track', { carrier: 'UPS', number: UPS_NUMBER })),
    });
    await expect(adminTracking).toHaveAttribute('href', new RegExp(`ups\\.com.*${UPS_NUMBER}`));
    // Its history: every move, the last one shipped; only delivered is left to do.
    await expect(
      page.getByRole('listitem').filter({ hasText: t('invitationCards.state.shipped') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('resources.card_orders.moves.delivered') }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('record.png'), fullPage: true });

    // The pastor's history carries the tracking link.
    const context = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    try {
      const pastorPage = await context.newPage();
      await signIn(pastorPage, { email: church.email, dashboard: 'dashboard' }, locale);
      await pastorPage.goto(routePath(locale, 'orderCards'));
      const history = pastorPage
        .getByRole('table', { name: t('invitationCards.history.label') })
        .getByRole('row')
        .filter({ has: pastorPage.getByRole('rowheader', { name: order.number }) });
      await expect(history).toContainText(t('invitationCards.state.shipped'));
      await expect(
        history.getByRole('link', {
          name: new RegExp(
            t('invitationCards.history.track', { carrier: 'UPS', number: UPS_NUMBER }),
          ),
        }),
      ).toHaveAttribute('href', new RegExp(`ups\\.com.*${UPS_NUMBER}`));
    } finally {
      await context.close();
    }
  });

  test('orders picked on In progress download as one zip of their print PDFs', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const church = await checkedOutChurch(request);
    const pastor = await tokenOf(request, church.email);
    const first = await proofedOrder(request, pastor);
    const second = await proofedOrder(request, pastor);

    await signIn(page, account('admin'), locale);
    await page.goto(routePath(locale, 'adminCardOrders'));
    await findOrderRow(page, t, church.church, first.number);
    await expect(page.getByRole('rowheader', { name: second.number })).toBeVisible();
    const download = page.getByRole('button', {
      name: t('resources.card_orders.printFiles.action'),
    });
    await expect(download).toBeDisabled();
    await page.getByRole('checkbox', { name: t('dataTable.selectPage') }).check();
    await expect(
      page.getByText(t('resources.card_orders.printFiles.summary', { count: 2 })),
    ).toBeVisible();
    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/^card-orders-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile(await saved.path())));
    expect(Object.keys(entries).sort()).toEqual(
      [first, second].map((order) => `${order.number}-${order.short_code}.pdf`).sort(),
    );
    for (const pdf of Object.values(entries))
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    await expect(
      page.getByText(t('resources.card_orders.printFiles.downloaded', { count: 2 })),
    ).toBeVisible();

    // The orders are the church's own: its history lists them.
    const { orders } = (await (
      await request.get('/api/v1/card_orders', { headers: { authorization: `Bearer ${pastor}` } })
    ).json()) as CardOrdersResponse;
    expect(orders.map((order) => order.id).sort()).toEqual([first.id, second.id].sort());
  });
});
