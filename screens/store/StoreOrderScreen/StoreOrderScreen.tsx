import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { Carrier } from '#ds/cardOrders';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  ShipForm,
  StyledFacts,
  StyledHistory,
  StyledMoves,
  StyledPage,
  StyledSections,
  type ShipFormProps,
} from '#screens/admin/OrderFulfilment';
import { ShippingStateBadge, type StoreShippingState } from './ShippingStateBadge';
import { StyledItems } from './StoreOrderScreen.styles';

/** One line of the order. */
export type AdminStoreOrderItem = {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Downloaded by the buyer rather than shipped. */
  digital: boolean;
};

/** A paid store order as its admin page shows it. Dates are ISO instants. */
export type AdminStoreOrder = {
  number: string;
  accountName: string;
  accountKind: 'church' | 'individual' | 'organisation';
  buyerName: string;
  buyerEmail: string;
  items: readonly AdminStoreOrderItem[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  totalCents: number;
  currency: string;
  cardLast4: string | null;
  /** Null for a digital product: nothing to ship. */
  shipping: {
    state: StoreShippingState;
    /** The address on one line, as it was at checkout. */
    shipTo: string;
    tracking: { carrier: Carrier; number: string; url: string } | null;
  } | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
};

/** One move of the delivery, from the activity log: where it went, when, by whom. */
export type AdminStoreOrderMove = {
  key: string | number;
  state: StoreShippingState;
  at: string;
  by: string;
};

export type StoreOrderTarget = 'shipped' | 'delivered';

export type StoreOrderScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The way back to the list the admin came from. */
  back: { label: string; href: string };
  order?: AdminStoreOrder;
  /** The delivery's moves, oldest first. */
  moves: readonly AdminStoreOrderMove[];
  /** The moves its state allows now (none for a digital order). */
  targets: readonly StoreOrderTarget[];
  /** Marks it delivered; resolves with a message when the server refused it. */
  onDeliver: () => Promise<ScreenMessage | void>;
  onShip: ShipFormProps['onShip'];
  /** A refused number to show under its field as the page opens (ShipForm's `refused`). */
  shipRefused?: ShipFormProps['refused'];
  /** What the last move did, or why it was refused, above everything. */
  notice?: { tone: 'success' | 'critical'; message: ScreenMessage };
  trackingNumberMaxLength: number;
  /** Pins the time zone of dates (stories, tests); the browser's by default. */
  timeZone?: string;
};

/**
 * One store order for an admin (decision 056): what was bought and paid, by whom, where it
 * ships and its tracking link, the move its delivery allows (ship with the carrier's tracking
 * number, then mark delivered) and the history of its moves.
 */
export function StoreOrderScreen({
  status,
  onRetry,
  back,
  order,
  moves,
  targets,
  onDeliver,
  onShip,
  shipRefused,
  notice,
  trackingNumberMaxLength,
  timeZone,
}: StoreOrderScreenProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const number = useNumberFormat();
  const noticeRef = useFocusOnChange<HTMLDivElement>(notice);
  const [delivering, setDelivering] = useState(false);

  const deliver = async () => {
    setDelivering(true);
    try {
      await onDeliver();
    } finally {
      setDelivering(false);
    }
  };

  const fact = (label: string, value: ReactNode) => (
    <Fragment key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  );
  const field = (name: string) => t(`resources.store_orders.fields.${name}` as never);
  const money = (cents: number) => <MoneyAmount cents={cents} currency={order?.currency} />;

  return (
    <ScreenFrame
      title={order ? t('resources.store_orders.editTitle', { name: order.number }) : back.label}
      status={status}
      onRetry={onRetry}
      breadcrumbs={
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      }
    >
      {order && (
        <StyledPage>
          {notice && (
            <InlineAlert
              ref={noticeRef}
              tabIndex={-1}
              tone={notice.tone}
              description={translateError(t, notice.message)}
            />
          )}
          <StyledSections>
            <Card>
              <Card.Header title={t('resources.store_orders.sections.order')} titleAs="h2" />
              <Card.Body>
                <StyledFacts>
                  {fact(
                    field('shipping'),
                    order.shipping ? (
                      <ShippingStateBadge state={order.shipping.state} />
                    ) : (
                      t('resources.store_orders.digital')
                    ),
                  )}
                  {fact(
                    field('account_name'),
                    `${order.accountName} · ${t(`resources.store_orders.accountKinds.${order.accountKind}`)}`,
                  )}
                  {fact(
                    field('buyer_name'),
                    <>
                      {order.buyerName}
                      <br />
                      <Link href={`mailto:${order.buyerEmail}`}>{order.buyerEmail}</Link>
                    </>,
                  )}
                  {fact(field('created_at'), dates.dateTime(order.createdAt))}
                  {order.paidAt && fact(field('paid_at'), dates.dateTime(order.paidAt))}
                  {fact(
                    field('card_last4'),
                    order.cardLast4
                      ? t('resources.store_orders.cardEnding', { last4: order.cardLast4 })
                      : t('resources.store_orders.noCard'),
                  )}
                </StyledFacts>
              </Card.Body>
            </Card>
            <Card>
              <Card.Header title={t('resources.store_orders.sections.shipping')} titleAs="h2" />
              <Card.Body>
                {order.shipping ? (
                  <StyledFacts>
                    {fact(field('ship_to'), order.shipping.shipTo)}
                    {fact(
                      field('tracking_number'),
                      order.shipping.tracking ? (
                        <Link href={order.shipping.tracking.url} external>
                          {t('resources.store_orders.track', {
                            carrier: t(
                              `resources.card_orders.carriers.${order.shipping.tracking.carrier}`,
                            ),
                            number: order.shipping.tracking.number,
                          })}
                        </Link>
                      ) : (
                        t('resources.store_orders.notShipped')
                      ),
                    )}
                    {order.shippedAt && fact(field('shipped_at'), dates.dateTime(order.shippedAt))}
                    {order.deliveredAt &&
                      fact(field('delivered_at'), dates.dateTime(order.deliveredAt))}
                  </StyledFacts>
                ) : (
                  <p>{t('resources.store_orders.digital')}</p>
                )}
              </Card.Body>
            </Card>
          </StyledSections>

          <Card>
            <Card.Header title={t('resources.store_orders.sections.items')} titleAs="h2" />
            <Card.Body>
              <StyledItems>
                <table>
                  <caption>
                    {t('resources.store_orders.items.label', { number: order.number })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('resources.store_orders.items.product')}</th>
                      <th scope="col">{t('resources.store_orders.items.quantity')}</th>
                      <th scope="col">{t('resources.store_orders.items.unitPrice')}</th>
                      <th scope="col">{t('resources.store_orders.items.lineTotal')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.items.map((item, index) => (
                      <tr key={index}>
                        <th scope="row">
                          {item.name}
                          {item.digital && (
                            <span> · {t('resources.store_orders.items.digital')}</span>
                          )}
                        </th>
                        <td>{number(item.quantity)}</td>
                        <td>{money(item.unitPriceCents)}</td>
                        <td>{money(item.lineTotalCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    {order.discountCents > 0 && (
                      <>
                        <tr>
                          <th scope="row" colSpan={3}>
                            {t('resources.store_orders.subtotal')}
                          </th>
                          <td>{money(order.subtotalCents)}</td>
                        </tr>
                        <tr>
                          <th scope="row" colSpan={3}>
                            {t('resources.store_orders.discount', {
                              code: order.couponCode ?? '',
                            })}
                          </th>
                          <td>{money(-order.discountCents)}</td>
                        </tr>
                      </>
                    )}
                    <tr>
                      <th scope="row" colSpan={3}>
                        {t('resources.store_orders.total')}
                      </th>
                      <td>
                        <strong>{money(order.totalCents)}</strong>
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </StyledItems>
            </Card.Body>
          </Card>

          {order.shipping && (
            <Card>
              <Card.Header title={t('resources.store_orders.sections.moves')} titleAs="h2" />
              <Card.Body>
                {targets.length === 0 ? (
                  <p>{t('resources.store_orders.noMoves')}</p>
                ) : (
                  <StyledMoves>
                    {targets.includes('shipped') && (
                      <ShipForm
                        onShip={onShip}
                        maxLength={trackingNumberMaxLength}
                        refused={shipRefused}
                      />
                    )}
                    {targets.includes('delivered') && (
                      <div>
                        <Button
                          icon={<Icon name="success" />}
                          loading={delivering}
                          onClick={() => void deliver()}
                        >
                          {t('resources.store_orders.moves.delivered')}
                        </Button>
                      </div>
                    )}
                  </StyledMoves>
                )}
              </Card.Body>
            </Card>
          )}

          {order.shipping && (
            <Card>
              <Card.Header title={t('resources.store_orders.sections.history')} titleAs="h2" />
              <Card.Body>
                {moves.length === 0 ? (
                  <p>{t('resources.store_orders.noHistory')}</p>
                ) : (
                  <StyledHistory>
                    {moves.map((each) => (
                      <li key={each.key}>
                        <time dateTime={each.at}>{dates.dateTime(each.at)}</time>
                        <ShippingStateBadge state={each.state} size="small" />
                        <span>{t('resources.store_orders.movedBy', { name: each.by })}</span>
                      </li>
                    ))}
                  </StyledHistory>
                )}
              </Card.Body>
            </Card>
          )}
        </StyledPage>
      )}
    </ScreenFrame>
  );
}
