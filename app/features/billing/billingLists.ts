import type { TransactionsResponse } from '#contract/billing/billing';
import type { Translate } from '#ds/i18n';
import type { InvoicesAndPaymentsProps } from '#screens/billing/InvoicesAndPayments';
import { invoiceItemText } from './billingItemText';

/**
 * An account's invoices and payments as the screens list them (the church's, or an admin's view),
 * each invoice's line in the screen's language.
 */
export function billingListsOf(
  data: TransactionsResponse,
  t: Translate,
): Pick<InvoicesAndPaymentsProps, 'invoices' | 'payments'> {
  return {
    invoices: data.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      description: invoiceItemText(t, invoice.item),
      totalCents: invoice.total_cents,
      amountDueCents: invoice.amount_due_cents,
      status: invoice.status,
      date: invoice.date,
    })),
    payments: data.payments.map((payment) => ({
      id: payment.id,
      invoiceNumber: payment.invoice_number,
      amountCents: payment.amount_cents,
      status: payment.status,
      date: payment.date,
      cardLast4: payment.card_last4,
    })),
  };
}
