import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coveredFeeCents,
  DonationResponse,
  GivingOptionsResponse,
  MyDonationsResponse,
} from '#contract/giving/donations.ts';
import type { DonationRequest } from '#contract/giving/donations.ts';
import { array, number, object } from 'superstruct';
import { GiftRecord } from '#contract/giving/giftsResource.ts';
import { donationCharges, donations, outboxAttachments } from '#server/db/schema.ts';
import { dueGifts, queueDueGifts, runChargeGift } from './monthly-gifts.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { pdfText } from '#server/testing/pdf-text.ts';
import { NO_CHALLENGE, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;
let individual: string;

beforeAll(async () => {
  // The sweep runs in the test's own time: jobs are run by hand below, or by the queue once.
  server = await startTestServer({
    jobs: { pollingIntervalSeconds: 0.5 },
    cardDeclineLimits: NO_CHALLENGE,
  });
  pastor = await server.signIn('pastor@demo.church');
  individual = await server.signIn('individual@demo.church');
});

afterAll(async () => {
  await server.close();
});

const TOKENS = {
  succeeds: 'sandbox_succeeds_4242_03_2030',
  declined: 'sandbox_declined_0002_03_2030',
  insufficientFunds: 'sandbox_insufficientFunds_9995_03_2030',
  failsWhenCharged: 'sandbox_failsWhenCharged_0341_03_2030',
};

function gift(overrides: Partial<DonationRequest> = {}): DonationRequest {
  return {
    amount_cents: 5_000,
    cover_fee: false,
    interval: 'one_time',
    donor_name: 'Ada Giver',
    donor_email: 'ada@example.org',
    locale: 'en',
    card_token: TOKENS.succeeds,
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

const give = (body: unknown, options: { token?: string; ip?: string } = {}) =>
  server.call('POST', '/donations', { body, ...options });

async function chargesOf(donationId: number) {
  return server.deps.db
    .select()
    .from(donationCharges)
    .where(eq(donationCharges.donationId, donationId))
    .orderBy(asc(donationCharges.period));
}

describe('giving options', () => {
  it('are public: presets, bounds, the fee and test mode', async () => {
    const options = expectOk(await server.call('GET', '/donations/options'), GivingOptionsResponse);
    expect(options.presets_cents).toEqual([2_500, 5_000, 10_000, 25_000]);
    expect(options.min_cents).toBe(500);
    expect(options.test_mode).toBe(true);
  });
});

describe('a one-time gift', () => {
  it('is charged once, with a receipt mailed as a PDF', async () => {
    const body = gift({ donor_name: '김하늘', donor_email: 'Sky@Example.org', locale: 'ko' });
    const { donation } = expectOk(await give(body), DonationResponse);
    expect(donation).toMatchObject({
      amount_cents: 5_000,
      fee_cents: 0,
      total_cents: 5_000,
      status: 'completed',
      interval: 'one_time',
      card_last4: '4242',
      next_charge_at: null,
    });
    expect(donation.receipt_number).toMatch(/^GR-2026-\d{6}$/);

    const mails = (await server.outbox()).filter((mail) => mail.toAddress === 'sky@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.kind).toBe('donation_receipt');
    expect(mail?.subject).toContain(donation.receipt_number);
    expect(mail?.bodyText).toContain('김하늘');
    const [attachment] = await server.deps.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id));
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`${donation.receipt_number}.pdf`);
    const text = await pdfText(attachment!.content);
    expect(text).toContain(donation.receipt_number!);
    expect(text).toContain('김하늘');
    expect(text).toContain('US$50.00');
  });

  it('sent twice with one key (a double click) charges once and answers the same gift', async () => {
    const body = gift({ donor_email: 'twice@example.org' });
    const [first, second] = await Promise.all([give(body), give(body)]);
    const a = expectOk(first!, DonationResponse).donation;
    const b = expectOk(second!, DonationResponse).donation;
    expect(b.id).toBe(a.id);
    expect(await chargesOf(a.id)).toHaveLength(1);
    const again = expectOk(await give(body), DonationResponse).donation;
    expect(again.id).toBe(a.id);
    const mails = (await server.outbox()).filter((mail) => mail.toAddress === 'twice@example.org');
    expect(mails).toHaveLength(1);
  });

  it('covers the fee as the server computes it, whatever the browser adds', async () => {
    const tampered = { ...gift({ cover_fee: true }), total_cents: 1 };
    expectError(await give(tampered), 400, 'validation_failed');
    const { donation } = expectOk(await give(gift({ cover_fee: true })), DonationResponse);
    expect(donation.fee_cents).toBe(coveredFeeCents(5_000));
    expect(donation.fee_cents).toBe(181);
    expect(donation.total_cents).toBe(5_181);
    const [charge] = await chargesOf(donation.id);
    expect(charge?.amountCents).toBe(5_181);
    // After the processor's 2.9 % + 30 ¢, the organisation keeps at least the gift.
    expect(5_181 - Math.round(5_181 * 0.029) - 30).toBeGreaterThanOrEqual(5_000);
  });

  it('refuses amounts outside the bounds, naming the field', async () => {
    for (const amount of [499, 1_000_001, 12.5, -100]) {
      const error = expectError(
        await give(gift({ amount_cents: amount })),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toContain('amount_cents');
    }
    const error = expectError(await give(gift({ donor_email: 'nope' })), 400, 'validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain('donor_email');
  });

  it('with a declined card is a 402 naming the card, and nothing is charged', async () => {
    const body = gift({ card_token: TOKENS.declined, donor_email: 'declined@example.org' });
    const error = expectError(await give(body), 402, 'payment_declined');
    expect(error.fields?.card_token).toContain('declined');
    const again = expectError(await give(body), 402, 'payment_declined');
    expect(again.message).toBe(error.message);
    const noFunds = expectError(
      await give(gift({ card_token: TOKENS.insufficientFunds })),
      402,
      'payment_declined',
    );
    expect(noFunds.fields?.card_token).toContain('insufficient funds');
    const mails = (await server.outbox()).filter(
      (mail) => mail.toAddress === 'declined@example.org',
    );
    expect(mails).toHaveLength(0);
  });

  it('refuses a token that is not the sandbox card form’s (no card number reaches the server)', async () => {
    expectError(await give(gift({ card_token: 'tok_visa' })), 402, 'payment_declined');
    expectError(await give(gift({ card_token: '4242 4242 4242 4242' })), 400, 'validation_failed');
  });

  it('is limited per address: card testing is stopped, a repeated key is not counted', async () => {
    const ip = '203.0.113.9';
    const repeated = gift();
    for (let index = 0; index < 10; index++) {
      const body = index === 0 ? repeated : gift();
      expectOk(await give(body, { ip }), DonationResponse);
    }
    expectOk(await give(repeated, { ip }), DonationResponse);
    const limited = await give(gift(), { ip });
    expectError(limited, 429, 'too_many_requests');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('a monthly gift', () => {
  it('is charged each month by the job, never twice for one month, and canceled by its donor', async () => {
    const { donation } = expectOk(
      await give(gift({ interval: 'month', amount_cents: 2_500 }), { token: individual }),
      DonationResponse,
    );
    expect(donation.status).toBe('active');
    expect(donation.next_charge_at).toBe('2026-04-02T09:00:00.000Z');

    // Nothing is due before its date.
    expect(
      (await dueGifts(server.deps.db, server.clock.now())).map((due) => due.donationId),
    ).not.toContain(donation.id);

    for (let month = 2; month <= 4; month++) {
      server.clock.advanceSeconds(31 * 86_400);
      const due = (await dueGifts(server.deps.db, server.clock.now())).filter(
        (entry) => entry.donationId === donation.id,
      );
      expect(due).toEqual([{ donationId: donation.id, period: month }]);
      // The same month's job twice (two sweeps, or a retry): one charge.
      await runChargeGift(server.deps, due[0]!);
      await runChargeGift(server.deps, due[0]!);
      expect(await chargesOf(donation.id)).toHaveLength(month);
    }
    const charges = await chargesOf(donation.id);
    expect(charges.map((charge) => charge.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(new Set(charges.map((charge) => charge.receiptNumber)).size).toBe(4);

    // Three months on, the sessions of the start have ended: both sign in again.
    individual = await server.signIn('individual@demo.church');
    pastor = await server.signIn('pastor@demo.church');
    const mine = expectOk(
      await server.call('GET', '/my_donations', { token: individual }),
      MyDonationsResponse,
    ).donations;
    expect(mine.map((entry) => entry.id)).toContain(donation.id);
    // Gifts are the donor's own: another person sees none of them and cannot cancel them.
    const pastors = expectOk(
      await server.call('GET', '/my_donations', { token: pastor }),
      MyDonationsResponse,
    ).donations;
    expect(pastors.map((entry) => entry.id)).not.toContain(donation.id);
    expectError(
      await server.call('POST', '/donations/cancel', { token: pastor, body: { id: donation.id } }),
      404,
      'not_found',
    );

    const canceled = expectOk(
      await server.call('POST', '/donations/cancel', {
        token: individual,
        body: { id: donation.id },
      }),
      DonationResponse,
    ).donation;
    expect(canceled.status).toBe('canceled');
    expect(canceled.next_charge_at).toBeNull();
    server.clock.advanceSeconds(62 * 86_400);
    expect(
      (await dueGifts(server.deps.db, server.clock.now())).map((due) => due.donationId),
    ).not.toContain(donation.id);
    await runChargeGift(server.deps, { donationId: donation.id, period: 5 });
    expect(await chargesOf(donation.id)).toHaveLength(4);
  });

  it('runs on the durable job queue', async () => {
    const { donation } = expectOk(
      await give(gift({ interval: 'month', donor_email: 'queue@example.org' })),
      DonationResponse,
    );
    server.clock.advanceSeconds(31 * 86_400);
    expect(await queueDueGifts(server.deps)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await chargesOf(donation.id)).length, { timeout: 20_000 })
      .toBe(2);
    await expect
      .poll(async () => (await chargesOf(donation.id))[1]?.status, { timeout: 20_000 })
      .toBe('succeeded');
  });

  it('ends when a later month is refused, and is not charged again', async () => {
    const { donation } = expectOk(
      await give(gift({ interval: 'month', donor_email: 'stopped@example.org' })),
      DonationResponse,
    );
    // The card stops working after the first month, as Stripe's 0341 test card does.
    await server.deps.db
      .update(donations)
      .set({ providerCardId: `card_sandbox:${TOKENS.failsWhenCharged}` })
      .where(eq(donations.id, donation.id));
    server.clock.advanceSeconds(31 * 86_400);
    await runChargeGift(server.deps, { donationId: donation.id, period: 2 });
    const charges = await chargesOf(donation.id);
    expect(charges.map((charge) => [charge.status, charge.failureCode])).toEqual([
      ['succeeded', null],
      ['failed', 'card_declined'],
    ]);
    server.clock.advanceSeconds(31 * 86_400);
    expect(
      (await dueGifts(server.deps.db, server.clock.now())).map((due) => due.donationId),
    ).not.toContain(donation.id);
  });

  it('with the 0341 card is refused at its first charge', async () => {
    const error = expectError(
      await give(gift({ interval: 'month', card_token: TOKENS.failsWhenCharged })),
      402,
      'payment_declined',
    );
    expect(error.fields?.card_token).toContain('declined');
  });
});

describe('admin gifts', () => {
  it('lists every gift, read only, searched by donor and filtered by interval', async () => {
    const email = 'listed@example.org';
    const { donation } = expectOk(
      await give(gift({ donor_email: email, cover_fee: true, interval: 'month' })),
      DonationResponse,
    );
    const admin = await server.signIn('admin@demo.church');
    const GiftPage = object({ items: array(GiftRecord), total: number() });
    const list = (body: Record<string, unknown>, token = admin) =>
      server.call('POST', '/admin/gifts/list', {
        token,
        body: { page: 1, page_size: 100, ...body },
      });
    const found = expectOk(await list({ q: 'listed@' }), GiftPage);
    expect(found.items).toEqual([
      expect.objectContaining({
        id: donation.id,
        donor_email: email,
        amount_cents: 5_000,
        fee_cents: 181,
        total_cents: 5_181,
        interval: 'month',
        status: 'active',
        charges_count: 1,
      }),
    ]);
    const oneTime = expectOk(await list({ interval: 'one_time' }), GiftPage);
    expect(oneTime.items.map((item) => item.id)).not.toContain(donation.id);
    expectError(await list({}, await server.signIn('pastor@demo.church')), 403, 'forbidden');
    // Read only: no create, update or delete route exists.
    const create = await server.call('POST', '/admin/gifts/create', { token: admin, body: {} });
    expect(create.status).toBe(404);
  });
});
