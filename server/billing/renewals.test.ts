import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetBillingInfoResponse, SubscriptionDetails } from '#contract/billing/billing.ts';
import type { SignInResponse } from '#contract/auth/auth.ts';
import { memberships, payments, videos } from '#server/db/schema.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { INTERRUPTED_AFTER_MS, settleInterruptedPayments } from './charge-invoice.ts';
import { renewMembership, sweepRenewals } from './renewals.ts';

// The subscription's life with the injectable clock (issue 10, decision 044): twelve monthly
// payments and the renewal after them, a card that fails at renewal (past_due, mail, retries,
// card update), and a payment whose answer was lost.

const sandbox = createSandboxProvider();
/** The sandbox, but the next charge's answer can be lost after the charge was made. */
let loseNextAnswer = false;
const provider: PaymentProvider = {
  ...sandbox,
  async charge(request) {
    const answer = await sandbox.charge(request);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new Error('connection reset after the charge');
    }
    return answer;
  },
};

let server: TestServer;

beforeAll(async () => {
  // The queue's worker takes one job a poll; a short poll keeps the sweep test from waiting on
  // how many other churches (the demo's past_due ones) fall due with it.
  server = await startTestServer({
    paymentProvider: provider,
    renewalSweepSeconds: 0,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
});

afterAll(async () => {
  await server.close();
});

let signUps = 0;
async function newChurch(planCode: string, card = 'sandbox_succeeds_4242_12_2030') {
  signUps += 1;
  const result = await server.call('POST', '/checkout', {
    body: {
      firstname: 'Mina',
      lastname: 'Park',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0199',
      church_name: `Renewal Church ${signUps}`,
      email: `renewals${signUps}@example.org`,
      password: 'a long password',
      plan_code: planCode,
      card_token: card,
      idempotency_key: `renewal-test-checkout-${signUps}-key`,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const signIn = result.body as SignInResponse;
  return { user: signIn.user.id, accountId: signIn.user.account_id };
}

/** A token made now: the test clock runs past a session's lifetime. */
async function tokenOf(userId: number): Promise<string> {
  return (await server.deps.tokens.issue(userId, server.clock.now())).token;
}

async function details(userId: number): Promise<SubscriptionDetails> {
  const result = await server.call('GET', '/subscription_details', {
    token: await tokenOf(userId),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as SubscriptionDetails;
}

/** Moves the test clock to the moment given (never backwards). */
function moveTo(iso: string) {
  const seconds = (Date.parse(iso) - server.clock.now().getTime()) / 1000;
  expect(seconds).toBeGreaterThanOrEqual(0);
  server.clock.advanceSeconds(seconds);
}

describe('renewals', () => {
  it('charges a monthly plan twelve times, once each month, then renews the licence', async () => {
    const { user, accountId } = await newChurch('tier-0-99-month');
    const first = await details(user);
    expect(first).toMatchObject({ state: 'active', payments_made: 1, payments_total: 12 });
    const licenceEnd = first.licence_end!;

    for (let payment = 2; payment <= 12; payment += 1) {
      const before = await details(user);
      // Not due yet: nothing happens a minute early.
      moveTo(new Date(Date.parse(before.next_billing_at!) - 60_000).toISOString());
      expect(await renewMembership(server.deps, accountId)).toEqual({ kind: 'not_due' });
      moveTo(before.next_billing_at!);
      expect((await renewMembership(server.deps, accountId)).kind).toBe('paid');
      // The same period run again (a second job, a sweep) charges nothing more.
      expect(await renewMembership(server.deps, accountId)).toEqual({ kind: 'not_due' });
      const after = await details(user);
      expect(after.payments_made).toBe(payment);
      expect(after.licence_end).toBe(licenceEnd);
    }
    const done = await details(user);
    expect(done.next_billing_at).toBe(licenceEnd);
    const charged = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId));
    expect(charged).toHaveLength(12);
    expect(charged.every((row) => row.status === 'succeeded' && row.amountCents === 4_900)).toBe(
      true,
    );
    expect(new Set(charged.map((row) => row.providerChargeId)).size).toBe(12);

    // At the licence's end a new one starts, on the yearly plan asked for meanwhile.
    const change = await server.call('POST', '/subscription/change_interval', {
      token: await tokenOf(user),
      body: { interval: 'year' },
    });
    expect((change.body as SubscriptionDetails).pending_interval).toBe('year');
    moveTo(licenceEnd);
    expect(await sweepRenewals(server.deps)).toContain(accountId);
    expect((await renewMembership(server.deps, accountId)).kind).toBe('paid');
    const renewed = await details(user);
    expect(renewed).toMatchObject({
      state: 'active',
      payments_made: 1,
      payments_total: 1,
      licence_start: licenceEnd,
      pending_interval: null,
    });
    expect(renewed.plan?.code).toBe('tier-0-99-year');
    expect(renewed.next_billing_at).toBe(renewed.licence_end);

    const transactions = await server.call('GET', '/payment/transactions', {
      token: await tokenOf(user),
    });
    const invoices = (transactions.body as { invoices: { number: string; status: string }[] })
      .invoices;
    expect(invoices).toHaveLength(13);
    expect(invoices.every((invoice) => /^TL-\d{4}-\d{6}$/.test(invoice.number))).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(13);
  });

  it('takes a church whose card fails at renewal to past_due, then back with a new card', async () => {
    const { user, accountId } = await newChurch('tier-100-249-month');
    // The church's card becomes one that is refused when charged (Stripe's 0341 test card).
    const saved = await server.call('POST', '/payment/set_billing_info', {
      token: await tokenOf(user),
      body: { card_token: 'sandbox_failsWhenCharged_0341_12_2030' },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as SetBillingInfoResponse).paid_invoice_ids).toEqual([]);
    const [video] = await server.deps.db
      .insert(videos)
      .values({
        accountId,
        kind: 'welcome',
        url: 'https://player.vimeo.com/video/1',
        status: 'approved',
      })
      .returning({ id: videos.id });

    const due = (await details(user)).next_billing_at!;
    moveTo(due);
    const failed = await renewMembership(server.deps, accountId);
    expect(failed.kind).toBe('past_due');
    const pastDue = await details(user);
    expect(pastDue.state).toBe('past_due');
    expect(pastDue.open_invoice_id).not.toBeNull();
    // Retried a day after it was due (the schedule: 1, 3, 5 days).
    expect(pastDue.next_billing_at).toBe(new Date(Date.parse(due) + 86_400_000).toISOString());
    const [hidden] = await server.deps.db.select().from(videos).where(eq(videos.id, video!.id));
    expect(hidden?.status).toBe('no_payment');
    const mails = (await server.outbox()).filter((mail) => mail.kind === 'payment_failed');
    expect(mails.at(-1)?.toAddress).toBe(`renewals${signUps}@example.org`);
    expect(mails.at(-1)?.bodyText).toContain('/paymentInfo');

    // The pastor is held to the payment pages.
    const profile = await server.call('POST', '/lookup_profile', {
      token: await tokenOf(user),
      body: {},
    });
    expect((profile.body as { need_to_pay: boolean }).need_to_pay).toBe(true);

    // The retry a day later fails too; the membership stays past_due with the next retry.
    moveTo(pastDue.next_billing_at!);
    expect((await renewMembership(server.deps, accountId)).kind).toBe('past_due');
    expect((await details(user)).next_billing_at).toBe(
      new Date(Date.parse(due) + 3 * 86_400_000).toISOString(),
    );

    // A refused new card changes nothing.
    const refused = await server.call('POST', '/creditcard_reset', {
      token: await tokenOf(user),
      body: { card_token: 'sandbox_declined_0002_12_2030' },
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'payment_declined' } });
    expect((await details(user)).state).toBe('past_due');

    // A good card pays the open invoice: active again, videos back to review.
    const reset = await server.call('POST', '/creditcard_reset', {
      token: await tokenOf(user),
      body: { card_token: 'sandbox_succeeds_4242_12_2030', holder_name: 'Mina Park' },
    });
    expect(reset.status).toBe(200);
    const answer = reset.body as SetBillingInfoResponse;
    expect(answer.paid_invoice_ids).toEqual([pastDue.open_invoice_id]);
    expect(answer.card).toMatchObject({ last4: '4242', holder_name: 'Mina Park' });
    expect(answer.subscription).toMatchObject({
      state: 'active',
      payments_made: 2,
      open_invoice_id: null,
    });
    const [back] = await server.deps.db.select().from(videos).where(eq(videos.id, video!.id));
    expect(back?.status).toBe('review');
  });

  it('cancels after the last retry fails', async () => {
    const { user, accountId } = await newChurch('tier-0-99-month');
    await server.call('POST', '/payment/set_billing_info', {
      token: await tokenOf(user),
      body: { card_token: 'sandbox_insufficientFunds_9995_12_2030' },
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      moveTo((await details(user)).next_billing_at!);
      const outcome = await renewMembership(server.deps, accountId);
      expect(outcome.kind).toBe(attempt < 4 ? 'past_due' : 'canceled');
    }
    const ended = await details(user);
    expect(ended).toMatchObject({
      state: 'canceled',
      next_billing_at: null,
      open_invoice_id: null,
    });
    expect((await server.outbox()).some((mail) => mail.kind === 'membership_canceled')).toBe(true);
  });

  it('never loses a payment whose answer was lost, and never charges it twice', async () => {
    const { user, accountId } = await newChurch('tier-250-499-month');
    moveTo((await details(user)).next_billing_at!);
    loseNextAnswer = true;
    await expect(renewMembership(server.deps, accountId)).rejects.toMatchObject({ status: 503 });
    const [pending] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.status, 'pending'));
    expect(pending?.accountId).toBe(accountId);
    expect((await details(user)).payments_made).toBe(1);

    // Too recent for the sweep: it may still be under way.
    expect(await settleInterruptedPayments(server.deps)).toBe(0);
    server.clock.advanceSeconds(INTERRUPTED_AFTER_MS / 1000);
    expect(await settleInterruptedPayments(server.deps)).toBe(1);
    const rows = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId));
    expect(rows).toHaveLength(2);
    const settled = rows.find((row) => row.id === pending!.id);
    expect(settled?.status).toBe('succeeded');
    // The charge id is the one the provider made for the first request (same key, same charge).
    expect(settled?.providerChargeId).toBe(
      (
        (await sandbox.charge({
          customerId: 'x',
          cardId: 'card_sandbox:sandbox_succeeds_4242_12_2030',
          amountCents: settled!.amountCents,
          currency: 'usd',
          description: '',
          idempotencyKey: settled!.idempotencyKey,
        })) as { chargeId: string }
      ).chargeId,
    );
    expect((await details(user)).payments_made).toBe(2);
    const [membership] = await server.deps.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, accountId));
    expect(membership?.state).toBe('active');
    expect(await renewMembership(server.deps, accountId)).toEqual({ kind: 'not_due' });
  });
});

describe('the renewal job', () => {
  it('runs on the job queue from a sweep', async () => {
    const { user, accountId } = await newChurch('tier-500-999-month');
    moveTo((await details(user)).next_billing_at!);
    expect(await sweepRenewals(server.deps)).toContain(accountId);
    // The queue's worker charges it; the test only waits.
    const deadline = Date.now() + 20_000;
    while ((await details(user)).payments_made < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await details(user)).payments_made).toBe(2);
  });
});
