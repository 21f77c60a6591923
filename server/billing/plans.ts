import { and, asc, eq } from 'drizzle-orm';
import type { BillingPlan, PricingResponse } from '#contract/billing/billing.ts';
import {
  CURRENCY,
  MONTHLY_PAYMENTS,
  REFUND_WINDOW_DAYS,
  YEARLY_SAVING_PERCENT,
} from '#contract/billing/billing.ts';
import type { BillingInterval } from '#contract/account/profile.ts';
import type { Db } from '#server/db/database.ts';
import { plans } from '#server/db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;

/** How many payments one licence takes on a plan of this interval. */
export const paymentsPerLicence = (interval: BillingInterval) =>
  interval === 'month' ? MONTHLY_PAYMENTS : 1;

export function toBillingPlan(plan: PlanRow): BillingPlan {
  const payments = paymentsPerLicence(plan.interval);
  return {
    code: plan.code,
    name: plan.name,
    tier: plan.tier,
    interval: plan.interval,
    amount_cents: plan.amountCents,
    licence_cents: plan.amountCents * payments,
    currency: CURRENCY,
    payments,
    min_attendance: plan.minAttendance,
    max_attendance: plan.maxAttendance,
  };
}

/** The plans on sale, smallest tier first, monthly before yearly. */
export async function plansOnSale(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.onSale, true))
    .orderBy(asc(plans.minAttendance), asc(plans.interval));
}

export async function planByCode(db: Db, code: string): Promise<PlanRow | null> {
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  return plan ?? null;
}

/** The same tier's plan for the other interval (a change at renewal), or null. */
export async function planOfTier(
  db: Db,
  tier: string,
  interval: BillingInterval,
): Promise<PlanRow | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.tier, tier), eq(plans.interval, interval)));
  return plan ?? null;
}

/** The pricing page: each tier with both its plans; a tier missing one is left out. */
export async function pricingOf(db: Db): Promise<PricingResponse> {
  const rows = await plansOnSale(db);
  const tiers: PricingResponse['tiers'] = [];
  for (const monthly of rows.filter((row) => row.interval === 'month')) {
    const yearly = rows.find((row) => row.tier === monthly.tier && row.interval === 'year');
    if (!yearly) continue;
    tiers.push({
      tier: monthly.tier,
      name: monthly.name,
      min_attendance: monthly.minAttendance,
      max_attendance: monthly.maxAttendance,
      monthly: toBillingPlan(monthly),
      yearly: toBillingPlan(yearly),
    });
  }
  return {
    currency: CURRENCY,
    yearly_saving_percent: YEARLY_SAVING_PERCENT,
    monthly_payments: MONTHLY_PAYMENTS,
    refund_window_days: REFUND_WINDOW_DAYS,
    tiers,
  };
}
