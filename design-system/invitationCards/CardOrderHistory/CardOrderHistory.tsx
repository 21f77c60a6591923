import { useState } from 'react';
import { Button } from '../../actions/Button';
import { Link } from '../../actions/Link';
import { MoneyAmount } from '../../display/MoneyAmount';
import { localeTags, useLocale, useT } from '../../i18n';
import {
  StyledActions,
  StyledEmpty,
  StyledTable,
} from '../../payments/InvoiceList/InvoiceList.styles';
import { formatDay } from '../../payments/formatting';
import { CardOrderStatusBadge, type CardOrderState } from '../CardOrderStatusBadge';

/** The carriers whose tracking links the spec names. */
export type Carrier = 'fedex' | 'ups' | 'usps';

const carrierNames: Record<Carrier, string> = { fedex: 'FedEx', ups: 'UPS', usps: 'USPS' };

export type CardOrderHistoryItem = {
  id: number;
  /** When it was ordered (ISO). */
  date: string;
  packs: number;
  state: CardOrderState;
  totalCents: number;
  currency: string;
  /** Where the carrier tracks it, once shipped. */
  tracking?: { carrier: Carrier; number: string; url: string } | null;
  /** The print-ready proof (a PDF), once made. */
  proofUrl?: string | null;
};

export type CardOrderHistoryProps = {
  orders: readonly CardOrderHistoryItem[];
  /** Approves an order's proof (shown while its state is proof_ready); a rejection shows on the row. */
  onApprove?: (order: CardOrderHistoryItem) => Promise<void>;
  /** Where to order the same cards again (reOrderCards, pre-filled). */
  reorderHref?: (order: CardOrderHistoryItem) => string;
  /** Where a draft order is paid (individual/checkout). */
  payHref?: (order: CardOrderHistoryItem) => string;
  /** The table's accessible name. */
  label?: string;
};

/**
 * A person's card orders: date, packs, state, total, the carrier's tracking link once shipped,
 * and what can be done (open the proof, approve it, pay a draft, order again). On a phone each
 * order is a card whose values carry their column's name.
 */
export function CardOrderHistory({
  orders,
  onApprove,
  reorderHref,
  payHref,
  label,
}: CardOrderHistoryProps) {
  const t = useT();
  const locale = useLocale();
  const format = new Intl.NumberFormat(localeTags[locale]);
  const [approving, setApproving] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  if (orders.length === 0) return <StyledEmpty>{t('invitationCards.history.empty')}</StyledEmpty>;

  const approve = async (order: CardOrderHistoryItem) => {
    if (!onApprove) return;
    setApproving(order.id);
    setFailed(null);
    try {
      await onApprove(order);
    } catch {
      setFailed(order.id);
    } finally {
      setApproving(null);
    }
  };

  const columns = {
    date: t('invitationCards.history.columns.date'),
    packs: t('invitationCards.history.columns.packs'),
    state: t('invitationCards.history.columns.state'),
    total: t('invitationCards.history.columns.total'),
    tracking: t('invitationCards.history.columns.tracking'),
    actions: t('invitationCards.history.columns.actions'),
  };
  return (
    <StyledTable aria-label={label ?? t('invitationCards.history.label')}>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, name]) => (
            <th key={key} scope="col" data-column={key === 'total' ? 'total' : undefined}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const day = formatDay(order.date, locale);
          // Every control names its order for screen readers: 'Approve the proof of 3 March'.
          const which = <span className="visually-hidden"> ({day})</span>;
          return (
            <tr key={order.id} data-state={order.state}>
              <th scope="row" data-label={columns.date}>
                {day}
              </th>
              <td data-label={columns.packs}>{format.format(order.packs)}</td>
              <td data-label={columns.state}>
                <CardOrderStatusBadge state={order.state} />
              </td>
              <td data-label={columns.total} data-column="total">
                <MoneyAmount cents={order.totalCents} currency={order.currency} variant="strong" />
              </td>
              <td data-label={columns.tracking}>
                {order.tracking ? (
                  <Link href={order.tracking.url} external>
                    {t('invitationCards.history.track', {
                      carrier: carrierNames[order.tracking.carrier],
                      number: order.tracking.number,
                    })}
                  </Link>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">
                      {t('invitationCards.history.noTracking')}
                    </span>
                  </>
                )}
              </td>
              <td data-label={columns.actions}>
                <StyledActions>
                  {order.state === 'draft' && payHref && (
                    <Link href={payHref(order)}>
                      {t('invitationCards.history.pay')}
                      {which}
                    </Link>
                  )}
                  {order.proofUrl && (
                    <Link href={order.proofUrl} external>
                      {t('invitationCards.history.proof')}
                      {which}
                    </Link>
                  )}
                  {order.state === 'proof_ready' && onApprove && (
                    <Button
                      size="small"
                      loading={approving === order.id}
                      onClick={() => void approve(order)}
                    >
                      {t('invitationCards.history.approve')}
                      {which}
                    </Button>
                  )}
                  {reorderHref && order.state !== 'draft' && (
                    <Link href={reorderHref(order)}>
                      {t('invitationCards.history.reorder')}
                      {which}
                    </Link>
                  )}
                  {failed === order.id && (
                    <span role="alert">{t('invitationCards.history.approveFailed')}</span>
                  )}
                </StyledActions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </StyledTable>
  );
}
