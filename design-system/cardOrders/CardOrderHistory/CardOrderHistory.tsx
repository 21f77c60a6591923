import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { localeTags, useLocale, useT } from '#ds/i18n';
import {
  StyledActions,
  StyledEmpty,
  StyledTable,
} from '#ds/payments/InvoiceList/InvoiceList.styles';
import { formatDay } from '#ds/payments/formatting';
import { CardOrderStatusBadge, type CardOrderState } from '../CardOrderStatusBadge';

/** The carriers whose tracking links the spec names. */
export type Carrier = 'fedex' | 'ups' | 'usps';

const carrierNames: Record<Carrier, string> = { fedex: 'FedEx', ups: 'UPS', usps: 'USPS' };

export type CardOrderHistoryItem = {
  id: number;
  /** The order's number as people see it (CO-000042). */
  number: string;
  /** When it was ordered (ISO). */
  date: string;
  packs: number;
  state: CardOrderState;
  totalCents: number;
  currency: string;
  /** Where the carrier tracks it, once shipped. */
  tracking?: { carrier: Carrier; number: string; url: string } | null;
  /** The print-ready proof (a PDF) exists. */
  proofAvailable: boolean;
};

export type CardOrderHistoryProps = {
  orders: readonly CardOrderHistoryItem[];
  /** Fetches and opens an order's proof PDF; a rejection shows on the row. */
  onOpenProof?: (order: CardOrderHistoryItem) => Promise<void>;
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
  onOpenProof,
  onApprove,
  reorderHref,
  payHref,
  label,
}: CardOrderHistoryProps) {
  const t = useT();
  const locale = useLocale();
  const format = new Intl.NumberFormat(localeTags[locale]);
  const [busy, setBusy] = useState<{ id: number; action: 'proof' | 'approve' } | null>(null);
  const [failed, setFailed] = useState<{ id: number; action: 'proof' | 'approve' } | null>(null);

  if (orders.length === 0) return <StyledEmpty>{t('invitationCards.history.empty')}</StyledEmpty>;

  const run = async (
    order: CardOrderHistoryItem,
    action: 'proof' | 'approve',
    work: (order: CardOrderHistoryItem) => Promise<void>,
  ) => {
    setBusy({ id: order.id, action });
    setFailed(null);
    try {
      await work(order);
    } catch {
      setFailed({ id: order.id, action });
    } finally {
      setBusy(null);
    }
  };
  const isBusy = (order: CardOrderHistoryItem, action: 'proof' | 'approve') =>
    busy?.id === order.id && busy.action === action;

  const columns = {
    number: t('invitationCards.history.columns.number'),
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
          // Every control names its order for screen readers: 'Approve the proof (CO-000014)'.
          const which = <span className="visually-hidden"> ({order.number})</span>;
          return (
            <tr key={order.id} data-state={order.state}>
              <th scope="row" data-label={columns.number}>
                {order.number}
              </th>
              <td data-label={columns.date}>{day}</td>
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
                  {order.proofAvailable && onOpenProof && (
                    <Button
                      size="small"
                      variant="secondary"
                      icon={<Icon name="file" size="small" />}
                      loading={isBusy(order, 'proof')}
                      onClick={() => void run(order, 'proof', onOpenProof)}
                    >
                      {t('invitationCards.history.proof')}
                      {which}
                    </Button>
                  )}
                  {order.state === 'proof_ready' && onApprove && (
                    <Button
                      size="small"
                      loading={isBusy(order, 'approve')}
                      onClick={() => void run(order, 'approve', onApprove)}
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
                  {failed?.id === order.id && (
                    <span role="alert">
                      {t(
                        failed.action === 'approve'
                          ? 'invitationCards.history.approveFailed'
                          : 'invitationCards.history.proofFailed',
                      )}
                    </span>
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
