import path from 'node:path';
import type { Page } from '@playwright/test';
import { account } from './support/accounts';
import { adminToken, call, createPerson, tokenOf, unique } from './support/api';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * Issue 11's store: a person of the test's own buys the demo's outreach banner while its offer
 * applies (the old price crossed out, a coupon taken after the sale price, the server's total,
 * the address it ships to, paid once with a double click) and finds it to ship in the order
 * history; downloads the demo's digital study guide (no address asked) again from the order
 * history through its signed link; an admin makes a product with a picture and puts it on
 * offer, and the store shows it so. In English on a desktop and in Korean on a phone.
 */

const fixtures = path.join(import.meta.dirname, 'fixtures');

/** A moment as a `datetime-local` field takes it, in the browsers' time zone (UTC, playwright.config.ts). */
const localDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 16);

type StoreOrders = {
  orders: {
    number: string;
    total_cents: number;
    items: { name: string; quantity: number }[];
    shipping: { state: string; address: Record<string, string | null> } | null;
  }[];
};

describeInLayouts('store', 'ko', ({ locale, t }) => {
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

  async function fillCard(page: Page) {
    await field(page, t('cardPaymentForm.fields.firstName')).fill('Ruth');
    await field(page, t('cardPaymentForm.fields.lastName')).fill('Buyer');
    await field(page, t('cardPaymentForm.fields.cardNumber')).fill('4242 4242 4242 4242');
    await field(page, t('cardPaymentForm.fields.month')).fill('03');
    await field(page, t('cardPaymentForm.fields.year')).fill('2030');
    await field(page, t('cardPaymentForm.fields.cvv')).fill('123');
  }

  test('a product on offer: crossed-out price, coupon after the sale price, paid once', async ({
    page,
    request,
  }, testInfo) => {
    const person = await createPerson(request, { prefix: 'buyer' });
    await signIn(page, person, locale);
    await page.goto(routePath(locale, 'orderProducts'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.orderProducts') }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('store.seeOffers') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.specialOffers') }),
    ).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: 'Outreach banner' });
    await expect(card.locator('del')).toHaveText(`${t('priceTag.regularPrice')} ${money(8_900)}`);
    await expect(card).toContainText(money(6_900));
    await card.getByRole('link', { name: 'Outreach banner' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.orderProductCheckout') }),
    ).toBeVisible();
    await expect(page.locator('del')).toContainText(money(8_900));
    await page.getByLabel(t('store.checkout.quantity')).selectOption('2');
    await expect(page.getByText(t('orderSummary.each', { price: money(6_900) }))).toBeVisible();
    await field(page, t('store.checkout.coupon')).fill('welcome10');
    await page.getByRole('button', { name: t('store.checkout.applyCoupon') }).click();
    // 2 × $69.00 (the sale price) = $138.00, then 10 % off: $124.20, computed by the server.
    await expect(
      page.getByText(t('orderSummary.coupon', { code: 'WELCOME10' }), { exact: true }),
    ).toBeVisible();
    const pay = page.getByRole('button', {
      name: t('store.checkout.pay', { amount: money(12_420) }),
    });
    await expect(pay).toBeVisible();
    await expect(page.getByText(t('testMode.label')).first()).toBeVisible();

    // A physical product asks where it goes: this person has no saved address, and an empty
    // required field is refused on the page before anything is sent.
    await expect(
      page.getByRole('group', { name: new RegExp(t('shippingAddress.title')) }),
    ).toBeVisible();
    await fillCard(page);
    const token = await tokenOf(request, person.email);
    const ordersNow = async () =>
      (
        (await (
          await request.get('/api/v1/store/orders', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as StoreOrders
      ).orders;
    await pay.click();
    await expect(page.getByText(t('shippingAddress.nameRequired')).first()).toBeVisible();
    await expect(field(page, t('shippingAddress.name'))).toHaveAttribute('aria-invalid', 'true');
    expect(await ordersNow()).toHaveLength(0);

    await field(page, t('shippingAddress.name')).fill('Ruth Buyer');
    await field(page, t('locationForm.address')).first().fill('12 Elm Street');
    await field(page, t('locationForm.city')).fill('Dayton');
    await field(page, t('locationForm.state')).fill('OH');
    await field(page, t('locationForm.zip')).fill('45402');
    await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });
    // A double click pays once (one idempotency key for the order).
    await pay.dblclick();
    const placed = page.getByText(/SO-\d{4}-\d{6}/).first();
    await expect(placed).toBeVisible();
    const number = /SO-\d{4}-\d{6}/.exec((await placed.textContent()) ?? '')?.[0];
    await page.screenshot({ path: testInfo.outputPath('placed.png'), fullPage: true });

    const orders = await ordersNow();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      number,
      total_cents: 12_420,
      items: [{ name: 'Outreach banner', quantity: 2 }],
      shipping: {
        state: 'to_ship',
        address: { name: 'Ruth Buyer', city: 'Dayton', zip_code: '45402', country: 'US' },
      },
    });

    await page.getByRole('link', { name: t('store.checkout.seeOrders') }).click();
    const order = page.getByRole('article', {
      name: t('store.orders.order', { number: number! }),
    });
    await expect(order).toBeVisible();
    await expect(
      order.getByText(t('store.orders.shipping.to_ship'), { exact: true }),
    ).toBeVisible();
    await expect(order.locator('address')).toHaveText(
      'Ruth Buyer, 12 Elm Street, Dayton, OH 45402, US',
    );
    await page.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });
  });

  test('a digital product is downloaded again from the order history', async ({
    page,
    request,
  }, testInfo) => {
    const person = await createPerson(request, { prefix: 'reader' });
    await signIn(page, person, locale);
    await page.goto(routePath(locale, 'orderProducts'));
    await page.getByRole('link', { name: 'Bibles and study' }).click();
    const guide = 'Journey study guide (PDF)';
    const card = page.getByRole('article').filter({ hasText: guide });
    await expect(card).toContainText(t('store.digitalBadge'));
    await card.getByRole('link', { name: guide }).click();
    await expect(page.getByLabel(t('store.checkout.quantity'))).toHaveCount(0);
    // A file asks for no address: it is downloaded once paid.
    await expect(page.getByText(t('store.checkout.digitalDelivery'))).toBeVisible();
    await expect(
      page.getByRole('group', { name: new RegExp(t('shippingAddress.title')) }),
    ).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('checkout-digital.png'), fullPage: true });
    await fillCard(page);
    await page
      .getByRole('button', { name: t('store.checkout.pay', { amount: money(900) }) })
      .click();
    await expect(page.getByText(/SO-\d{4}-\d{6}/).first()).toBeVisible();

    await page.getByRole('link', { name: t('store.checkout.seeOrders') }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: t('store.orders.downloadNamed', { name: guide }) })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('journey-study-guide.pdf');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('an admin makes a product with a picture and an offer; the store shows both', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const categoryName = unique('Category');
    const category = await call<{ id: number }>(request, token, '/admin/store/categories/create', {
      name: categoryName,
      description: 'Made for a test.',
    });
    const name = unique('Poster');
    await signIn(page, account('admin'), locale);
    await page.goto(localized(locale, '/admin/store/products/create'));
    await field(page, t('resources.store_products.fields.name')).fill(name);
    await page
      .getByLabel(t('resources.store_products.fields.category_id'))
      .selectOption(String(category.id));
    await field(page, t('resources.store_products.fields.description')).fill('A test poster.');
    await field(page, t('resources.store_products.fields.price_cents')).fill('25.00');
    await page.getByLabel(t('resources.store_products.fields.active')).check();
    await page.getByRole('button', { name: t('resources.store_products.create') }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('resources.store_products.editTitle', { name }),
      }),
    ).toBeVisible();

    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(path.join(fixtures, 'headshot.png'));
    await expect(page.getByRole('img', { name: t('store.admin.currentPicture') })).toHaveAttribute(
      'src',
      /^\/files\/[0-9a-f]{64}\.webp$/,
    );

    await page.getByRole('link', { name: t('resources.store_offers.create') }).click();
    const hour = 60 * 60 * 1000;
    // Prices are typed in dollars (a comma reads as the decimal point too) and moments in the
    // browser's time zone, which is this process's.
    await field(page, t('resources.store_offers.fields.sale_price_cents')).fill('19,00');
    await field(page, t('resources.store_offers.fields.starts_at')).fill(
      localDateTime(Date.now() - hour),
    );
    await field(page, t('resources.store_offers.fields.ends_at')).fill(
      localDateTime(Date.now() + 24 * hour),
    );
    await page.getByRole('button', { name: t('resources.store_offers.create') }).click();
    await expect(page.getByText(t('resources.store_offers.created'))).toBeVisible();

    const person = await createPerson(request, { prefix: 'browser' });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, person, locale);
    await page.goto(localized(locale, `/orderProducts/${category.id}`));
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.locator('del')).toContainText(money(2_500));
    await expect(card).toContainText(money(1_900));
    await expect(card.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.webp$/);
  });
});
