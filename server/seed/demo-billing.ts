import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, invoices, memberships, payments } from '#server/db/schema.ts';
import { addDays, addMonths } from '#server/billing/calendar.ts';
import { recordCard } from '#server/billing/customers.ts';
import { openInvoice } from '#server/billing/invoices.ts';
import { planCodeOf } from '#server/billing/plan-catalogue.ts';
import { paymentsPerLicence, planByCode } from '#server/billing/plans.ts';
import { RETRY_AFTER_DAYS } from '#server/billing/membership.ts';
import { createSandboxProvider } from '#server/billing/sandbox-provider.ts';

// The demo churches' billing (issue 10), as the sandbox would have made it: each church on a
// real plan with its saved test card and its paid invoices; the past_due church's last monthly
// payment refused twice by its 0341 card, its invoice open and the next retry due tomorrow.

type DemoBilling = {
  slug: string;
  plan: string;
  card: string;
  /** When the current licence began, in days before the seed. */
  licenceStartedDaysAgo: number;
  /** The licence before this one was paid too (a church in its second year). */
  previousLicence?: boolean;
  /** The last payment due was refused twice. */
  pastDue?: boolean;
};

const DEMO_BILLING: DemoBilling[] = [
  {
    slug: 'grace-community-church',
    plan: planCodeOf('100-249', 'year'),
    card: 'sandbox_succeeds_4242_08_2030',
    licenceStartedDaysAgo: 65,
    previousLicence: true,
  },
  {
    slug: 'hope-fellowship',
    plan: planCodeOf('0-99', 'month'),
    card: 'sandbox_failsWhenCharged_0341_03_2030',
    // The fourth monthly payment fell due two days ago.
    licenceStartedDaysAgo: 0,
    pastDue: true,
  },
  {
    slug: 'riverside-church',
    plan: planCodeOf('250-499', 'month'),
    card: 'sandbox_succeeds_4242_11_2029',
    licenceStartedDaysAgo: 345,
  },
];

async function paidInvoice(
  tx: Db,
  accountId: number,
  plan: NonNullable<Awaited<ReturnType<typeof planByCode>>>,
  licenceStart: Date,
  paymentNumber: number,
  last4: string,
) {
  const due = plan.interval === 'month' ? addMonths(licenceStart, paymentNumber - 1) : licenceStart;
  const invoice = await openInvoice(tx, {
    accountId,
    plan,
    licenceStart,
    paymentNumber,
    periodKey: `${accountId}:${licenceStart.toISOString()}:${paymentNumber}`,
    now: due,
  });
  await tx.update(invoices).set({ status: 'paid', paidAt: due }).where(eq(invoices.id, invoice.id));
  await tx.insert(payments).values({
    accountId,
    invoiceId: invoice.id,
    attempt: 1,
    idempotencyKey: `demo-invoice-${invoice.id}-attempt-1`,
    amountCents: invoice.totalCents,
    status: 'succeeded',
    providerChargeId: `ch_sandbox_demo_${invoice.id}`,
    cardLast4: last4,
    createdAt: due,
    settledAt: due,
  });
}

/** The second past_due church's billing (seed-demo.ts), the same as the first's. */
const SECOND_PAST_DUE: DemoBilling = {
  slug: 'sarang-church',
  plan: planCodeOf('0-99', 'month'),
  card: 'sandbox_failsWhenCharged_0341_04_2030',
  licenceStartedDaysAgo: 0,
  pastDue: true,
};

export async function seedDemoBilling(tx: Db, now: Date): Promise<void> {
  await seedBillingOf(tx, DEMO_BILLING, now);
}

export async function seedSecondPastDueBilling(tx: Db, now: Date): Promise<void> {
  await seedBillingOf(tx, [SECOND_PAST_DUE], now);
}

async function seedBillingOf(tx: Db, churches: readonly DemoBilling[], now: Date): Promise<void> {
  const sandbox = createSandboxProvider();
  for (const demo of churches) {
    const [account] = await tx
      .select({ id: accounts.id, name: accounts.churchName })
      .from(accounts)
      .where(eq(accounts.slug, demo.slug));
    const plan = await planByCode(tx, demo.plan);
    if (!account || !plan) continue;
    const { customerId } = await sandbox.createCustomer({
      accountId: account.id,
      email: `${demo.slug}@demo.church`,
      name: account.name ?? demo.slug,
      idempotencyKey: `customer-account-${account.id}`,
    });
    const card = await sandbox.saveCard(customerId, demo.card);
    if ('refused' in card) throw new Error(`The demo card ${demo.card} was refused.`);
    await recordCard(tx, {
      accountId: account.id,
      provider: 'sandbox',
      saved: { customerId, card },
      holderName: null,
      now,
    });

    // The past_due church: three months paid, the fourth due two days ago.
    const licenceStart = demo.pastDue
      ? addDays(addMonths(now, -3), -2)
      : addDays(now, -demo.licenceStartedDaysAgo);
    if (demo.previousLicence) {
      await paidInvoice(tx, account.id, plan, addMonths(licenceStart, -12), 1, card.last4);
    }
    const total = paymentsPerLicence(plan.interval);
    let paid = 0;
    for (let n = 1; n <= total; n += 1) {
      const due = plan.interval === 'month' ? addMonths(licenceStart, n - 1) : licenceStart;
      if (due > now || (demo.pastDue && n === 4)) break;
      await paidInvoice(tx, account.id, plan, licenceStart, n, card.last4);
      paid = n;
    }
    const licenceEnd = addMonths(licenceStart, 12);
    let nextChargeAt = paid < total ? addMonths(licenceStart, paid) : licenceEnd;
    if (demo.pastDue) {
      const due = addMonths(licenceStart, paid);
      const open = await openInvoice(tx, {
        accountId: account.id,
        plan,
        licenceStart,
        paymentNumber: paid + 1,
        periodKey: `${account.id}:${licenceStart.toISOString()}:${paid + 1}`,
        now: due,
      });
      for (const [attempt, at] of [due, addDays(due, RETRY_AFTER_DAYS[0])].entries()) {
        await tx.insert(payments).values({
          accountId: account.id,
          invoiceId: open.id,
          attempt: attempt + 1,
          idempotencyKey: `demo-invoice-${open.id}-attempt-${attempt + 1}`,
          amountCents: open.totalCents,
          status: 'failed',
          failureCode: 'card_declined',
          cardLast4: card.last4,
          createdAt: at,
          settledAt: at,
        });
      }
      nextChargeAt = addDays(due, RETRY_AFTER_DAYS[1]);
    }
    await tx
      .update(memberships)
      .set({
        state: demo.pastDue ? 'past_due' : 'active',
        planCode: plan.code,
        planName: plan.name,
        planInterval: plan.interval,
        licenceStart,
        currentPeriodEnd: licenceEnd,
        paymentsMade: paid,
        nextChargeAt,
        pendingInterval: null,
      })
      .where(eq(memberships.accountId, account.id));
  }
}
