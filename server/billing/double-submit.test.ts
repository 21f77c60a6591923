import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#contract/auth/auth.ts';
import {
  cardOrders,
  donationCharges,
  donations,
  orderCharges,
  payments,
  storeOrders,
  users,
} from '#server/db/schema.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { CallResult, TestServer } from '#server/testing/test-server.ts';

// Issue 23: a payment pressed several times at once charges once. These run the real routes in
// parallel; on PostgreSQL (scripts/with-postgres.mjs) the requests meet on separate connections,
// which PGlite's single connection never shows.

const GOOD = 'sandbox_succeeds_4242_12_2030';
const PRESSES = 4;

let server: TestServer;
let individual: string;
let church: string;
let productId: number;

const ADDRESS = {
  name: 'Hope Chapel',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

beforeAll(async () => {
  server = await startTestServer();
  individual = await server.signIn('individual@demo.church');
  const signUp = await server.call('POST', '/checkout', { body: signUpBody('setup') });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  church = (signUp.body as SignInResponse).token;
  const products = await server.call('GET', '/store/products?page_size=50', {
    token: individual,
  });
  expect(products.status, JSON.stringify(products.body)).toBe(200);
  productId = (products.body as { items: { id: number; digital: boolean }[] }).items.find(
    (product) => product.digital,
  )!.id;
});

afterAll(async () => {
  await server.close();
});

/** A new church's sign-up; `key` null leaves the key out. */
function signUpBody(name: string, key: string | null = randomUUID()) {
  return {
    firstname: 'Ruth',
    lastname: 'Mensah',
    church_role: 'Lead pastor',
    cell_phone: '+1 555 010 0199',
    church_name: `Double Chapel ${name}`,
    email: `double-${name}@example.org`,
    password: 'a long password',
    plan_code: 'tier-0-99-year',
    card_token: GOOD,
    ...(key === null ? {} : { idempotency_key: key }),
  };
}

const giftBody = (email: string, key?: string) => ({
  amount_cents: 5_000,
  cover_fee: false,
  interval: 'one_time',
  donor_name: 'Ada Giver',
  donor_email: email,
  locale: 'en',
  card_token: GOOD,
  ...(key === undefined ? {} : { idempotency_key: key }),
});

const cardOrderBody = (key?: string) => ({
  packs: 20,
  locale: 'en',
  shipping_address: ADDRESS,
  card_token: GOOD,
  ...(key === undefined ? {} : { idempotency_key: key }),
});

const storeBody = (key?: string) => ({
  product_id: productId,
  quantity: 1,
  pay_with: 'new_card',
  card_token: GOOD,
  ...(key === undefined ? {} : { idempotency_key: key }),
});

/** The same request sent `PRESSES` times at once. */
const pressed = (send: () => Promise<CallResult>) =>
  Promise.all(Array.from({ length: PRESSES }, send));

const statuses = (answers: CallResult[]) => answers.map((answer) => answer.status);

/** Every answer is a 400 naming the key (the contract requires one on every payment). */
function expectKeyRequired(answers: CallResult[]) {
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'validation_failed', fields: { idempotency_key: expect.any(String) } },
    });
  }
}

describe('a payment pressed four times at once with one key', () => {
  it('sign-up checkout: one church, one payment', async () => {
    const body = signUpBody('signup');
    const answers = await pressed(() => server.call('POST', '/checkout', { body }));
    expect(statuses(answers)).toEqual(Array(PRESSES).fill(200));
    const accounts = new Set(
      answers.map((answer) => (answer.body as SignInResponse).user.account_id),
    );
    expect(accounts.size).toBe(1);
    const [accountId] = [...accounts];
    const charged = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId!));
    expect(charged.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('donation: one gift, one charge', async () => {
    const key = randomUUID();
    const body = giftBody('double-gift@example.org', key);
    const answers = await pressed(() => server.call('POST', '/donations', { body }));
    expect(statuses(answers)).toEqual(Array(PRESSES).fill(200));
    const gifts = await server.deps.db
      .select()
      .from(donations)
      .where(eq(donations.idempotencyKey, key));
    expect(gifts).toHaveLength(1);
    const charges = await server.deps.db
      .select()
      .from(donationCharges)
      .where(eq(donationCharges.donationId, gifts[0]!.id));
    expect(charges).toHaveLength(1);
  });

  it('a church’s card order with a new card: one order, one charge', async () => {
    const key = randomUUID();
    const body = cardOrderBody(key);
    const answers = await pressed(() =>
      server.call('POST', '/card_orders', { token: church, body }),
    );
    expect(statuses(answers), JSON.stringify(answers[0]!.body)).toEqual(Array(PRESSES).fill(200));
    const orders = await server.deps.db
      .select()
      .from(cardOrders)
      .where(eq(cardOrders.idempotencyKey, key));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.amountCents).toBeGreaterThan(0);
    const charges = await server.deps.db
      .select()
      .from(orderCharges)
      .where(and(eq(orderCharges.kind, 'card_order'), eq(orderCharges.orderId, orders[0]!.id)));
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
  });

  it('store checkout: one order, one charge', async () => {
    const key = randomUUID();
    const body = storeBody(key);
    const answers = await pressed(() =>
      server.call('POST', '/store/checkout', { token: individual, body }),
    );
    expect(statuses(answers)).toEqual(Array(PRESSES).fill(200));
    const orders = await server.deps.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.idempotencyKey, key));
    expect(orders).toHaveLength(1);
    const charges = await server.deps.db
      .select()
      .from(orderCharges)
      .where(and(eq(orderCharges.kind, 'store_order'), eq(orderCharges.orderId, orders[0]!.id)));
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
  });
});

describe('a payment without a key', () => {
  // The product's rule (contract: `idempotency_key` is required on every payment): without a key
  // nothing is charged, so a double click can never become two charges.
  it('is a 400 naming the key on every payment route, pressed at once, and writes nothing', async () => {
    const before = {
      payments: (await server.deps.db.select().from(payments)).length,
      gifts: (await server.deps.db.select().from(donations)).length,
      cardOrders: (await server.deps.db.select().from(cardOrders)).length,
      storeOrders: (await server.deps.db.select().from(storeOrders)).length,
      charges: (await server.deps.db.select().from(orderCharges)).length,
    };
    expectKeyRequired(
      await pressed(() => server.call('POST', '/checkout', { body: signUpBody('nokey', null) })),
    );
    expectKeyRequired(
      await pressed(() =>
        server.call('POST', '/donations', { body: giftBody('nokey@example.org') }),
      ),
    );
    expectKeyRequired(
      await pressed(() =>
        server.call('POST', '/card_orders', { token: church, body: cardOrderBody() }),
      ),
    );
    expectKeyRequired(
      await pressed(() =>
        server.call('POST', '/store/checkout', { token: individual, body: storeBody() }),
      ),
    );
    expect({
      payments: (await server.deps.db.select().from(payments)).length,
      gifts: (await server.deps.db.select().from(donations)).length,
      cardOrders: (await server.deps.db.select().from(cardOrders)).length,
      storeOrders: (await server.deps.db.select().from(storeOrders)).length,
      charges: (await server.deps.db.select().from(orderCharges)).length,
    }).toEqual(before);
    const [nobody] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'double-nokey@example.org'));
    expect(nobody).toBeUndefined();
  });
});
