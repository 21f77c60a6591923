import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledSectionTitle } from '../store.styles';
import type { DownloadItem, StoreOrderView } from '../storeScreenTypes';
import { StoreOrderDelivery } from './StoreOrderDelivery';
import { StyledOrder, StyledOrderHead } from './StoreOrderHistory.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type StoreOrderHistoryProps = {
  orders: readonly StoreOrderView[];
  /** Asks for a fresh signed link (15 minutes) and starts the download. */
  onDownload: DownloadItem;
  timeZone?: string;
};

/**
 * The account's store orders, newest first: what each bought and cost; a digital product is
 * downloaded again from here through a new signed link each time; a physical one shows where it
 * goes and how far it is (to ship, shipped with its tracking link, delivered).
 */
export function StoreOrderHistory({ orders, onDownload, timeZone }: StoreOrderHistoryProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ itemId: number; message: ScreenMessage } | null>(null);

  const download = async (itemId: number) => {
    setBusy(itemId);
    setFailed(null);
    const message = await onDownload(itemId);
    setBusy(null);
    if (message) setFailed({ itemId, message });
  };

  return (
    <section aria-labelledby="store-orders-title">
      <StyledSectionTitle id="store-orders-title">{t('store.orders.title')}</StyledSectionTitle>
      {orders.length === 0 ? (
        <p>{t('store.orders.none')}</p>
      ) : (
        <Card>
          <Card.Body>
            {orders.map((order) => (
              <StyledOrder key={order.id} aria-labelledby={`store-order-${order.id}`}>
                <StyledOrderHead>
                  <h3 id={`store-order-${order.id}`}>
                    {t('store.orders.order', { number: order.number })}
                  </h3>
                  <span>{dates.date(order.createdAt)}</span>
                  <MoneyAmount cents={order.totalCents} variant="strong" />
                </StyledOrderHead>
                <Stack as="ul" gap={2}>
                  {order.items.map((item) => (
                    <Stack
                      as="li"
                      key={item.id}
                      direction="horizontal"
                      wrap="wrap"
                      align="center"
                      justify="space-between"
                      gap={2}
                    >
                      <Text wrap="keep-all">
                        {t('store.orders.item', { quantity: item.quantity, name: item.name })}
                      </Text>
                      {item.digital && (
                        <Button
                          variant="secondary"
                          size="small"
                          loading={busy === item.id}
                          onClick={() => void download(item.id)}
                          aria-label={t('store.orders.downloadNamed', { name: item.name })}
                        >
                          {t('store.orders.download')}
                        </Button>
                      )}
                      {failed?.itemId === item.id && (
                        <InlineAlert tone="critical" title={translateError(t, failed.message)} />
                      )}
                    </Stack>
                  ))}
                </Stack>
                {order.delivery && (
                  <StoreOrderDelivery
                    delivery={order.delivery}
                    orderNumber={order.number}
                    timeZone={timeZone}
                  />
                )}
                {order.couponCode && (
                  <p>
                    {t('store.orders.coupon', { code: order.couponCode })}{' '}
                    <MoneyAmount cents={order.discountCents} size="small" />
                  </p>
                )}
              </StyledOrder>
            ))}
          </Card.Body>
        </Card>
      )}
    </section>
  );
}
