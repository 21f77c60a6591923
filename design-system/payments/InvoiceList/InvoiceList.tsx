import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { useLocale, useT } from '#ds/i18n';
import { formatDay } from '../formatting';
import { StyledActions, StyledEmpty, StyledTable } from './InvoiceList.styles';

export type InvoiceStatus = 'open' | 'paid' | 'void' | 'refunded';

export type InvoiceListItem = {
  id: number;
  /** The invoice number, in sequence (TL-2026-000123). */
  number: string;
  description: string;
  totalCents: number;
  /** What is still to pay (the total while open, 0 after). */
  amountDueCents: number;
  status: InvoiceStatus;
  /** When it was issued (ISO). */
  date: string;
};

export type InvoiceListProps = {
  invoices: readonly InvoiceListItem[];
  currency?: string;
  /** Where an open invoice is paid (payment information); none on an admin's view. */
  payHref?: (invoice: InvoiceListItem) => string;
  /** Downloads the invoice's PDF; a rejection shows a message on the row. */
  onDownload: (invoice: InvoiceListItem) => Promise<void>;
  /** The table's accessible name. */
  label?: string;
};

const statusTones: Record<InvoiceStatus, BadgeTone> = {
  open: 'warning',
  paid: 'success',
  void: 'neutral',
  refunded: 'info',
};

/**
 * The church's invoices with the spec's columns (ID, date, description, amount, total, status,
 * action): an open invoice leads to payment, every invoice downloads as a PDF. On a phone each
 * invoice is a card whose values carry their column's name.
 */
export function InvoiceList({
  invoices,
  currency = 'USD',
  payHref,
  onDownload,
  label,
}: InvoiceListProps) {
  const t = useT();
  const locale = useLocale();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  if (invoices.length === 0) return <StyledEmpty>{t('invoiceList.empty')}</StyledEmpty>;

  const download = async (invoice: InvoiceListItem) => {
    setDownloading(invoice.id);
    setFailed(null);
    try {
      await onDownload(invoice);
    } catch {
      setFailed(invoice.id);
    } finally {
      setDownloading(null);
    }
  };

  const columns = {
    number: t('invoiceList.columns.number'),
    date: t('invoiceList.columns.date'),
    description: t('invoiceList.columns.description'),
    amount: t('invoiceList.columns.amount'),
    total: t('invoiceList.columns.total'),
    status: t('invoiceList.columns.status'),
    action: t('invoiceList.columns.action'),
  };
  return (
    <StyledTable aria-label={label ?? t('invoiceList.label')}>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, name]) => (
            <th key={key} scope="col" data-column={key}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row" data-label={columns.number}>
              {invoice.number}
            </th>
            <td data-label={columns.date}>{formatDay(invoice.date, locale)}</td>
            <td data-label={columns.description}>{invoice.description}</td>
            <td data-label={columns.amount} data-column="amount">
              <MoneyAmount cents={invoice.amountDueCents} currency={currency} />
            </td>
            <td data-label={columns.total} data-column="total">
              <MoneyAmount cents={invoice.totalCents} currency={currency} variant="strong" />
            </td>
            <td data-label={columns.status}>
              <Badge tone={statusTones[invoice.status]}>
                {t(`invoiceList.status.${invoice.status}`)}
              </Badge>
            </td>
            <td data-label={columns.action}>
              <StyledActions>
                {invoice.status === 'open' && payHref && (
                  <Link href={payHref(invoice)}>
                    {t('invoiceList.pay')}
                    <span className="visually-hidden"> {invoice.number}</span>
                  </Link>
                )}
                <Button
                  size="small"
                  variant="secondary"
                  icon={<Icon name="download" size="small" />}
                  loading={downloading === invoice.id}
                  onClick={() => void download(invoice)}
                >
                  {t('invoiceList.download')}
                  <span className="visually-hidden"> {invoice.number}</span>
                </Button>
                {failed === invoice.id && (
                  <span role="alert">{t('invoiceList.downloadFailed')}</span>
                )}
              </StyledActions>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
