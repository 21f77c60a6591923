import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '#contract';
import type { TransactionsResponse } from '#contract/billing/billing';
import { useLocale, useT } from '#ds/i18n';
import type { InvoicesAndPaymentsProps } from '#screens/billing/InvoicesAndPayments';
import { apiClient, saveFile } from '#app/api';
import { endpointQuery } from '#app/query/endpointQuery';
import { useRouteHref } from '#app/shared/useRouteHref';
import { billingListsOf } from './billingLists';

/**
 * The church's invoices and payments (GET /payment/transactions); an invoice's PDF downloads as
 * binary (GET /payment/invoice, spec section 7) and is handed to the browser to save.
 */
export function useInvoicesAndPayments(enabled = true) {
  const href = useRouteHref();
  const t = useT();
  const locale = useLocale();
  const select = useCallback((data: TransactionsResponse) => billingListsOf(data, t), [t]);
  const query = useQuery({ ...endpointQuery(endpoints.paymentTransactions), select, enabled });
  const props: InvoicesAndPaymentsProps | undefined = query.data && {
    ...query.data,
    payHref: () => href('paymentInfo'),
    onDownload: async (invoice) => {
      const file = await apiClient.download(
        endpoints.paymentInvoice.path,
        { invoice_id: invoice.id, locale },
        `${invoice.number}.pdf`,
      );
      saveFile(file);
    },
  };
  return { query, props };
}
