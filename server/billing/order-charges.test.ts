import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#contract/auth/auth.ts';
import { billingCustomers, orderCharges } from '#server/db/schema.ts';
import type { Db } from '#server/db/database.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import {
  ORDER_CHARGE_INTERRUPTED_AFTER_MS,
  chargeOrder,
  paidChargeOf,
  refundOrderCharge,
  settleInterruptedOrderCharges,
} from './order-charges.ts';
import type { OrderChargeRow, OrderChargeRequest } from './order-charges.ts';
import type { ChargeRequest, PaymentProvider, RefundRequest } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

// The one-off order charge that card orders and the store share: once per order, whatever is
// pressed twice, retried or interrupted; with the saved card or a card token; refunded once.

const sandbox = createSandboxProvider();
const charges: ChargeRequest[] = [];
const refunds: RefundRequest[] = [];
let loseNextAnswer = false;
/** Holds every charge until released, so that two presses are both in flight at once. */
let gate: Promise<void> | null = null;
const provider: PaymentProvider = {
  ...sandbox,
  async charge(request) {
    charges.push(request);
    if (gate) await gate;
    const answer = await sandbox.charge(request);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new Error('connection reset after the charge');
    }
    return answer;
  },
  async refund(request) {
    refunds.push(request);
    return sandbox.refund(request);
  },
};

let server: TestServer;
let churchAccount: number;
let orderIds = 100;

beforeAll(async () => {
  server = await startTestServer({ paymentProvider: provider, renewalSweepSeconds: 0 });
  const result = await server.call('POST', '/checkout', {
    body: {
      firstname: 'Ada',
      lastname: 'Oyelaran',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0199',
      church_name: 'Order Charge Church',
      email: 'order-charges@example.org',
      password: 'a long password',
      plan_code: 'tier-0-99-year',
      card_token: 'sandbox_succeeds_4242_12_2030',
      idempotency_key: 'order-charges-checkout-key',
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  churchAccount = (result.body as SignInResponse).user.account_id;
});

afterAll(async () => {
  await server.close();
});

const deps = () => server.deps;

function request(overrides: Partial<OrderChargeRequest> = {}): OrderChargeRequest {
  return {
    kind: 'card_order',
    orderId: (orderIds += 1),
    accountId: churchAccount,
    amountCents: 2_400,
    description: 'Invitation cards, 2 packs',
    payWith: { savedCard: true },
    idempotencyKey: `press-${orderIds}-aaaaaaaaaaaa`,
    ...overrides,
  };
}

async function rowsOf(orderId: number): Promise<OrderChargeRow[]> {
  return server.deps.db.select().from(orderCharges).where(eq(orderCharges.orderId, orderId));
}

const chargesOf = (orderId: number) =>
  charges.filter((charge) => charge.idempotencyKey.startsWith(`order-card_order-${orderId}-`));

describe('chargeOrder', () => {
  it('charges the saved card once, runs onPaid in the same step, and answers a repeat as paid', async () => {
    const input = request();
    const paidOrders: number[] = [];
    const onPaid = async (_tx: Db, charge: OrderChargeRow) => {
      paidOrders.push(charge.orderId);
    };
    const first = await chargeOrder(deps(), input, onPaid);
    expect(first.paid).toBe(true);
    if (!first.paid) return;
    expect(first.settledNow).toBe(true);
    expect(first.charge.cardLast4).toBe('4242');
    expect(first.charge.amountCents).toBe(2_400);
    const again = await chargeOrder(deps(), input, onPaid);
    const otherKey = await chargeOrder(
      deps(),
      { ...input, idempotencyKey: 'another-press-bbbbbbbbb' },
      onPaid,
    );
    expect(again.paid && otherKey.paid).toBe(true);
    expect(chargesOf(input.orderId)).toHaveLength(1);
    expect(paidOrders).toEqual([input.orderId]);
    expect(await rowsOf(input.orderId)).toHaveLength(1);
  });

  it('a double submit at the same moment (same key, then different keys) charges once', async () => {
    for (const sameKey of [true, false]) {
      const input = request();
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      const presses = [
        chargeOrder(deps(), input),
        chargeOrder(deps(), {
          ...input,
          idempotencyKey: sameKey ? input.idempotencyKey : `${input.idempotencyKey}-second`,
        }),
      ];
      // Both presses reach the provider or wait on the first one's row before it answers.
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      gate = null;
      const results = await Promise.all(presses);
      expect(results.every((result) => result.paid)).toBe(true);
      const rows = await rowsOf(input.orderId);
      expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
      // The provider may be asked twice, but only under one key: Stripe and the sandbox charge once.
      expect(new Set(chargesOf(input.orderId).map((c) => c.idempotencyKey)).size).toBe(1);
    }
  });

  it('a card token refused by the provider writes nothing and is refused again; another card then pays', async () => {
    const input = request({
      accountId: null,
      payWith: {
        cardToken: 'sandbox_declined_0002_12_2030',
        payer: { email: 'someone@example.org', name: 'Some One' },
      },
    });
    const refused = await chargeOrder(deps(), input);
    expect(refused).toMatchObject({ paid: false, code: 'card_declined' });
    const again = await chargeOrder(deps(), input);
    expect(again).toMatchObject({ paid: false, code: 'card_declined' });
    expect(await rowsOf(input.orderId)).toHaveLength(0);
    expect(chargesOf(input.orderId)).toHaveLength(0);

    const paid = await chargeOrder(deps(), {
      ...input,
      payWith: {
        cardToken: 'sandbox_succeeds_4242_12_2030',
        payer: { email: 'someone@example.org', name: 'Some One' },
      },
      idempotencyKey: 'second-press-cccccccccc',
    });
    expect(paid.paid).toBe(true);
    const rows = await rowsOf(input.orderId);
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('a card refused when charged (0341) fails the attempt; insufficient funds says so', async () => {
    const input = request({
      payWith: {
        cardToken: 'sandbox_failsWhenCharged_0341_12_2030',
        payer: { email: 'p@example.org', name: 'P' },
      },
    });
    expect(await chargeOrder(deps(), input)).toMatchObject({ paid: false, code: 'card_declined' });
    expect((await rowsOf(input.orderId)).map((row) => row.status)).toEqual(['failed']);
    // The same press again answers the recorded refusal without asking the provider again.
    const asked = chargesOf(input.orderId).length;
    expect(await chargeOrder(deps(), input)).toMatchObject({ paid: false, code: 'card_declined' });
    expect(chargesOf(input.orderId)).toHaveLength(asked);
    const poor = request({
      payWith: {
        cardToken: 'sandbox_insufficientFunds_9995_12_2030',
        payer: { email: 'p@example.org', name: 'P' },
      },
    });
    expect(await chargeOrder(deps(), poor)).toMatchObject({
      paid: false,
      code: 'insufficient_funds',
    });
  });

  it('a token remembered becomes the saved card; without one saved, the saved card is refused', async () => {
    const [before] = await server.deps.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, churchAccount));
    expect(before?.cardLast4).toBe('4242');
    const input = request({
      payWith: {
        cardToken: 'sandbox_succeeds_5556_11_2031',
        payer: { email: 'order-charges@example.org', name: 'Ada Oyelaran' },
        remember: true,
      },
    });
    const result = await chargeOrder(deps(), input);
    expect(result.paid).toBe(true);
    const [after] = await server.deps.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, churchAccount));
    expect(after?.cardLast4).toBe('5556');

    const noAccount = await chargeOrder(deps(), request({ accountId: null }));
    expect(noAccount).toMatchObject({ paid: false, code: 'invalid_card_token' });
  });

  it('an answer lost after the charge is a 503, and the next press or the sweep settles it once', async () => {
    const input = request();
    loseNextAnswer = true;
    await expect(chargeOrder(deps(), input)).rejects.toMatchObject({ status: 503 });
    expect((await rowsOf(input.orderId))[0]?.status).toBe('pending');
    // A new press with a new key sends the pending attempt's key again: no second charge.
    const next = await chargeOrder(deps(), { ...input, idempotencyKey: 'after-crash-ddddddddd' });
    expect(next.paid).toBe(true);
    expect(new Set(chargesOf(input.orderId).map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await rowsOf(input.orderId)).toHaveLength(1);

    const swept = request();
    loseNextAnswer = true;
    await expect(chargeOrder(deps(), swept)).rejects.toMatchObject({ status: 503 });
    const settledBySweep: number[] = [];
    const onPaid = {
      card_order: async (_tx: Db, row: OrderChargeRow) => void settledBySweep.push(row.orderId),
    };
    expect(await settleInterruptedOrderCharges(deps(), onPaid)).toBe(0); // not old enough yet
    server.clock.advanceSeconds(ORDER_CHARGE_INTERRUPTED_AFTER_MS / 1000 + 1);
    expect(await settleInterruptedOrderCharges(deps(), onPaid)).toBe(1);
    expect(settledBySweep).toEqual([swept.orderId]);
    expect((await rowsOf(swept.orderId))[0]?.status).toBe('succeeded');
  });

  it('refunds a paid order once and nothing for an unpaid one', async () => {
    const input = request();
    expect((await chargeOrder(deps(), input)).paid).toBe(true);
    const refunded = await refundOrderCharge(deps(), input);
    expect(refunded?.status).toBe('refunded');
    const again = await refundOrderCharge(deps(), input);
    expect(again?.status).toBe('refunded');
    expect(refunds.filter((r) => r.chargeId === refunded?.providerChargeId)).toHaveLength(1);
    expect((await paidChargeOf(server.deps.db, input))?.status).toBe('refunded');
    expect(await refundOrderCharge(deps(), request())).toBeNull();
  });

  it('keeps kinds apart: a store order with the same id is its own charge', async () => {
    const input = request();
    expect((await chargeOrder(deps(), input)).paid).toBe(true);
    const store = await chargeOrder(deps(), { ...input, kind: 'store_order' });
    expect(store.paid).toBe(true);
    if (store.paid) expect(store.charge.kind).toBe('store_order');
  });
});
