import { and, eq } from 'drizzle-orm';
import type { SubscriptionDetails } from '#contract/billing/billing.ts';
import type { MembershipState } from '#contract/account/profile.ts';
import type { Db } from '#server/db/database.ts';
import { invoices, memberships } from '#server/db/schema.ts';
import { syncVideosWithMembership } from '#server/videos/transitions.ts';
import { addDays, addMonths } from './calendar.ts';
import type { InvoiceRow } from './invoices.ts';
import { openInvoicesOf } from './invoices.ts';
import type { PlanRow } from './plans.ts';
import { planByCode, paymentsPerLicence, toBillingPlan } from './plans.ts';

export type MembershipRow = typeof memberships.$inferSelect;

/**
 * After a failed renewal charge, the next attempts: this many days after the payment was due
 * (decision 044). When the last one fails too, the membership is canceled.
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

export const LICENCE_MONTHS = 12;

export async function membershipOf(db: Db, accountId: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.accountId, accountId));
  return row ?? null;
}

/** The membership row locked for this transaction (a renewal and a card update never race). */
export async function lockMembership(tx: Db, accountId: number): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .for('update');
  return row ?? null;
}

/** Sets the state; the church's videos follow a change (decision 038). */
async function changeState(
  tx: Db,
  accountId: number,
  from: MembershipState | null,
  to: MembershipState,
  now: Date,
) {
  if (from !== to) await syncVideosWithMembership(tx, accountId, now);
}

/**
 * A paid invoice moves the membership: active on the invoice's plan, this payment counted for
 * its licence, and the next charge set (the next month, or the licence's end for a renewal).
 * Runs in the payment's transaction.
 */
export async function applyPaidInvoice(tx: Db, invoice: InvoiceRow, now: Date): Promise<void> {
  const plan = await planByCode(tx, invoice.planCode);
  if (!plan) throw new Error(`The paid invoice ${invoice.number} names no plan.`);
  const current = await lockMembership(tx, invoice.accountId);
  // An older invoice paid late (e.g. a month of a licence since renewed) moves nothing back.
  if (
    current?.licenceStart &&
    current.licenceStart > invoice.licenceStart &&
    current.state === 'active'
  )
    return;
  const licenceEnd = addMonths(invoice.licenceStart, LICENCE_MONTHS);
  const total = paymentsPerLicence(plan.interval);
  const nextChargeAt =
    invoice.paymentNumber < total
      ? addMonths(invoice.licenceStart, invoice.paymentNumber)
      : licenceEnd;
  const values = {
    state: 'active' as const,
    planCode: plan.code,
    planName: plan.name,
    planInterval: plan.interval,
    currentPeriodEnd: licenceEnd,
    licenceStart: invoice.licenceStart,
    paymentsMade: invoice.paymentNumber,
    nextChargeAt,
    // A change at renewal is done once the new licence runs on it.
    pendingInterval:
      current?.pendingInterval && current.pendingInterval !== plan.interval
        ? current.pendingInterval
        : null,
  };
  await tx
    .insert(memberships)
    .values({ accountId: invoice.accountId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: memberships.accountId, set: values });
  await changeState(tx, invoice.accountId, current?.state ?? null, 'active', now);
}

export type FailedRenewal = { canceled: boolean; nextChargeAt: Date | null; firstFailure: boolean };

/**
 * A renewal charge was refused for the `failures`-th time: past_due with the next attempt on
 * the retry schedule, or, after the last, canceled with its open invoices void.
 */
export async function applyFailedRenewal(
  tx: Db,
  invoice: InvoiceRow,
  failures: number,
  now: Date,
): Promise<FailedRenewal> {
  const current = await lockMembership(tx, invoice.accountId);
  if (!current) throw new Error(`The renewal of account ${invoice.accountId} has no membership.`);
  const retryDays = RETRY_AFTER_DAYS[failures - 1];
  if (retryDays === undefined) {
    await cancelMembership(tx, invoice.accountId, now);
    return { canceled: true, nextChargeAt: null, firstFailure: false };
  }
  const nextChargeAt = addDays(invoice.periodStart, retryDays);
  await tx
    .update(memberships)
    .set({ state: 'past_due', nextChargeAt })
    .where(eq(memberships.accountId, invoice.accountId));
  await changeState(tx, invoice.accountId, current.state, 'past_due', now);
  return { canceled: false, nextChargeAt, firstFailure: failures === 1 };
}

/** Ends the membership now: nothing more is charged, open invoices are void, videos hide. */
export async function cancelMembership(tx: Db, accountId: number, now: Date): Promise<void> {
  const current = await lockMembership(tx, accountId);
  if (!current) return;
  await tx
    .update(memberships)
    .set({ state: 'canceled', nextChargeAt: null, pendingInterval: null })
    .where(eq(memberships.accountId, accountId));
  await tx
    .update(invoices)
    .set({ status: 'void' })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'open')));
  await changeState(tx, accountId, current.state, 'canceled', now);
}

/** Whether a licence still runs (active, or past_due waiting for a card): no second one. */
export function licenceRuns(membership: MembershipRow | null, now: Date): boolean {
  if (!membership) return false;
  if (membership.state === 'past_due') return true;
  return (
    membership.state === 'active' &&
    membership.currentPeriodEnd !== null &&
    membership.currentPeriodEnd > now
  );
}

/** GET /subscription_details and every billing write's answer. */
export async function subscriptionDetailsOf(
  db: Db,
  accountId: number,
): Promise<SubscriptionDetails> {
  const membership = await membershipOf(db, accountId);
  const [open] = await openInvoicesOf(db, accountId);
  const planCode = membership?.planCode ?? open?.planCode ?? null;
  const plan: PlanRow | null = planCode ? await planByCode(db, planCode) : null;
  return {
    state: membership?.state ?? null,
    plan: plan ? toBillingPlan(plan) : null,
    next_billing_at:
      membership?.state === 'canceled' ? null : (membership?.nextChargeAt?.toISOString() ?? null),
    payments_made: membership?.paymentsMade ?? 0,
    payments_total: plan ? paymentsPerLicence(plan.interval) : 0,
    licence_start: membership?.licenceStart?.toISOString() ?? null,
    licence_end: membership?.currentPeriodEnd?.toISOString() ?? null,
    pending_interval: membership?.pendingInterval ?? null,
    open_invoice_id: open?.id ?? null,
  };
}
