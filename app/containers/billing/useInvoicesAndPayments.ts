import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../contract';
import type { TransactionsResponse } from '../../../contract/billing';
import type { InvoicesAndPaymentsProps } from '../../../screens/billing/InvoicesAndPayments';
import { apiClient, saveFile } from '../../api';
import { endpointQuery } from '../../query/endpointQuery';
import { useRouteHref } from '../shared/useRouteHref';

function listsOf(
  data: TransactionsResponse,
): Pick<InvoicesAndPaymentsProps, 'invoices' | 'payments'> {
  return {
    invoices: data.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      description: invoice.description,
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

/**
 * The church's invoices and payments (GET /payment/transactions); an invoice's PDF downloads as
 * binary (GET /payment/invoice, spec section 7) and is handed to the browser to save.
 */
export function useInvoicesAndPayments(enabled = true) {
  const href = useRouteHref();
  const query = useQuery({
    ...endpointQuery(endpoints.paymentTransactions),
    select: listsOf,
    enabled,
  });
  const props: InvoicesAndPaymentsProps | undefined = query.data && {
    ...query.data,
    payHref: () => href('paymentInfo'),
    onDownload: async (invoice) => {
      const file = await apiClient.download(
        endpoints.paymentInvoice.path,
        { invoice_id: invoice.id },
        `${invoice.number}.pdf`,
      );
      saveFile(file);
    },
  };
  return { query, props };
}
