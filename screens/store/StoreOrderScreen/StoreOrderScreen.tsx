import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { useT } from '#ds/i18n';
import type { Carrier } from '#ds/cardOrders';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ShipForm, type ShipFormProps } from '#screens/admin/OrderFulfilment';
import { OrderPage, type OrderPageMove, type OrderPageNotice } from '#screens/admin/OrderPage';
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
export type AdminStoreOrderMove = OrderPageMove<StoreShippingState>;

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
  notice?: OrderPageNotice;
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
  moves,
  targets,
  onDeliver,
  onShip,
  shipRefused,
  trackingNumberMaxLength,
  timeZone,
  ...page
}: StoreOrderScreenProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const number = useNumberFormat();

  const field = (name: string) => t(`resources.store_orders.fields.${name}` as never);
  const money = (cents: number) => <MoneyAmount cents={cents} currency={page.order?.currency} />;

  return (
    <OrderPage
      {...page}
      title={(order) => t('resources.store_orders.editTitle', { name: order.number })}
    >
      {(order) => (
        <>
          <OrderPage.Sections>
            <OrderPage.Card title={t('resources.store_orders.sections.order')}>
              <OrderPage.Facts>
                <OrderPage.Fact label={field('shipping')}>
                  {order.shipping ? (
                    <ShippingStateBadge state={order.shipping.state} />
                  ) : (
                    t('resources.store_orders.digital')
                  )}
                </OrderPage.Fact>
                <OrderPage.Fact label={field('account_name')}>
                  {`${order.accountName} · ${t(`resources.store_orders.accountKinds.${order.accountKind}`)}`}
                </OrderPage.Fact>
                <OrderPage.Fact label={field('buyer_name')}>
                  {order.buyerName}
                  <br />
                  <Link href={`mailto:${order.buyerEmail}`}>{order.buyerEmail}</Link>
                </OrderPage.Fact>
                <OrderPage.Fact label={field('created_at')}>
                  {dates.dateTime(order.createdAt)}
                </OrderPage.Fact>
                {order.paidAt && (
                  <OrderPage.Fact label={field('paid_at')}>
                    {dates.dateTime(order.paidAt)}
                  </OrderPage.Fact>
                )}
                <OrderPage.Fact label={field('card_last4')}>
                  {order.cardLast4
                    ? t('resources.store_orders.cardEnding', { last4: order.cardLast4 })
                    : t('resources.store_orders.noCard')}
                </OrderPage.Fact>
              </OrderPage.Facts>
            </OrderPage.Card>
            <OrderPage.Card title={t('resources.store_orders.sections.shipping')}>
              {order.shipping ? (
                <OrderPage.Facts>
                  <OrderPage.Fact label={field('ship_to')}>{order.shipping.shipTo}</OrderPage.Fact>
                  <OrderPage.Fact label={field('tracking_number')}>
                    {order.shipping.tracking ? (
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
                    )}
                  </OrderPage.Fact>
                  {order.shippedAt && (
                    <OrderPage.Fact label={field('shipped_at')}>
                      {dates.dateTime(order.shippedAt)}
                    </OrderPage.Fact>
                  )}
                  {order.deliveredAt && (
                    <OrderPage.Fact label={field('delivered_at')}>
                      {dates.dateTime(order.deliveredAt)}
                    </OrderPage.Fact>
                  )}
                </OrderPage.Facts>
              ) : (
                <p>{t('resources.store_orders.digital')}</p>
              )}
            </OrderPage.Card>
          </OrderPage.Sections>

          <OrderPage.Card title={t('resources.store_orders.sections.items')}>
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
          </OrderPage.Card>

          {order.shipping && (
            <OrderPage.Moves
              title={t('resources.store_orders.sections.moves')}
              none={t('resources.store_orders.noMoves')}
              targets={targets}
            >
              {targets.includes('shipped') && (
                <ShipForm
                  onShip={onShip}
                  maxLength={trackingNumberMaxLength}
                  refused={shipRefused}
                />
              )}
              {targets.includes('delivered') && (
                <OrderPage.MoveButton icon={<Icon name="success" />} onMove={onDeliver}>
                  {t('resources.store_orders.moves.delivered')}
                </OrderPage.MoveButton>
              )}
            </OrderPage.Moves>
          )}

          {order.shipping && (
            <OrderPage.History
              title={t('resources.store_orders.sections.history')}
              none={t('resources.store_orders.noHistory')}
              moves={moves}
              badge={(state) => <ShippingStateBadge state={state} size="small" />}
              by={(each) => t('resources.store_orders.movedBy', { name: each.by })}
              timeZone={timeZone}
            />
          )}
        </>
      )}
    </OrderPage>
  );
}
