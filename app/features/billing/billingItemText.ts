import type { InvoiceItem } from '#contract/billing/billing';
import type { MessageKey, Translate } from '#ds/i18n';

// The server sends plans and invoice lines as data (tier, payment 4 of 12); they are written here
// in the screen's language, from the same `billingItems` messages the server's PDFs and mails use.

/** A tier's name ('Small church'); the server's stored name for a tier the messages lack. */
export function planNameIn(t: Translate, tier: string, storedName: string): string {
  const key = `billingItems.tiers.${tier}` as MessageKey;
  const name = t(key);
  return name === key ? storedName : name;
}

/** 'Small church plan, monthly payment 4 of 12' or 'Small church plan, yearly licence'. */
export function invoiceItemText(t: Translate, item: InvoiceItem): string {
  const plan = planNameIn(t, item.tier, item.plan_name);
  return item.interval === 'month'
    ? t('billingItems.monthly', { plan, number: item.payment_number, total: item.payments })
    : t('billingItems.yearly', { plan });
}
