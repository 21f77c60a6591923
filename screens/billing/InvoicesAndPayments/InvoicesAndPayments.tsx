import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { useLocale, useT } from '#ds/i18n';
import { formatDay, InvoiceList, type InvoiceListItem, type InvoiceListProps } from '#ds/payments';
import { StyledPayments } from './InvoicesAndPayments.styles';

export type PaymentListItem = {
  id: number;
  invoiceNumber: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  date: string;
  cardLast4: string | null;
};

export type InvoicesAndPaymentsProps = Pick<InvoiceListProps, 'payHref' | 'onDownload'> & {
  invoices: readonly InvoiceListItem[];
  payments: readonly PaymentListItem[];
  /**
   * Refunds a payment in full (an admin, on the account's page: the spec's guarantee); resolves
   * once the server confirmed. Without it no payment offers a refund.
   */
  onRefund?: (payment: PaymentListItem) => Promise<unknown>;
};

const paymentTones: Record<PaymentListItem['status'], BadgeTone> = {
  pending: 'info',
  succeeded: 'success',
  failed: 'critical',
  refunded: 'neutral',
};

/** The account's invoices (each with its PDF) and the payments made for them. */
export function InvoicesAndPayments({
  invoices,
  payments,
  payHref,
  onDownload,
  onRefund,
}: InvoicesAndPaymentsProps) {
  const t = useT();
  const locale = useLocale();
  const [refunding, setRefunding] = useState<PaymentListItem | null>(null);
  return (
    <>
      <Card>
        <Card.Header titleAs="h2" title={t('billing.invoices.title')} />
        <Card.Body>
          <InvoiceList invoices={invoices} payHref={payHref} onDownload={onDownload} />
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('billing.payments.title')} />
        <Card.Body>
          {payments.length === 0 ? (
            <p>{t('billing.payments.empty')}</p>
          ) : (
            <StyledPayments>
              {payments.map((payment) => (
                <li key={payment.id}>
                  <span>{formatDay(payment.date, locale)}</span>
                  <span>
                    {t('billing.payments.forInvoice', { number: payment.invoiceNumber })}
                    {payment.cardLast4 &&
                      ` · ${t('billing.payments.card', { last4: payment.cardLast4 })}`}
                  </span>
                  <MoneyAmount cents={payment.amountCents} variant="strong" />
                  <Badge tone={paymentTones[payment.status]}>
                    {t(`billing.payments.status.${payment.status}`)}
                  </Badge>
                  {onRefund && payment.status === 'succeeded' && (
                    <Button variant="secondary" size="small" onClick={() => setRefunding(payment)}>
                      {t('billing.payments.refund')}
                      <span className="visually-hidden"> {payment.invoiceNumber}</span>
                    </Button>
                  )}
                </li>
              ))}
            </StyledPayments>
          )}
        </Card.Body>
        {onRefund && (
          <ConfirmDialog
            open={refunding !== null}
            onClose={() => setRefunding(null)}
            onConfirm={() => (refunding ? onRefund(refunding) : undefined)}
            message={t('billing.payments.refundConfirm', {
              number: refunding?.invoiceNumber ?? '',
            })}
            confirmLabel={t('billing.payments.refund')}
            cancelLabel={t('common.cancel')}
            tone="critical"
          />
        )}
      </Card>
    </>
  );
}
