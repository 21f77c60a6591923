import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { useToast } from '#ds/feedback/Toast';
import { useLocale, useT } from '#ds/i18n';
import type { InvoicesAndPaymentsProps } from '#screens/billing/InvoicesAndPayments';
import { apiClient, saveFile } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { billingListsOf } from '#app/features/billing/billingLists';

/**
 * An account's invoices and payments on the admins' account page (GET /admin/account_billing):
 * each invoice's PDF, and a refund of a succeeded payment (the spec's guarantee), which ends the
 * membership. Nothing for an account that was never billed.
 */
export function useAccountBilling(accountId: number): InvoicesAndPaymentsProps | undefined {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const billing = useQuery({
    ...endpointQuery(endpoints.accountBilling, { account_id: accountId }),
    enabled: accountId > 0,
  });
  const refund = useMutation(endpointMutation(endpoints.refundPayment));
  const lists = billing.data && billingListsOf(billing.data, t);
  if (!lists || (lists.invoices.length === 0 && lists.payments.length === 0)) return undefined;
  return {
    ...lists,
    onDownload: async (invoice) => {
      const file = await apiClient.download(
        endpoints.adminInvoiceFile.path,
        { account_id: accountId, invoice_id: invoice.id, locale },
        `${invoice.number}.pdf`,
      );
      saveFile(file);
    },
    onRefund: async (payment) => {
      await refund.mutateAsync({ payment_id: payment.id });
      toast.show({
        tone: 'success',
        title: t('billing.payments.refunded', { number: payment.invoiceNumber }),
      });
    },
  };
}
