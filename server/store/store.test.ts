import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StoreCategoryRecord,
  StoreCouponRecord,
  StoreOfferRecord,
  StoreProductRecord,
} from '#contract/store/storeResources.ts';
import {
  StoreCatalogueResponse,
  StoreCheckoutResponse,
  StoreDownloadLink,
  StoreItem,
  StoreOrdersResponse,
  StoreProductsResponse,
  StoreQuote,
  StoreSpecialOffersResponse,
  STORE_NO_SHIPPING_ADDRESS,
} from '#contract/store/store.ts';
import type { SignInResponse } from '#contract/auth/auth.ts';
import {
  orderCharges,
  shippingAddresses,
  storeDownloads,
  storeOrderItems,
  storeOrders,
} from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { NO_CHALLENGE, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let pastor: string;
let individual: string;
let care: string;

const TOKENS = {
  succeeds: 'sandbox_succeeds_4242_03_2030',
  declined: 'sandbox_declined_0002_03_2030',
};

beforeAll(async () => {
  server = await startTestServer({ cardDeclineLimits: NO_CHALLENGE });
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  individual = await server.signIn('individual@demo.church');
  care = await server.signIn('care@demo.church');
});

afterAll(async () => {
  await server.close();
});

const adminCall = (path: string, body: unknown) =>
  server.call('POST', `/admin/store/${path}`, { token: admin, body });

async function upload(
  path: string,
  id: number,
  field: string,
  filename: string,
  content: Buffer,
  contentType: string,
) {
  const body = multipartBody({ id: String(id) }, [{ field, filename, contentType, content }]);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v1/admin/store/${path}`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as unknown,
    headers: response.headers,
  };
}

let seq = 0;
async function category(): Promise<StoreCategoryRecord> {
  seq += 1;
  return expectOk(
    await adminCall('categories/create', {
      name: `Test category ${seq} ${randomUUID().slice(0, 6)}`,
      description: 'For tests',
    }),
    StoreCategoryRecord,
  );
}

async function product(categoryId: number, priceCents = 2_000): Promise<StoreProductRecord> {
  seq += 1;
  return expectOk(
    await adminCall('products/create', {
      category_id: categoryId,
      name: `Product ${seq}`,
      description: 'A product for tests',
      price_cents: priceCents,
      active: true,
    }),
    StoreProductRecord,
  );
}

/** Where the tests' physical products go. */
const address = {
  name: 'Hope Chapel',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

let churches = 0;
/** A new church with no saved shipping address (its card 4242 saved), signed in. */
async function newChurch(): Promise<{ token: string; accountId: number }> {
  churches += 1;
  const suffix = randomUUID().slice(0, 8);
  const result = await server.call('POST', '/checkout', {
    body: {
      firstname: 'Ruth',
      lastname: 'Mensah',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0199',
      church_name: `Store Chapel ${churches} ${suffix}`,
      email: `store-${churches}-${suffix}@example.org`,
      password: 'a long password',
      plan_code: 'tier-0-99-year',
      card_token: 'sandbox_succeeds_4242_12_2030',
      idempotency_key: `store-checkout-${suffix}-key`,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const signIn = result.body as SignInResponse;
  return { token: signIn.token, accountId: signIn.user.account_id };
}

const at = (secondsFromNow: number) =>
  new Date(server.clock.now().getTime() + secondsFromNow * 1000).toISOString();

const itemOf = async (id: number) =>
  expectOk(await server.call('GET', `/store/product?id=${id}`, { token: pastor }), StoreItem);

describe('admin store resources', () => {
  it('makes categories, products with a picture and a file, offers and coupons', async () => {
    const kind = await category();
    const made = await product(kind.id);
    expect(made.category_name).toBe(kind.name);
    expect(made.image_url).toBeNull();

    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 51, g: 102, b: 170 } },
    })
      .png()
      .toBuffer();
    const pictured = expectOk(
      await upload('product_image', made.id, 'picture', 'cover.png', png, 'image/png'),
      StoreProductRecord,
    );
    expect(pictured.image_url).toMatch(/^\/files\/[0-9a-f]{64}\.webp$/);
    const picture = await server.app.inject({ method: 'GET', url: pictured.image_url! });
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(800);

    // A text file named .png is not a picture; a text file is not a PDF or a ZIP.
    const fake = await upload(
      'product_image',
      made.id,
      'picture',
      'fake.png',
      Buffer.from('not a picture'),
      'image/png',
    );
    expect(fake.status).toBe(400);
    const notPdf = await upload(
      'product_file',
      made.id,
      'file',
      'guide.pdf',
      Buffer.from('hello'),
      'application/pdf',
    );
    expectError(notPdf, 400, 'validation_failed');

    const filed = expectOk(
      await upload(
        'product_file',
        made.id,
        'file',
        'guide.pdf',
        Buffer.from('%PDF-1.4\n% a guide\n'),
        'application/pdf',
      ),
      StoreProductRecord,
    );
    expect(filed.file_name).toBe('guide.pdf');

    const offer = expectOk(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 1_500,
        starts_at: at(0),
        ends_at: at(3600),
      }),
      StoreOfferRecord,
    );
    expect(offer.price_cents).toBe(2_000);

    const coupon = expectOk(
      await adminCall('coupons/create', {
        code: 'welcome-10',
        percent_off: 10,
        amount_off_cents: null,
        starts_at: at(0),
        ends_at: null,
        active: true,
      }),
      StoreCouponRecord,
    );
    expect(coupon.code).toBe('WELCOME-10');
  });

  it('names the field of a refused offer, coupon or category', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_000);
    const higher = expectError(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 1_000,
        starts_at: at(0),
        ends_at: at(60),
      }),
      400,
      'validation_failed',
    );
    expect(higher.fields).toHaveProperty('sale_price_cents');
    const backwards = expectError(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 500,
        starts_at: at(60),
        ends_at: at(60),
      }),
      400,
      'validation_failed',
    );
    expect(backwards.fields).toHaveProperty('ends_at');
    const both = expectError(
      await adminCall('coupons/create', {
        code: 'BOTH',
        percent_off: 5,
        amount_off_cents: 100,
        starts_at: at(0),
        ends_at: null,
        active: true,
      }),
      400,
      'validation_failed',
    );
    expect(both.fields).toHaveProperty('amount_off_cents');
    expectOk(
      await adminCall('coupons/create', {
        code: 'TWICE',
        percent_off: 5,
        amount_off_cents: null,
        starts_at: at(0),
        ends_at: null,
        active: true,
      }),
      StoreCouponRecord,
    );
    const twice = expectError(
      await adminCall('coupons/create', {
        code: 'twice',
        percent_off: 5,
        amount_off_cents: null,
        starts_at: at(0),
        ends_at: null,
        active: true,
      }),
      409,
      'conflict',
    );
    expect(twice.fields).toHaveProperty('code');
    expectError(await adminCall('categories/delete', { id: kind.id }), 409, 'conflict');
  });

  it('are for admins only', async () => {
    expectError(
      await server.call('POST', '/admin/store/products/list', {
        token: pastor,
        body: { page: 1, page_size: 10 },
      }),
      403,
      'forbidden',
    );
  });
});

describe('special offers', () => {
  it('apply from their start up to, not including, their end (±1 second)', async () => {
    const kind = await category();
    const made = await product(kind.id, 2_000);
    const starts = at(100);
    const ends = at(200);
    expectOk(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 1_200,
        starts_at: starts,
        ends_at: ends,
      }),
      StoreOfferRecord,
    );
    server.clock.advanceSeconds(99);
    expect((await itemOf(made.id)).offer).toBeNull();
    const quoteBefore = expectOk(
      await server.call('POST', '/store/quote', {
        token: pastor,
        body: { product_id: made.id, quantity: 1 },
      }),
      StoreQuote,
    );
    expect(quoteBefore.total_cents).toBe(2_000);

    server.clock.advanceSeconds(1); // the start itself
    expect((await itemOf(made.id)).offer).toEqual({
      sale_price_cents: 1_200,
      starts_at: starts,
      ends_at: ends,
    });
    const offers = expectOk(
      await server.call('GET', '/store/special_offers', { token: individual }),
      StoreSpecialOffersResponse,
    );
    expect(offers.items.map((item) => item.id)).toContain(made.id);

    server.clock.advanceSeconds(99); // a second before the end
    const quoteDuring = expectOk(
      await server.call('POST', '/store/quote', {
        token: pastor,
        body: { product_id: made.id, quantity: 2 },
      }),
      StoreQuote,
    );
    expect(quoteDuring.unit_price_cents).toBe(1_200);
    expect(quoteDuring.total_cents).toBe(2_400);

    server.clock.advanceSeconds(1); // the end itself: over
    expect((await itemOf(made.id)).offer).toBeNull();
    const after = expectOk(
      await server.call('GET', '/store/special_offers', { token: individual }),
      StoreSpecialOffersResponse,
    );
    expect(after.items.map((item) => item.id)).not.toContain(made.id);
  });
});

describe('coupons', () => {
  it('apply after the sale price, and only while valid', async () => {
    const kind = await category();
    const made = await product(kind.id, 2_000);
    expectOk(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 1_500,
        starts_at: at(0),
        ends_at: at(3600),
      }),
      StoreOfferRecord,
    );
    const code = `SAVE${randomUUID().slice(0, 4).toUpperCase()}`;
    expectOk(
      await adminCall('coupons/create', {
        code,
        percent_off: 10,
        amount_off_cents: null,
        starts_at: at(0),
        ends_at: at(600),
        active: true,
      }),
      StoreCouponRecord,
    );
    const priced = expectOk(
      await server.call('POST', '/store/quote', {
        token: individual,
        body: { product_id: made.id, quantity: 3, coupon_code: code.toLowerCase() },
      }),
      StoreQuote,
    );
    // 3 × $15.00 (the sale price) = $45.00, then 10 % off: $4.50.
    expect(priced).toMatchObject({
      subtotal_cents: 4_500,
      discount_cents: 450,
      total_cents: 4_050,
      coupon_code: code,
    });

    const amount = `TAKE${randomUUID().slice(0, 4).toUpperCase()}`;
    expectOk(
      await adminCall('coupons/create', {
        code: amount,
        percent_off: null,
        amount_off_cents: 1_480,
        starts_at: at(0),
        ends_at: null,
        active: true,
      }),
      StoreCouponRecord,
    );
    const tooMuch = expectError(
      await server.call('POST', '/store/quote', {
        token: individual,
        body: { product_id: made.id, quantity: 1, coupon_code: amount },
      }),
      400,
      'validation_failed',
    );
    expect(tooMuch.fields).toHaveProperty('coupon_code');

    expect(
      expectError(
        await server.call('POST', '/store/quote', {
          token: individual,
          body: { product_id: made.id, quantity: 1, coupon_code: 'NOPE-NOPE' },
        }),
        400,
        'validation_failed',
      ).fields,
    ).toEqual({ coupon_code: 'This coupon does not exist.' });

    server.clock.advanceSeconds(600);
    expect(
      expectError(
        await server.call('POST', '/store/quote', {
          token: individual,
          body: { product_id: made.id, quantity: 1, coupon_code: code },
        }),
        400,
        'validation_failed',
      ).fields,
    ).toEqual({ coupon_code: 'This coupon has expired.' });
  });
});

describe('checkout', () => {
  it('charges a double submit once, at the server’s total', async () => {
    const kind = await category();
    const made = await product(kind.id, 2_500);
    expectOk(
      await adminCall('offers/create', {
        product_id: made.id,
        sale_price_cents: 1_900,
        starts_at: at(0),
        ends_at: at(3600),
      }),
      StoreOfferRecord,
    );
    const body = {
      product_id: made.id,
      quantity: 2,
      pay_with: 'new_card',
      card_token: TOKENS.succeeds,
      shipping_address: address,
      idempotency_key: randomUUID(),
    };
    const [first, second] = await Promise.all([
      server.call('POST', '/store/checkout', { token: individual, body }),
      server.call('POST', '/store/checkout', { token: individual, body }),
    ]);
    const a = expectOk(first, StoreCheckoutResponse).order;
    const b = expectOk(second, StoreCheckoutResponse).order;
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ status: 'paid', total_cents: 3_800, card_last4: '4242' });
    expect(a.items[0]).toMatchObject({
      list_price_cents: 2_500,
      unit_price_cents: 1_900,
      quantity: 2,
    });
    const rows = await server.deps.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
    // Charged once, through billing's order charges, for the server's total.
    const charges = await server.deps.db
      .select()
      .from(orderCharges)
      .where(eq(orderCharges.orderId, a.id));
    expect(charges.filter((charge) => charge.kind === 'store_order')).toMatchObject([
      { status: 'succeeded', amountCents: 3_800 },
    ]);

    // A total sent by the browser is not part of the request.
    expectError(
      await server.call('POST', '/store/checkout', {
        token: individual,
        body: { ...body, idempotency_key: randomUUID(), total_cents: 1 },
      }),
      400,
      'validation_failed',
    );
  });

  it('answers a key sent again with another product, quantity or coupon with 422, charging nothing more', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_000);
    const other = await product(kind.id, 1_000);
    const body = {
      product_id: made.id,
      quantity: 1,
      pay_with: 'new_card',
      card_token: TOKENS.succeeds,
      shipping_address: address,
      idempotency_key: randomUUID(),
    };
    const first = expectOk(
      await server.call('POST', '/store/checkout', { token: individual, body }),
      StoreCheckoutResponse,
    ).order;
    for (const changed of [
      { quantity: 7 },
      { product_id: other.id },
      { coupon_code: 'NOSUCHCODE' },
    ]) {
      const refused = expectError(
        await server.call('POST', '/store/checkout', {
          token: individual,
          body: { ...body, ...changed },
        }),
        422,
        'validation_failed',
      );
      expect(refused.fields).toHaveProperty('idempotency_key');
    }
    // Two parallel presses with one key and other details: one order, the other a 422.
    const key = randomUUID();
    const raced = await Promise.all([
      server.call('POST', '/store/checkout', {
        token: individual,
        body: { ...body, idempotency_key: key },
      }),
      server.call('POST', '/store/checkout', {
        token: individual,
        body: { ...body, quantity: 3, idempotency_key: key },
      }),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 422]);
    // The same details again (another card token is still the same order) answer the order.
    const replay = expectOk(
      await server.call('POST', '/store/checkout', {
        token: individual,
        body: { ...body, card_token: 'sandbox_succeeds_4242_12_2031' },
      }),
      StoreCheckoutResponse,
    ).order;
    expect(replay).toEqual(first);
    const charges = await server.deps.db
      .select()
      .from(orderCharges)
      .where(eq(orderCharges.orderId, first.id));
    expect(charges.filter((charge) => charge.kind === 'store_order')).toHaveLength(1);
  });

  it('refuses a declined card once and for that key', async () => {
    const kind = await category();
    const made = await product(kind.id);
    const body = {
      product_id: made.id,
      quantity: 1,
      pay_with: 'new_card',
      card_token: TOKENS.declined,
      shipping_address: address,
      idempotency_key: randomUUID(),
    };
    const declined = expectError(
      await server.call('POST', '/store/checkout', { token: individual, body }),
      402,
      'payment_declined',
    );
    expect(declined.fields).toHaveProperty('card_token');
    expectError(
      await server.call('POST', '/store/checkout', { token: individual, body }),
      402,
      'payment_declined',
    );
    const orders = expectOk(
      await server.call('GET', '/store/orders', { token: individual }),
      StoreOrdersResponse,
    );
    expect(orders.orders.every((order) => order.status === 'paid')).toBe(true);
  });

  it('lets a church pay with its saved card, and a person not', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_000);
    const quoteOf = expectOk(
      await server.call('POST', '/store/quote', {
        token: pastor,
        body: { product_id: made.id, quantity: 1 },
      }),
      StoreQuote,
    );
    expect(quoteOf.saved_card?.last4).toBe('4242');
    const order = expectOk(
      await server.call('POST', '/store/checkout', {
        token: pastor,
        body: {
          product_id: made.id,
          quantity: 1,
          pay_with: 'saved_card',
          idempotency_key: randomUUID(),
        },
      }),
      StoreCheckoutResponse,
    ).order;
    expect(order).toMatchObject({ status: 'paid', total_cents: 1_000, card_last4: '4242' });
    expect(order.number).toMatch(/^SO-\d{4}-\d{6}$/);

    const refused = expectError(
      await server.call('POST', '/store/checkout', {
        token: individual,
        body: {
          product_id: made.id,
          quantity: 1,
          pay_with: 'saved_card',
          idempotency_key: randomUUID(),
        },
      }),
      400,
      'validation_failed',
    );
    expect(refused.fields).toHaveProperty('pay_with');
  });

  it('is for the store’s roles only', async () => {
    expectError(await server.call('GET', '/store/catalogue', { token: care }), 403, 'forbidden');
    expectError(await server.call('GET', '/store/catalogue', { token: admin }), 403, 'forbidden');
  });
});

describe('shipping (decision 056)', () => {
  const checkoutAs = (token: string, body: Record<string, unknown>) =>
    server.call('POST', '/store/checkout', {
      token,
      body: {
        quantity: 1,
        pay_with: 'new_card',
        card_token: TOKENS.succeeds,
        idempotency_key: randomUUID(),
        ...body,
      },
    });
  const savedAddressOf = async (accountId: number) =>
    server.deps.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.accountId, accountId));
  const ordersOf = async (accountId: number) =>
    server.deps.db.select().from(storeOrders).where(eq(storeOrders.accountId, accountId));

  it('refuses a physical product without an address when none is saved: nothing written or charged', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_500);
    const church = await newChurch();
    expect(await savedAddressOf(church.accountId)).toEqual([]);
    for (const pay of [{ pay_with: 'saved_card' }, { card_token: TOKENS.succeeds }]) {
      const refused = expectError(
        await checkoutAs(church.token, { product_id: made.id, ...pay }),
        400,
        'validation_failed',
      );
      expect(refused.fields).toEqual({ shipping_address: STORE_NO_SHIPPING_ADDRESS });
    }
    expect(await ordersOf(church.accountId)).toEqual([]);
    const charges = await server.deps.db
      .select()
      .from(orderCharges)
      .where(eq(orderCharges.accountId, church.accountId));
    expect(charges).toEqual([]);
  });

  it('copies a typed address to the order, keeps it as the saved one, then uses the saved one', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_500);
    const church = await newChurch();
    const key = randomUUID();
    const typed = { ...address, name: '  Hope Chapel  ', address2: ' Suite 4 ', country: 'us' };
    const first = expectOk(
      await checkoutAs(church.token, {
        product_id: made.id,
        shipping_address: typed,
        idempotency_key: key,
      }),
      StoreCheckoutResponse,
    ).order;
    const expected = { ...address, address2: 'Suite 4' };
    expect(first.shipping).toEqual({
      state: 'to_ship',
      address: expected,
      tracking: null,
      shipped_at: null,
      delivered_at: null,
    });
    const [saved] = await savedAddressOf(church.accountId);
    expect(saved).toMatchObject({ name: 'Hope Chapel', address2: 'Suite 4', country: 'US' });

    // The same key again answers the first order as it was, whatever address comes with it.
    const replay = expectOk(
      await checkoutAs(church.token, {
        product_id: made.id,
        shipping_address: { ...address, city: 'Toledo' },
        idempotency_key: key,
      }),
      StoreCheckoutResponse,
    ).order;
    expect(replay).toEqual(first);
    expect((await savedAddressOf(church.accountId))[0]?.city).toBe('Dayton');

    // No address sent: the saved one, copied (a later change of the saved one leaves it be).
    const second = expectOk(
      await checkoutAs(church.token, { product_id: made.id, pay_with: 'saved_card' }),
      StoreCheckoutResponse,
    ).order;
    expect(second.shipping?.address).toEqual(expected);
    expect(second.shipping?.state).toBe('to_ship');
    await server.call('POST', '/users/update_shipping', {
      token: church.token,
      body: { ...address, city: 'Columbus', zip_code: '43004' },
    });
    const history = expectOk(
      await server.call('GET', '/store/orders', { token: church.token }),
      StoreOrdersResponse,
    ).orders;
    expect(history.map((order) => order.shipping?.address.city)).toEqual(['Dayton', 'Dayton']);
    expect(await ordersOf(church.accountId)).toHaveLength(2);
  });

  it('uses the demo church’s saved address', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_000);
    const order = expectOk(
      await checkoutAs(pastor, { product_id: made.id, pay_with: 'saved_card' }),
      StoreCheckoutResponse,
    ).order;
    expect(order.shipping).toMatchObject({
      state: 'to_ship',
      address: { name: 'Grace Community Church', address: '410 Maple Avenue' },
    });
  });

  it('gives a digital product no address, and leaves the saved one as it was', async () => {
    const kind = await category();
    const made = await product(kind.id, 900);
    expectOk(
      await upload(
        'product_file',
        made.id,
        'file',
        'guide.pdf',
        Buffer.from('%PDF-1.4\n'),
        'application/pdf',
      ),
      StoreProductRecord,
    );
    const church = await newChurch();
    const order = expectOk(
      await checkoutAs(church.token, { product_id: made.id, shipping_address: address }),
      StoreCheckoutResponse,
    ).order;
    expect(order.shipping).toBeNull();
    const [row] = await server.deps.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ shipping: null, shipName: null, shipCity: null });
    expect(await savedAddressOf(church.accountId)).toEqual([]);
  });

  it('answers a hostile address with a 400 naming its field, never a 5xx', async () => {
    const kind = await category();
    const made = await product(kind.id, 1_000);
    const church = await newChurch();
    const hostile: [Record<string, unknown>, string][] = [
      [{ ...address, name: 'x'.repeat(10_000) }, 'shipping_address.name'],
      [{ ...address, city: '   ' }, 'shipping_address.city'],
      [{ ...address, country: 'ZZ' }, 'shipping_address.country'],
      [{ ...address, zip_code: 45402 }, 'shipping_address.zip_code'],
      [{ ...address, state: 'O\u0000H' }, 'shipping_address.state'],
      [{ ...address, address2: { $ne: null } }, 'shipping_address.address2'],
      [{ name: 'Hope Chapel' }, 'shipping_address.address'],
    ];
    for (const [shipping, field] of hostile) {
      const refused = expectError(
        await checkoutAs(church.token, { product_id: made.id, shipping_address: shipping }),
        400,
        'validation_failed',
      );
      expect(Object.keys(refused.fields ?? {}), field).toContain(field);
    }
    const notAnAddress = expectError(
      await checkoutAs(church.token, { product_id: made.id, shipping_address: 'Dayton, OH' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(notAnAddress.fields ?? {})).toContain('shipping_address');
    expect(await ordersOf(church.accountId)).toEqual([]);
    expect(await savedAddressOf(church.accountId)).toEqual([]);
    const items = await server.deps.db
      .select()
      .from(storeOrderItems)
      .where(eq(storeOrderItems.productId, made.id));
    expect(items).toEqual([]);
  });
});

describe('catalogue', () => {
  it('lists categories with active products, and pages a category’s products by name', async () => {
    const kind = await category();
    for (let n = 0; n < 3; n += 1) await product(kind.id);
    const hidden = await product(kind.id);
    expectOk(
      await adminCall('products/update', { id: hidden.id, active: false }),
      StoreProductRecord,
    );
    const catalogue = expectOk(
      await server.call('GET', '/store/catalogue', { token: individual }),
      StoreCatalogueResponse,
    );
    expect(catalogue.categories.find((each) => each.id === kind.id)?.products).toBe(3);
    const page = expectOk(
      await server.call('GET', `/store/products?category_id=${kind.id}&page=1&page_size=2`, {
        token: individual,
      }),
      StoreProductsResponse,
    );
    expect(page.category?.id).toBe(kind.id);
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items.map((item) => item.id)).not.toContain(hidden.id);
    expectError(
      await server.call('GET', '/store/products?category_id=999999', { token: individual }),
      404,
      'not_found',
    );
  });
});

describe('digital downloads', () => {
  it('are signed links of the buyer’s account that work for 15 minutes', async () => {
    const kind = await category();
    const made = await product(kind.id, 900);
    const pdf = Buffer.from('%PDF-1.4\n% the study guide\n');
    expectOk(
      await upload('product_file', made.id, 'file', '성경 공부 guide.pdf', pdf, 'application/pdf'),
      StoreProductRecord,
    );
    const order = expectOk(
      await server.call('POST', '/store/checkout', {
        token: individual,
        body: {
          product_id: made.id,
          quantity: 1,
          pay_with: 'new_card',
          card_token: TOKENS.succeeds,
          idempotency_key: randomUUID(),
        },
      }),
      StoreCheckoutResponse,
    ).order;
    const item = order.items[0]!;
    expect(item.digital).toBe(true);
    const history = expectOk(
      await server.call('GET', '/store/orders', { token: individual }),
      StoreOrdersResponse,
    );
    expect(history.orders[0]?.id).toBe(order.id);

    // Another account cannot have a link to it.
    expectError(
      await server.call('POST', '/store/download_link', {
        token: pastor,
        body: { item_id: item.id },
      }),
      404,
      'not_found',
    );

    const link = expectOk(
      await server.call('POST', '/store/download_link', {
        token: individual,
        body: { item_id: item.id },
      }),
      StoreDownloadLink,
    );
    expect(link.url).toMatch(
      /^\/api\/v1\/store\/download\?item=\d+&expires=\d+&signature=[\w-]{43}$/,
    );
    server.clock.advanceSeconds(14 * 60 + 59);
    const early = await server.app.inject({ method: 'GET', url: link.url });
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('application/pdf');
    // The Korean name survives (RFC 6266), with an ASCII stand-in for old browsers.
    expect(early.headers['content-disposition']).toBe(
      `attachment; filename="?? ?? guide.pdf"; filename*=UTF-8''${encodeURIComponent('성경 공부 guide.pdf')}`,
    );
    expect(early.rawPayload.equals(pdf)).toBe(true);

    const second = expectOk(
      await server.call('POST', '/store/download_link', {
        token: individual,
        body: { item_id: item.id },
      }),
      StoreDownloadLink,
    );
    server.clock.advanceSeconds(2); // the first link is now 15:01 old
    const late = await server.app.inject({ method: 'GET', url: link.url });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: { code: 'link_expired' } });

    const tampered = second.url.replace(/signature=[\w-]{5}/, 'signature=AAAAA');
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherItem = second.url.replace(/item=\d+/, `item=${item.id + 1000}`);
    expect((await server.app.inject({ method: 'GET', url: otherItem })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);

    const downloads = await server.deps.db
      .select()
      .from(storeDownloads)
      .where(eq(storeDownloads.orderItemId, item.id));
    expect(downloads).toHaveLength(2);
  });

  it('are never served from the public files route', async () => {
    const kind = await category();
    const made = await product(kind.id);
    const pdf = Buffer.from('%PDF-1.4\n% private\n');
    expectOk(
      await upload('product_file', made.id, 'file', 'private.pdf', pdf, 'application/pdf'),
      StoreProductRecord,
    );
    const { createHash } = await import('node:crypto');
    const key = `${createHash('sha256').update(pdf).digest('hex')}.pdf`;
    expect(await server.deps.storage.head(key)).not.toBeNull();
    expect((await server.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
  });
});

describe('the demo store', () => {
  it('has three categories, eight products (one digital) with pictures, and one active offer', async () => {
    const { DEMO_STORE } = await import('#server/seed/demo-store.ts');
    const names = new Set<string>(DEMO_STORE.map((each) => each.name));
    const catalogue = expectOk(
      await server.call('GET', '/store/catalogue', { token: individual }),
      StoreCatalogueResponse,
    );
    const demo = catalogue.categories.filter((each) => names.has(each.name));
    expect(demo.map((each) => each.name)).toEqual(DEMO_STORE.map((each) => each.name));
    const items = (
      await Promise.all(
        demo.map(
          async (each) =>
            expectOk(
              await server.call('GET', `/store/products?category_id=${each.id}`, {
                token: individual,
              }),
              StoreProductsResponse,
            ).items,
        ),
      )
    ).flat();
    expect(items).toHaveLength(8);
    expect(items.filter((item) => item.digital)).toHaveLength(1);
    expect(items.filter((item) => item.offer)).toHaveLength(1);
    for (const item of items) {
      const picture = await server.app.inject({ method: 'GET', url: item.image_url! });
      expect(picture.statusCode, item.name).toBe(200);
    }
  });
});
