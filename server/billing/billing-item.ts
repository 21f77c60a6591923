import { eq } from 'drizzle-orm';
import type { InvoiceItem } from '#contract/billing/billing.ts';
import type { Db } from '#server/db/database.ts';
import type { invoices } from '#server/db/schema.ts';
import { plans } from '#server/db/schema.ts';
import type { Translate } from '#server/public/public-i18n.ts';
import { paymentsPerLicence } from './plans.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type PlanPart = Pick<typeof plans.$inferSelect, 'tier' | 'name' | 'interval'>;

/** The invoice's item as data (its stored description stays the English one it was issued with). */
export function invoiceItemOf(
  invoice: Pick<InvoiceRow, 'paymentNumber'>,
  plan: PlanPart,
): InvoiceItem {
  return {
    tier: plan.tier,
    plan_name: plan.name,
    interval: plan.interval,
    payment_number: invoice.paymentNumber,
    payments: paymentsPerLicence(plan.interval),
  };
}

/** The item of one invoice, reading its plan. */
export async function loadInvoiceItem(db: Db, invoice: InvoiceRow): Promise<InvoiceItem> {
  const [plan] = await db
    .select({ tier: plans.tier, name: plans.name, interval: plans.interval })
    .from(plans)
    .where(eq(plans.code, invoice.planCode));
  if (!plan)
    throw new Error(`Invoice ${invoice.number} names the unknown plan ${invoice.planCode}.`);
  return invoiceItemOf(invoice, plan);
}

/** A tier's name in the translator's language; the stored name for a tier it does not know. */
export function planNameIn(t: Translate, tier: string, storedName: string): string {
  const key = `billingItems.tiers.${tier}`;
  const name = t(key);
  return name === key ? storedName : name;
}

/** 'Small church plan, monthly payment 4 of 12' in the translator's language. */
export function invoiceItemText(t: Translate, item: InvoiceItem): string {
  const plan = planNameIn(t, item.tier, item.plan_name);
  return item.interval === 'month'
    ? t('billingItems.monthly', { plan, number: item.payment_number, total: item.payments })
    : t('billingItems.yearly', { plan });
}
