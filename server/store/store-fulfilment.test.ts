import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import type { StoreOrderRecord } from '#contract/store/storeOrdersResource.ts';
import { STORE_FULFILMENT_MESSAGES } from '#contract/store/storeFulfilment.ts';
import type { StoreOrdersResponse } from '#contract/store/store.ts';
import { activityLog, storeOrders, users } from '#server/db/schema.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { expectError } from '#server/testing/expect.ts';

// The admin's fulfilment of store orders (decision 056) against the running API, on the demo's
// orders (server/seed/demo-store-orders.ts): the views, shipping with a checked tracking number
// and the buyer's mail in their language, delivery, and every move the table refuses.

let server: TestServer;
let admin: string;
let pastor: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

type List = { items: StoreOrderRecord[]; total: number };

const list = async (body: Record<string, unknown>, token = admin) =>
  server.call('POST', '/admin/store/orders/list', {
    token,
    body: { page: 1, page_size: 100, ...body },
  });
const view = async (name: string) => (await list({ view: name })).body as List;
const move = (body: Record<string, unknown>, token = admin) =>
  server.call('POST', '/admin/store_order_transition', { token, body });

/** A demo order by its product's name. */
async function demoOrder(product: string): Promise<StoreOrderRecord> {
  const all = await view('all');
  const found = all.items.find((order) => order.products.includes(product));
  if (!found) throw new Error(`no demo order of ${product}`);
  return found;
}

describe('the admin’s store order views', () => {
  it('list the demo’s paid orders by delivery, oldest first, with who bought what and where it goes', async () => {
    const toShip = await view('to_ship');
    expect(toShip.items.map((order) => order.products)).toEqual([
      '2 × Welcome tracts (pack of 50)',
      '1 × Welcome team lanyards (set of 10)',
    ]);
    const [tracts] = toShip.items;
    expect(tracts).toMatchObject({
      number: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
      account_name: 'Grace Community Church',
      account_kind: 'church',
      buyer_email: 'pastor@demo.church',
      shipping: 'to_ship',
      total_cents: 2_400,
      card_last4: '4242',
      carrier: null,
      tracking_url: null,
      items: [
        {
          name: 'Welcome tracts (pack of 50)',
          quantity: 2,
          unit_price_cents: 1_200,
          line_total_cents: 2_400,
          digital: false,
        },
      ],
    });
    expect(tracts!.ship_to).toMatch(/\S, .+, [A-Z]{2} \d{5}, US$/);
    expect((await view('shipped')).items).toEqual([
      expect.objectContaining({
        carrier: 'ups',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      }),
    ]);
    expect((await view('delivered')).items).toHaveLength(1);
    const all = await view('all');
    expect(all.total).toBe(5);
    const digital = all.items.find((order) => order.shipping === null);
    expect(digital).toMatchObject({
      ship_to: null,
      items: [expect.objectContaining({ digital: true })],
    });
    // The search finds an order by its tracking number.
    expect(((await list({ q: '1z999aa1' })).body as List).items).toHaveLength(1);
  });

  it('leaves out orders that were not paid, and is the admins’ alone', async () => {
    const accountId = await accountIdOf(server, 'grace-community-church');
    await server.deps.db.insert(storeOrders).values({
      accountId,
      idempotencyKey: 'fulfilment-pending-order',
      status: 'pending',
      subtotalCents: 900,
      totalCents: 900,
      createdAt: server.clock.now(),
      shipping: 'to_ship',
      shipName: 'Grace Community Church',
      shipAddress: '1 Main Street',
      shipCity: 'Springfield',
      shipState: 'IL',
      shipZipCode: '62701',
      shipCountry: 'US',
    });
    expect((await view('all')).total).toBe(5);
    expectError(await list({ view: 'to_ship' }, pastor), 403, 'forbidden');
    const [pending] = await server.deps.db
      .select({ id: storeOrders.id })
      .from(storeOrders)
      .where(eq(storeOrders.idempotencyKey, 'fulfilment-pending-order'));
    // Nothing is shipped before it is paid.
    const unpaid = expectError(
      await move({
        order_id: pending!.id,
        to: 'shipped',
        carrier: 'ups',
        tracking_number: '1Z999AA10123456784',
      }),
      409,
      'conflict',
    );
    expect(unpaid.message).toBe(STORE_FULFILMENT_MESSAGES.unpaid);
  });
});

describe('shipping and delivering', () => {
  it('ships with a checked tracking number, mails the buyer the link, and logs each move; any other move is a 409', async () => {
    const order = await demoOrder('Welcome tracts');
    expectError(await move({ order_id: order.id, to: 'shipped' }, pastor), 403, 'forbidden');

    const noCarrier = expectError(
      await move({ order_id: order.id, to: 'shipped' }),
      400,
      'validation_failed',
    );
    expect(noCarrier.fields).toEqual({ carrier: CARD_ORDER_MESSAGES.trackingRequired });
    const noNumber = expectError(
      await move({ order_id: order.id, to: 'shipped', carrier: 'ups' }),
      400,
      'validation_failed',
    );
    expect(noNumber.fields).toEqual({ tracking_number: CARD_ORDER_MESSAGES.trackingRequired });
    const wrongDigit = expectError(
      await move({
        order_id: order.id,
        to: 'shipped',
        carrier: 'ups',
        tracking_number: '1Z999AA10123456785',
      }),
      400,
      'validation_failed',
    );
    expect(wrongDigit.fields).toEqual({ tracking_number: CARD_ORDER_MESSAGES.badTrackingNumber });
    // A USPS number is not UPS's.
    expectError(
      await move({
        order_id: order.id,
        to: 'shipped',
        carrier: 'ups',
        tracking_number: '9205590164917312751089',
      }),
      400,
      'validation_failed',
    );
    // Not shipped yet: it cannot be delivered.
    expectError(await move({ order_id: order.id, to: 'delivered' }), 409, 'conflict');
    expect(await server.outbox()).toEqual([]);

    const shipped = await move({
      order_id: order.id,
      to: 'shipped',
      carrier: 'ups',
      tracking_number: '1z999aa1 0123 4567 84',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      id: order.id,
      shipping: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      shipped_at: server.clock.now().toISOString(),
    });
    expect((await view('to_ship')).items.map((each) => each.id)).not.toContain(order.id);
    expect((await view('shipped')).items.map((each) => each.id)).toContain(order.id);

    const mails = (await server.outbox()).filter((mail) => mail.kind === 'store_order_shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'pastor@demo.church',
      subject: `Your order ${order.number} has shipped`,
    });
    expect(mails[0]!.bodyText).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mails[0]!.bodyText).toContain('2 × Welcome tracts (pack of 50)');
    expect(mails[0]!.bodyText).toContain('http://app.test/orderProducts');

    // The buyer's own history shows where it stands.
    const own = (await server.call('GET', '/store/orders', { token: pastor }))
      .body as StoreOrdersResponse;
    expect(own.orders.find((each) => each.id === order.id)?.shipping).toMatchObject({
      state: 'shipped',
      tracking: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
    });

    // Shipped once: a second ship is a 409, and mails nobody.
    expectError(
      await move({
        order_id: order.id,
        to: 'shipped',
        carrier: 'usps',
        tracking_number: '9205590164917312751089',
      }),
      409,
      'conflict',
    );
    expect((await move({ order_id: order.id, to: 'delivered' })).body).toMatchObject({
      shipping: 'delivered',
      delivered_at: server.clock.now().toISOString(),
    });
    expectError(await move({ order_id: order.id, to: 'delivered' }), 409, 'conflict');
    expect(
      (await server.outbox()).filter((mail) => mail.kind === 'store_order_shipped'),
    ).toHaveLength(1);

    const log = await server.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.resource, 'store_orders'), eq(activityLog.recordId, order.id)));
    expect(log.map((entry) => entry.recordLabel)).toEqual([
      `${order.number} → shipped`,
      `${order.number} → delivered`,
    ]);
    expect(log[0]).toMatchObject({
      actorName: 'Ada Admin',
      changedFields: ['shipping', 'shipped_at', 'carrier', 'tracking_number'],
    });
  });

  it('refuses a digital order and an unknown one', async () => {
    const digital = (await view('all')).items.find((order) => order.shipping === null)!;
    const refused = expectError(
      await move({ order_id: digital.id, to: 'delivered' }),
      409,
      'conflict',
    );
    expect(refused.message).toBe(STORE_FULFILMENT_MESSAGES.digital);
    expectError(await move({ order_id: 999_999, to: 'delivered' }), 404, 'not_found');
    expectError(await move({ order_id: digital.id, to: 'to_ship' }), 400, 'validation_failed');
  });

  it('writes the buyer’s mail in their stored language (Korean)', async () => {
    await server.deps.db
      .update(users)
      .set({ locale: 'ko' })
      .where(eq(users.email, 'website@demo.church'));
    const order = await demoOrder('Welcome team lanyards');
    const shipped = await move({
      order_id: order.id,
      to: 'shipped',
      carrier: 'usps',
      tracking_number: '9205 5901 6491 7312 7510 89',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const mail = (await server.outbox()).find(
      (each) => each.kind === 'store_order_shipped' && each.toAddress === 'website@demo.church',
    );
    expect(mail?.subject).toBe(`주문 ${order.number}이(가) 발송되었습니다`);
    expect(mail?.bodyText).toContain(
      '배송 조회: https://tools.usps.com/go/TrackConfirmAction?tLabels=9205590164917312751089',
    );
    expect(mail?.bodyText).toContain('http://app.test/ko/orderProducts');
  });
});
