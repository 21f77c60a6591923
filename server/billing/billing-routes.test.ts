import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountBillingResponse,
  BillingInfoResponse,
  PaymentConfigResponse,
  PlansResponse,
  PricingResponse,
  SubscriptionDetails,
  TransactionsResponse,
  UpgradeMembershipResponse,
} from '#contract/billing/billing.ts';
import {
  ACCOUNT_AND_PLAN_INVALID,
  ACCOUNT_INVALID,
  PLAN_INVALID,
  YEARLY_SAVING_PERCENT,
} from '#contract/billing/billing.ts';
import type { SignInResponse } from '#contract/auth/auth.ts';
import { API_BASE } from '#contract/endpoints.ts';
import { activityLog, payments, users } from '#server/db/schema.ts';
import { NO_CHALLENGE, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ renewalSweepSeconds: 0, cardDeclineLimits: NO_CHALLENGE });
});

afterAll(async () => {
  await server.close();
});

const checkoutBody = (n: number, extra: Record<string, unknown> = {}) => ({
  firstname: 'Ji-woo',
  lastname: 'Kim',
  church_role: '담임목사',
  cell_phone: '+82 10 5555 0101',
  church_name: `은혜 교회 ${n}`,
  email: `checkout${n}@example.org`,
  password: 'a long password',
  plan_code: 'tier-100-249-year',
  card_token: 'sandbox_succeeds_4242_12_2030',
  idempotency_key: `checkout-route-test-${n}-0000`,
  ...extra,
});

describe('plans and pricing', () => {
  it('answers the tiers to anyone, yearly saving what it says', async () => {
    const pricing = await server.call('GET', '/payment/pricing');
    expect(pricing.status).toBe(200);
    const { tiers, yearly_saving_percent } = pricing.body as PricingResponse;
    expect(yearly_saving_percent).toBe(YEARLY_SAVING_PERCENT);
    expect(tiers.length).toBeGreaterThanOrEqual(4);
    for (const tier of tiers) {
      const twelve = tier.monthly.amount_cents * 12;
      expect(Number.isInteger(tier.yearly.amount_cents)).toBe(true);
      expect(Math.round((1 - tier.yearly.amount_cents / twelve) * 100)).toBe(YEARLY_SAVING_PERCENT);
      expect(tier.monthly).toMatchObject({ payments: 12, licence_cents: twelve, currency: 'USD' });
    }
    // Bands follow each other without a gap; the last is open-ended.
    for (let i = 1; i < tiers.length; i += 1) {
      expect(tiers[i]!.min_attendance).toBe(tiers[i - 1]!.max_attendance! + 1);
    }
    expect(tiers.at(-1)!.max_attendance).toBeNull();
    const plans = await server.call('GET', '/payment/plans');
    expect((plans.body as PlansResponse).plans).toHaveLength(tiers.length * 2);
    const config = await server.call('GET', '/payment/config');
    expect(config.body as PaymentConfigResponse).toEqual({
      provider: 'sandbox',
      test_mode: true,
      publishable_key: null,
    });
  });
});

describe('checkout', () => {
  it('signs a new church in with an active membership, once per idempotency key', async () => {
    const first = await server.call('POST', '/checkout', { body: checkoutBody(1) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const signIn = first.body as SignInResponse;
    expect(signIn.user.role).toEqual(['evangelism']);
    const profile = await server.call('POST', '/lookup_profile', { token: signIn.token, body: {} });
    expect(profile.body).toMatchObject({
      church_name: '은혜 교회 1',
      need_to_pay: false,
      membership: { state: 'active', plan: { code: 'tier-100-249-year' } },
    });
    // A second click: the same user, nothing charged again.
    const again = await server.call('POST', '/checkout', { body: checkoutBody(1) });
    expect(again.status).toBe(200);
    expect((again.body as SignInResponse).user.id).toBe(signIn.user.id);
    const charged = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, signIn.user.account_id));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: 'succeeded', amountCents: 99_792 });
    const receipt = (await server.outbox()).find(
      (mail) => mail.toAddress === 'checkout1@example.org',
    );
    expect(receipt?.kind).toBe('payment_receipt');
    // The same key with another password does not sign anyone in.
    const stolen = await server.call('POST', '/checkout', {
      body: checkoutBody(1, { password: 'another password' }),
    });
    expect(stolen.status).toBe(409);
    const signedIn = await server.signIn('checkout1@example.org', 'a long password');
    expect(signedIn).toBeTypeOf('string');
  });

  it('creates nothing that can sign in when the card is declined', async () => {
    for (const [n, card] of [
      [2, 'sandbox_declined_0002_12_2030'],
      [3, 'sandbox_insufficientFunds_9995_12_2030'],
      [4, 'pm_not_a_card_of_ours'],
    ] as const) {
      const result = await server.call('POST', '/checkout', {
        body: checkoutBody(n, { card_token: card }),
      });
      expect(result.status).toBe(402);
      expect(result.body).toMatchObject({
        error: { code: 'payment_declined', fields: { card_token: expect.any(String) } },
      });
      const left = await server.deps.db
        .select()
        .from(users)
        .where(eq(users.email, `checkout${n}@example.org`));
      expect(left).toEqual([]);
      const signIn = await server.call('POST', '/auth/sign_in', {
        body: { email: `checkout${n}@example.org`, password: 'a long password' },
      });
      expect(signIn.status).toBe(401);
    }
  });

  it('names the field of a taken e-mail and of an unknown plan', async () => {
    const taken = await server.call('POST', '/checkout', {
      body: checkoutBody(5, { email: 'pastor@demo.church' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    const plan = await server.call('POST', '/checkout', {
      body: checkoutBody(6, { plan_code: 'tier-free-forever' }),
    });
    expect(plan.status).toBe(400);
    expect(plan.body).toMatchObject({ error: { fields: { plan_code: PLAN_INVALID } } });
    const price = await server.call('POST', '/checkout', {
      body: checkoutBody(7, { amount_cents: 1 }),
    });
    expect(price.status).toBe(400);
  });
});

describe('subscribing', () => {
  it("answers the spec's three messages", async () => {
    const token = await server.signIn('pastor@demo.church');
    const account = await server.call('POST', '/payment/subscribe', {
      token,
      body: { plan_code: 'tier-0-99-month' },
    });
    expect(account.status).toBe(400);
    expect(account.body).toMatchObject({ error: { message: ACCOUNT_INVALID } });
    const both = await server.call('POST', '/payment/pay_and_subscribe', {
      token,
      body: { plan_code: 'tier-nope-month' },
    });
    expect(both.body).toMatchObject({ error: { message: ACCOUNT_AND_PLAN_INVALID } });
  });

  it('lets a canceled church choose a plan, open its invoice and pay it with a card', async () => {
    const first = await server.call('POST', '/checkout', { body: checkoutBody(8) });
    const { user } = first.body as SignInResponse;
    const admin = await server.signIn('admin@demo.church');
    const billing = await server.call(
      'GET',
      `/admin/account_billing?account_id=${user.account_id}`,
      {
        token: admin,
      },
    );
    const paymentId = (billing.body as AccountBillingResponse).payments[0]!.id;

    // The guarantee: an admin refunds, the membership ends, the log says who.
    const refund = await server.call('POST', '/admin/refund_payment', {
      token: admin,
      body: { payment_id: paymentId },
    });
    expect(refund.status).toBe(200);
    const refunded = refund.body as AccountBillingResponse;
    expect(refunded.subscription.state).toBe('canceled');
    expect(refunded.payments[0]).toMatchObject({ status: 'refunded' });
    expect(refunded.invoices[0]).toMatchObject({ status: 'refunded', action: 'download' });
    const logged = await server.deps.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.resource, 'payments'));
    expect(logged.map((row) => row.recordId)).toContain(paymentId);
    const twice = await server.call('POST', '/admin/refund_payment', {
      token: admin,
      body: { payment_id: paymentId },
    });
    expect(twice.status).toBe(409);

    const token = await server.signIn('checkout8@example.org', 'a long password');
    const plan = await server.call('POST', '/payment/subscribe', {
      token,
      body: { plan_code: 'tier-0-99-year' },
    });
    expect(plan.status).toBe(200);
    const open = plan.body as SubscriptionDetails;
    expect(open.open_invoice_id).not.toBeNull();
    // Chosen again (a second click): the same invoice, not a second one.
    const again = await server.call('POST', '/payment/subscribe', {
      token,
      body: { plan_code: 'tier-0-99-year' },
    });
    expect((again.body as SubscriptionDetails).open_invoice_id).toBe(open.open_invoice_id);
    const listed = (await server.call('GET', '/payment/transactions', { token }))
      .body as TransactionsResponse;
    expect(listed.invoices[0]).toMatchObject({
      status: 'open',
      action: 'pay',
      total_cents: 49_392,
    });
    const paid = await server.call('POST', '/payment/set_billing_info', {
      token,
      body: { card_token: 'sandbox_succeeds_4242_12_2030' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      paid_invoice_ids: [open.open_invoice_id],
      subscription: { state: 'active', plan: { code: 'tier-0-99-year' } },
    });
    const info = await server.call('GET', '/payment/get_billing_info', { token });
    expect((info.body as BillingInfoResponse).card).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('upgrade', () => {
  it('makes a free partner a pastor with an active membership, once', async () => {
    const token = await server.signIn('free@demo.church');
    const body = {
      plan_code: 'tier-0-99-month',
      card_token: 'sandbox_succeeds_4242_12_2030',
      idempotency_key: 'upgrade-route-test-0001',
    };
    const result = await server.call('POST', '/users/upgrade_membership', { token, body });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const upgraded = result.body as UpgradeMembershipResponse;
    expect(upgraded.role).toContain('evangelism');
    expect(upgraded.role).not.toContain('free_evangelism');
    expect(upgraded.subscription).toMatchObject({ state: 'active', payments_made: 1 });
    const again = await server.call('POST', '/users/upgrade_membership', {
      token: await server.signIn('free@demo.church'),
      body,
    });
    // Now a pastor, the upgrade call is not theirs any more.
    expect(again.status).toBe(403);
  });
});

describe('invoices', () => {
  it('serves a PDF of the caller’s own invoice and nobody else’s', async () => {
    const owner = await server.signIn('checkout1@example.org', 'a long password');
    const listed = (await server.call('GET', '/payment/transactions', { token: owner }))
      .body as TransactionsResponse;
    const invoice = listed.invoices[0]!;
    const pdf = await server.app.inject({
      method: 'GET',
      url: `${API_BASE}/payment/invoice?invoice_id=${invoice.id}&locale=ko`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const other = await server.signIn('pastor@demo.church');
    const foreign = await server.call('GET', `/payment/invoice?invoice_id=${invoice.id}`, {
      token: other,
    });
    expect(foreign.status).toBe(404);
    const theirs = (await server.call('GET', '/payment/transactions', { token: other }))
      .body as TransactionsResponse;
    expect(theirs.invoices.map((row) => row.id)).not.toContain(invoice.id);
  });

  it('serves any account’s invoice to an admin, on that account only', async () => {
    const owner = await server.signIn('checkout1@example.org', 'a long password');
    const { invoices } = (await server.call('GET', '/payment/transactions', { token: owner }))
      .body as TransactionsResponse;
    const { account_id: accountId } = (
      await server.call('POST', '/lookup_profile', { token: owner })
    ).body as { account_id: number };
    const admin = await server.signIn('admin@demo.church');
    const file = (account: number) =>
      server.app.inject({
        method: 'GET',
        url: `${API_BASE}/admin/account_invoice?account_id=${account}&invoice_id=${invoices[0]!.id}`,
        headers: { authorization: `Bearer ${admin}` },
      });
    const pdf = await file(accountId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The invoice of one account is not found under another.
    expect((await file(accountId + 1)).statusCode).toBe(404);
  });
});

describe('demo billing', () => {
  it('has the demo pastor paid up and the past_due pastor with an open invoice and a 0341 card', async () => {
    const pastor = await server.signIn('pastor@demo.church');
    const paid = (await server.call('GET', '/payment/transactions', { token: pastor }))
      .body as TransactionsResponse;
    expect(paid.invoices.length).toBeGreaterThanOrEqual(2);
    expect(paid.invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    const details = (await server.call('GET', '/subscription_details', { token: pastor }))
      .body as SubscriptionDetails;
    expect(details).toMatchObject({ state: 'active', plan: { interval: 'year' } });

    const pastDue = await server.signIn('pastdue@demo.church');
    const owed = (await server.call('GET', '/subscription_details', { token: pastDue }))
      .body as SubscriptionDetails;
    expect(owed).toMatchObject({ state: 'past_due', payments_made: 3, payments_total: 12 });
    expect(owed.open_invoice_id).not.toBeNull();
    expect(Date.parse(owed.next_billing_at!)).toBeGreaterThan(server.clock.now().getTime());
    const card = (await server.call('GET', '/payment/get_billing_info', { token: pastDue }))
      .body as BillingInfoResponse;
    expect(card.card?.last4).toBe('0341');
  });
});

describe('checkout pressed twice at once', () => {
  it('charges once and signs the same pastor in twice', async () => {
    const [a, b] = await Promise.all([
      server.call('POST', '/checkout', { body: checkoutBody(20) }),
      server.call('POST', '/checkout', { body: checkoutBody(20) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const id = (a.body as SignInResponse).user.account_id;
    expect((b.body as SignInResponse).user.account_id).toBe(id);
    const charged = await server.deps.db.select().from(payments).where(eq(payments.accountId, id));
    expect(charged.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });
});
