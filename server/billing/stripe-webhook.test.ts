import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments, stripeEvents } from '#server/db/schema.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.ts';

const SECRET = 'whsec_test_secret_for_the_webhook_test';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    renewalSweepSeconds: 0,
    stripe: {
      secretKey: 'sk_test_unused',
      publishableKey: 'pk_test_unused',
      webhookSecret: SECRET,
    },
  });
});

afterAll(async () => {
  await server.close();
});

function deliver(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  return server.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('Stripe webhook', () => {
  it('tells the app the publishable key and no test mode', async () => {
    const config = await server.call('GET', '/payment/config');
    expect(config.body).toEqual({
      provider: 'stripe',
      test_mode: false,
      publishable_key: 'pk_test_unused',
    });
  });

  it('refuses a body whose signature does not match', async () => {
    const forged = await deliver({ id: 'evt_forged', type: 'charge.refunded' }, 'whsec_other');
    expect(forged.statusCode).toBe(400);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await server.deps.db.select().from(stripeEvents)).toEqual([]);
  });

  it('ends the membership of a payment refunded in Stripe, once per event', async () => {
    const accountId = await accountIdOf(server, 'grace-community-church');
    const [paid] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId));
    const event = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: paid!.providerChargeId } },
    };
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const [refunded] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, paid!.id));
    expect(refunded?.status).toBe('refunded');
    const [membership] = await server.deps.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, accountId));
    expect(membership?.state).toBe('canceled');

    const again = await deliver(event);
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });
});
