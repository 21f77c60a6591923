import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINE_LIMITS } from '#server/settings.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Issue 23, finding 4: card testing. Every route that takes a card answers 429 by the 6th
// refused card from one address, before the provider is asked, whatever the payer.

const DECLINED = 'sandbox_declined_0002_12_2030';
const GOOD = 'sandbox_succeeds_4242_12_2030';

let server: TestServer;
let tokens: Record<'pastor' | 'pastdue' | 'individual', string>;
/** The individual's card order left a draft (paid through /card_orders/checkout). */
let draftId: number;
/** A product of the demo store. */
let productId: number;

const ADDRESS = {
  name: 'Lea Dubois',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    pastor: await server.signIn('pastor@demo.church'),
    pastdue: await server.signIn('pastdue@demo.church'),
    individual: await server.signIn('individual@demo.church'),
  };
  const draft = await server.call('POST', '/card_orders', {
    token: tokens.individual,
    body: { packs: 1, locale: 'en', shipping_address: ADDRESS, idempotency_key: randomUUID() },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  draftId = (draft.body as { order: { id: number; state: string } }).order.id;
  expect((draft.body as { order: { state: string } }).order.state).toBe('draft');
  const products = await server.call('GET', '/store/products?page_size=50', {
    token: tokens.individual,
  });
  expect(products.status, JSON.stringify(products.body)).toBe(200);
  productId = (products.body as { items: { id: number; digital: boolean }[] }).items.find(
    (product) => product.digital,
  )!.id;
});

afterAll(async () => {
  await server.close();
});

type Attempt = (n: number, card: string, ip: string) => ReturnType<TestServer['call']>;

const checkout: Attempt = (n, card, ip) =>
  server.call('POST', '/checkout', {
    ip,
    body: {
      firstname: 'Card',
      lastname: 'Tester',
      church_role: 'Pastor',
      cell_phone: '+1 555 0100',
      church_name: `Church ${n}`,
      // A new sign-up each time: the payer changes, the address does not.
      email: `tester${n}-${randomUUID().slice(0, 8)}@example.org`,
      password: 'a long password',
      plan_code: 'tier-100-249-year',
      card_token: card,
      idempotency_key: randomUUID(),
    },
  });

const ROUTES: [string, Attempt][] = [
  ['sign-up checkout', checkout],
  [
    'set_billing_info',
    (_n, card, ip) =>
      server.call('POST', '/payment/set_billing_info', {
        ip,
        token: tokens.pastdue,
        body: { card_token: card },
      }),
  ],
  [
    'creditcard_reset',
    (_n, card, ip) =>
      server.call('POST', '/creditcard_reset', {
        ip,
        token: tokens.pastor,
        body: { card_token: card },
      }),
  ],
  [
    'donations',
    (n, card, ip) =>
      server.call('POST', '/donations', {
        ip,
        body: {
          amount_cents: 5_000,
          cover_fee: false,
          interval: 'one_time',
          donor_name: 'Ada Giver',
          donor_email: `giver${n}@example.org`,
          locale: 'en',
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
  [
    'card-order checkout',
    (_n, card, ip) =>
      server.call('POST', '/card_orders/checkout', {
        ip,
        token: tokens.individual,
        body: { order_id: draftId, card_token: card, idempotency_key: randomUUID() },
      }),
  ],
  [
    'a church’s card order paid with a new card',
    (_n, card, ip) =>
      server.call('POST', '/card_orders', {
        ip,
        token: tokens.pastor,
        body: {
          packs: 20,
          locale: 'en',
          shipping_address: ADDRESS,
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
  [
    'store checkout',
    (_n, card, ip) =>
      server.call('POST', '/store/checkout', {
        ip,
        token: tokens.individual,
        body: {
          product_id: productId,
          quantity: 1,
          pay_with: 'new_card',
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
];

describe('refused cards', () => {
  it.each(ROUTES)(
    '%s: 15 refused cards from one address meet 429 by the 6th',
    async (_name, attempt) => {
      server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const statuses: number[] = [];
      for (let n = 0; n < 15; n += 1) statuses.push((await attempt(n, DECLINED, ip)).status);
      expect(statuses.slice(0, CARD_DECLINE_LIMITS.perAddress)).toEqual(
        Array(CARD_DECLINE_LIMITS.perAddress).fill(402),
      );
      expect(statuses.slice(CARD_DECLINE_LIMITS.perAddress)).toEqual(
        Array(15 - CARD_DECLINE_LIMITS.perAddress).fill(429),
      );
      // A good card from the same address waits too (issue 23: 3 accounts made after 15 declines).
      const good = await attempt(99, GOOD, ip);
      expect(good.status).toBe(429);
      expect(good.headers['retry-after']).toBeDefined();
      expect(good.body).toMatchObject({
        error: {
          code: 'too_many_requests',
          message: expect.stringMatching(/^Too many cards were refused/),
        },
      });
    },
  );

  it('counts the /64 of an IPv6 address, and the payer from any address', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push((await checkout(n, DECLINED, `2001:db8:77:1::${n + 1}`)).status);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);

    // One signed-in payer, a new address each time.
    const payer: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      payer.push(
        (
          await server.call('POST', '/payment/set_billing_info', {
            ip: `192.0.2.${n + 100}`,
            token: tokens.pastdue,
            body: { card_token: DECLINED },
          })
        ).status,
      );
    }
    expect(payer).toEqual([402, 402, 402, 402, 402, 429]);
  });

  it('does not count a card that is accepted, or a request refused for another reason', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.150';
    for (let n = 0; n < 8; n += 1) {
      const answer = await server.call('POST', '/donations', {
        ip,
        body: { amount_cents: -1, card_token: GOOD, idempotency_key: randomUUID() },
      });
      expect(answer.status).toBe(400);
    }
    expect((await checkout(1, GOOD, ip)).status).toBe(200);
  });

  it('does not count paid card orders and store orders: refused cards after them still get 5 tries', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.152';
    const route = (name: string) => ROUTES.find(([named]) => named === name)![1];
    const cardOrder = route('a church’s card order paid with a new card');
    const store = route('store checkout');
    for (let n = 0; n < CARD_DECLINE_LIMITS.perAddress + 2; n += 1) {
      const paid = await store(n, GOOD, ip);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ order: { status: 'paid' } });
    }
    const order = await cardOrder(0, GOOD, ip);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ order: { state: expect.not.stringMatching(/^draft$/) } });
    const statuses: number[] = [];
    for (let n = 0; n < CARD_DECLINE_LIMITS.perAddress + 1; n += 1) {
      statuses.push((await store(n, DECLINED, ip)).status);
    }
    expect(statuses).toEqual([...Array(CARD_DECLINE_LIMITS.perAddress).fill(402), 429]);
  });

  it('stops parallel refused cards at the limit too', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.151';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => checkout(n, DECLINED, ip)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 402)).toHaveLength(
      CARD_DECLINE_LIMITS.perAddress,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - CARD_DECLINE_LIMITS.perAddress,
    );
  });
});
