import { and, desc, eq, sql } from 'drizzle-orm';
import type { Donation, DonationRequest } from '#contract/giving/donations.ts';
import { coveredFeeCents } from '#contract/giving/donations.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { DeclineCode } from '#server/billing/payment-provider.ts';
import type { Db } from '#server/db/database.ts';
import { donationCharges, donationReceiptNumbers, donations } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { GIFT_LIMITS_PER_ADDRESS } from '#server/settings.ts';
import { addMonths } from './calendar.ts';
import { queueGiftChargeFailedMail } from './charge-failed-mail.ts';
import { queueReceiptMail, receiptNumberText } from './receipt-mail.ts';

const GIFTS: RateLimitedAction = {
  prefix: 'gift-',
  windowSeconds: GIFT_LIMITS_PER_ADDRESS.windowSeconds,
  refusal: 'Too many gifts were tried from this address.',
};

export type GiftDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'mailer' | 'appUrl'>;
type DonationRow = typeof donations.$inferSelect;

/** What a refused card answers (402), as billing's calls do (contract/billing.ts). */
const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'The card was declined. Use another card.',
  insufficient_funds: 'The card has insufficient funds. Use another card.',
  invalid_card_token: 'This card cannot be used. Enter the card again.',
};

function paymentDeclined(code: DeclineCode): ApiError {
  return new ApiError(402, 'payment_declined', DECLINE_MESSAGES[code], {
    fields: { card_token: DECLINE_MESSAGES[code] },
  });
}

/** The provider's key for one period's charge of one gift: a period is charged once. */
const chargeKey = (donationId: number, period: number) => `gift-${donationId}-period-${period}`;

/**
 * Charges one period of a gift, at most once: the charge row (unique per gift and period) and
 * its key are committed before the provider is asked, so a second caller, a retry or a restart
 * after a crash asks with the same key and gets the same charge; the answer is recorded once,
 * and only that recording gives the receipt number and queues the receipt.
 */
export async function chargeGiftPeriod(
  deps: GiftDeps,
  donation: DonationRow,
  period: number,
): Promise<{ ok: true } | { ok: false; code: DeclineCode }> {
  const { db, clock } = deps;
  if (!donation.providerCustomerId || !donation.providerCardId)
    throw new Error(`Gift ${donation.id} has no saved card to charge.`);
  const amountCents = donation.amountCents + donation.feeCents;
  await db
    .insert(donationCharges)
    .values({
      donationId: donation.id,
      period,
      amountCents,
      idempotencyKey: chargeKey(donation.id, period),
      status: 'pending',
      createdAt: clock.now(),
    })
    .onConflictDoNothing();
  const [charge] = await db
    .select()
    .from(donationCharges)
    .where(and(eq(donationCharges.donationId, donation.id), eq(donationCharges.period, period)));
  if (!charge) throw new Error(`The charge of gift ${donation.id}, period ${period}, is missing.`);
  if (charge.status === 'succeeded') return { ok: true };
  if (charge.status === 'failed') return { ok: false, code: charge.failureCode as DeclineCode };

  const answer = await deps.payments.provider.charge({
    customerId: donation.providerCustomerId,
    cardId: donation.providerCardId,
    amountCents: charge.amountCents,
    currency: 'usd',
    description: donation.interval === 'month' ? `Monthly gift, month ${period}` : 'Gift',
    idempotencyKey: charge.idempotencyKey,
  });

  const now = clock.now();
  const recorded = await db.transaction(async (tx) => {
    if (answer.refused) {
      const [failed] = await tx
        .update(donationCharges)
        .set({ status: 'failed', failureCode: answer.code, chargedAt: now })
        .where(and(eq(donationCharges.id, charge.id), eq(donationCharges.status, 'pending')))
        .returning({ id: donationCharges.id });
      // A refused month ends a monthly gift: gifts are not dunned (decision 045).
      await tx
        .update(donations)
        .set({ status: 'failed', nextChargeAt: null })
        .where(eq(donations.id, donation.id));
      // A later month's refusal reaches a donor who is not watching: they are told once, by
      // whoever recorded it. (The first charge's refusal is answered on the giving page.)
      if (!failed || period === 1) return false;
      await queueGiftChargeFailedMail(tx, donation, deps.appUrl, now);
      return true;
    }
    const [settled] = await tx
      .update(donationCharges)
      .set({
        status: 'succeeded',
        providerChargeId: answer.chargeId,
        chargedAt: now,
        receiptNumber: sql`nextval(${`${donationReceiptNumbers.seqName}`})`,
      })
      .where(and(eq(donationCharges.id, charge.id), eq(donationCharges.status, 'pending')))
      .returning();
    if (!settled?.receiptNumber || !settled.chargedAt) return false; // recorded by another caller
    const [updated] = await tx
      .update(donations)
      .set(
        donation.interval === 'month'
          ? {
              status: sql`CASE WHEN ${donations.status} = 'canceled' THEN 'canceled' ELSE 'active' END`,
              nextChargeAt: sql`CASE WHEN ${donations.status} = 'canceled' THEN NULL ELSE ${addMonths(donation.createdAt, period).toISOString()}::timestamptz END`,
            }
          : { status: 'completed', nextChargeAt: null },
      )
      .where(eq(donations.id, donation.id))
      .returning();
    await queueReceiptMail(tx, updated ?? donation, {
      ...settled,
      receiptNumber: settled.receiptNumber,
      chargedAt: settled.chargedAt,
    });
    return true;
  });
  if (recorded) deps.mailer.kick();
  return answer.refused ? { ok: false, code: answer.code } : { ok: true };
}

/** Inserts the gift, or finds the one this key already made; counts a new one per address. */
async function recordGift(
  deps: GiftDeps,
  input: DonationRequest,
  donor: { accountId: number; userId: number } | null,
  ip: string,
): Promise<DonationRow> {
  const existing = await giftOfKey(deps.db, input.idempotency_key);
  if (existing) return existing;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await takeActionLimits(
      tx,
      GIFTS,
      [{ key: `address:${ip}`, limit: GIFT_LIMITS_PER_ADDRESS.perAddress }],
      now,
    );
    const [inserted] = await tx
      .insert(donations)
      .values({
        accountId: donor?.accountId ?? null,
        userId: donor?.userId ?? null,
        donorName: input.donor_name.trim(),
        donorEmail: input.donor_email.trim().toLowerCase(),
        locale: input.locale,
        amountCents: input.amount_cents,
        // The server computes the fee; the browser only says whether to cover it.
        feeCents: input.cover_fee ? coveredFeeCents(input.amount_cents) : 0,
        interval: input.interval,
        status: 'pending',
        idempotencyKey: input.idempotency_key,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return inserted ?? (await giftOfKey(tx, input.idempotency_key))!;
  });
}

async function giftOfKey(db: Db, key: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.idempotencyKey, key));
  return row;
}

/**
 * POST /donations: records the gift under the browser's key, saves the card with the provider,
 * charges the first period and sends the receipt. The same key again (a second click, a retry
 * after a lost answer or a crash) continues or repeats that gift and never charges twice.
 */
export async function give(
  deps: GiftDeps,
  input: DonationRequest,
  donor: { accountId: number; userId: number } | null,
  ip: string,
): Promise<Donation> {
  let donation = await recordGift(deps, input, donor, ip);
  if (donation.status === 'failed') {
    const [charge] = await deps.db
      .select({ code: donationCharges.failureCode })
      .from(donationCharges)
      .where(eq(donationCharges.donationId, donation.id));
    throw paymentDeclined((charge?.code as DeclineCode | undefined) ?? 'card_declined');
  }
  if (donation.status !== 'pending') return donationView(deps.db, donation);

  if (!donation.providerCardId) {
    const provider = deps.payments.provider;
    const { customerId } = await provider.createCustomer({
      accountId: donation.accountId ?? 0,
      email: donation.donorEmail,
      name: donation.donorName,
      idempotencyKey: `gift-customer-${donation.id}`,
    });
    const card = await provider.saveCard(customerId, input.card_token);
    if ('refused' in card) {
      await deps.db
        .update(donations)
        .set({ status: 'failed', providerCustomerId: customerId })
        .where(eq(donations.id, donation.id));
      throw paymentDeclined(card.code);
    }
    const [saved] = await deps.db
      .update(donations)
      .set({ providerCustomerId: customerId, providerCardId: card.cardId, cardLast4: card.last4 })
      .where(eq(donations.id, donation.id))
      .returning();
    if (saved) donation = saved;
  }
  const result = await chargeGiftPeriod(deps, donation, 1);
  if (!result.ok) throw paymentDeclined(result.code);
  const [fresh] = await deps.db.select().from(donations).where(eq(donations.id, donation.id));
  return donationView(deps.db, fresh ?? donation);
}

/** A gift as the contract shows it, with its last receipt's number. */
export async function donationView(db: Db, donation: DonationRow): Promise<Donation> {
  const [last] = await db
    .select({ receiptNumber: donationCharges.receiptNumber, chargedAt: donationCharges.chargedAt })
    .from(donationCharges)
    .where(
      and(eq(donationCharges.donationId, donation.id), eq(donationCharges.status, 'succeeded')),
    )
    .orderBy(desc(donationCharges.period))
    .limit(1);
  return {
    id: donation.id,
    amount_cents: donation.amountCents,
    fee_cents: donation.feeCents,
    total_cents: donation.amountCents + donation.feeCents,
    currency: 'usd',
    interval: donation.interval,
    status: donation.status,
    created_at: donation.createdAt.toISOString(),
    next_charge_at: donation.nextChargeAt?.toISOString() ?? null,
    canceled_at: donation.canceledAt?.toISOString() ?? null,
    card_last4: donation.cardLast4,
    receipt_number:
      last?.receiptNumber && last.chargedAt
        ? receiptNumberText(last.receiptNumber, last.chargedAt)
        : null,
  };
}

/** GET /my_donations: the caller's gifts, newest first. */
export async function myDonations(db: Db, userId: number): Promise<Donation[]> {
  const rows = await db
    .select()
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id));
  return Promise.all(rows.map((row) => donationView(db, row)));
}

/** POST /donations/cancel: the caller's own monthly gift stops; a charge under way still ends. */
export async function cancelDonation(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  donationId: number,
): Promise<Donation> {
  const [row] = await deps.db
    .update(donations)
    .set({ status: 'canceled', canceledAt: deps.clock.now(), nextChargeAt: null })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.userId, userId),
        eq(donations.interval, 'month'),
        sql`${donations.status} IN ('active', 'pending')`,
      ),
    )
    .returning();
  if (!row) throw notFound('There is no monthly gift of yours to cancel with this id.');
  return donationView(deps.db, row);
}
