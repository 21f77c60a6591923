import { and, count, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Deps } from '#server/deps.ts';
import { payments } from '#server/db/schema.ts';
import { memberships } from '#server/db/schema.ts';
import type { RetryPolicy } from '#server/jobs/queue.ts';
import type { ChargeResult } from './charge-invoice.ts';
import { chargeInvoice, settleInterruptedPayments } from './charge-invoice.ts';
import { openInvoice, openInvoicesOf } from './invoices.ts';
import { mailMembershipCanceled, mailPaymentFailed, mailReceipt } from './mails.ts';
import { applyFailedRenewal, lockMembership } from './membership.ts';
import { paymentsPerLicence, planByCode, planOfTier } from './plans.ts';

// Renewals (decision 044): a sweep finds memberships whose next charge is due and puts one job per
// account on the durable queue; the job charges the saved card for the next payment. Every step
// is keyed by what it pays for (the invoice's period key, the attempt's idempotency key), so a
// sweep or a job that runs twice charges nothing twice.

export const RENEW_MEMBERSHIP = 'renew-membership';

export type RenewMembershipData = { accountId: number };

/** A job that failed to reach the provider is tried again within the hour. */
const RENEWAL_JOB_RETRY: RetryPolicy = {
  retryLimit: 6,
  retryDelay: 60,
  retryDelayMax: 3_600,
  expireInSeconds: 300,
};

type RenewalDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'log' | 'mailer' | 'appUrl'>;

export type RenewalOutcome =
  | { kind: 'not_due' }
  | { kind: 'paid'; invoiceId: number }
  | { kind: 'past_due'; invoiceId: number; nextChargeAt: Date }
  | { kind: 'canceled'; invoiceId: number };

/**
 * The invoice the account's next charge pays: the open one (a retry), else the next payment of
 * the licence, else the first payment of the next licence (on the same tier, at the interval
 * asked for at renewal). Null when nothing is due now.
 */
async function dueInvoice(deps: RenewalDeps, accountId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, accountId);
    if (!membership?.nextChargeAt || membership.nextChargeAt > now) return null;
    if (membership.state === 'canceled' || !membership.planCode || !membership.licenceStart)
      return null;
    const [open] = await openInvoicesOf(tx, accountId);
    if (open) return open;
    const plan = await planByCode(tx, membership.planCode);
    if (!plan) throw new Error(`The membership of account ${accountId} names no plan.`);
    if (membership.paymentsMade < paymentsPerLicence(plan.interval)) {
      const paymentNumber = membership.paymentsMade + 1;
      return openInvoice(tx, {
        accountId,
        plan,
        licenceStart: membership.licenceStart,
        paymentNumber,
        periodKey: `${accountId}:${membership.licenceStart.toISOString()}:${paymentNumber}`,
        now,
      });
    }
    const licenceStart = membership.currentPeriodEnd ?? membership.nextChargeAt;
    const nextPlan =
      (membership.pendingInterval &&
        (await planOfTier(tx, plan.tier, membership.pendingInterval))) ||
      plan;
    return openInvoice(tx, {
      accountId,
      plan: nextPlan,
      licenceStart,
      paymentNumber: 1,
      periodKey: `${accountId}:${licenceStart.toISOString()}:1`,
      now,
    });
  });
}

/** Records a refused renewal: past_due and the next retry, or canceled after the last. */
async function afterRefusal(deps: RenewalDeps, result: ChargeResult & { paid: false }) {
  const now = deps.clock.now();
  const { invoice } = result;
  return deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'failed')));
    const outcome = await applyFailedRenewal(tx, invoice, Number(failed?.n ?? 1), now);
    // Told once per refusal: a second recorder of the same answer sends nothing.
    if (result.settledNow) {
      if (outcome.canceled) await mailMembershipCanceled(tx, invoice, deps.appUrl, now);
      else if (outcome.nextChargeAt)
        await mailPaymentFailed(tx, invoice, outcome.nextChargeAt, deps.appUrl, now);
    }
    return outcome;
  });
}

/** Charges the account's next payment if it is due (the renewal job's work). */
export async function renewMembership(
  deps: RenewalDeps,
  accountId: number,
): Promise<RenewalOutcome> {
  const invoice = await dueInvoice(deps, accountId);
  if (!invoice) return { kind: 'not_due' };
  const result = await chargeInvoice(deps, invoice.id);
  if (result.paid) {
    if (result.settledNow) {
      await mailReceipt(deps.db, result.invoice, deps.appUrl, deps.clock.now());
      deps.mailer.kick();
    }
    return { kind: 'paid', invoiceId: invoice.id };
  }
  const outcome = await afterRefusal(deps, result);
  deps.mailer.kick();
  return outcome.canceled
    ? { kind: 'canceled', invoiceId: invoice.id }
    : { kind: 'past_due', invoiceId: invoice.id, nextChargeAt: outcome.nextChargeAt! };
}

/** The accounts whose next charge is due now. */
export async function dueAccounts(deps: Pick<Deps, 'db' | 'clock'>): Promise<number[]> {
  const rows = await deps.db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(
      and(
        isNotNull(memberships.nextChargeAt),
        lte(memberships.nextChargeAt, deps.clock.now()),
        inArray(memberships.state, ['active', 'past_due']),
      ),
    );
  return rows.map((row) => row.accountId);
}

/**
 * One sweep: payments a crash left unanswered are settled, then a renewal job is queued for each
 * account that is due. Returns the accounts queued.
 */
export async function sweepRenewals(deps: RenewalDeps & Pick<Deps, 'jobs'>): Promise<number[]> {
  await settleInterruptedPayments(deps);
  const due = await dueAccounts(deps);
  for (const accountId of due) {
    await deps.jobs.send<RenewMembershipData>(RENEW_MEMBERSHIP, { accountId });
  }
  return due;
}

export async function defineBillingJobs(deps: Deps): Promise<void> {
  await deps.jobs.define<RenewMembershipData>(RENEW_MEMBERSHIP, RENEWAL_JOB_RETRY, async (job) => {
    await renewMembership(deps, job.data.accountId);
  });
}
