import { Link } from '#ds/actions/Link';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { StoreDeliveryView } from '../storeScreenTypes';
import { StyledDeliveryState, StyledShipsTo } from './StoreOrderHistory.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

const carrierNames: Record<NonNullable<StoreDeliveryView['tracking']>['carrier'], string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
};

const stateTones: Record<StoreDeliveryView['state'], BadgeTone> = {
  to_ship: 'warning',
  shipped: 'info',
  delivered: 'success',
};

export type StoreOrderDeliveryProps = {
  delivery: StoreDeliveryView;
  /** The order's number, so that each tracking link names its order for screen readers. */
  orderNumber: string;
  timeZone?: string;
};

/**
 * A physical order's delivery in the order history (decision 056): its state, the day it left
 * or arrived, the carrier's tracking page (a new tab) and the address it goes to.
 */
export function StoreOrderDelivery({ delivery, orderNumber, timeZone }: StoreOrderDeliveryProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const { address, tracking } = delivery;
  const when =
    delivery.state === 'delivered' && delivery.deliveredAt
      ? t('store.orders.shipping.deliveredOn', { date: dates.date(delivery.deliveredAt) })
      : delivery.state !== 'to_ship' && delivery.shippedAt
        ? t('store.orders.shipping.shippedOn', { date: dates.date(delivery.shippedAt) })
        : t('store.orders.shipping.toShipNote');
  return (
    <Stack gap={1}>
      <StyledDeliveryState>
        <Badge tone={stateTones[delivery.state]}>
          {t(`store.orders.shipping.${delivery.state}`)}
        </Badge>
        <Text tone="muted">{when}</Text>
        {tracking && (
          <Link href={tracking.url} external>
            {t('store.orders.shipping.track', {
              carrier: carrierNames[tracking.carrier],
              number: tracking.number,
            })}
            <span className="visually-hidden"> ({orderNumber})</span>
          </Link>
        )}
      </StyledDeliveryState>
      <StyledShipsTo>
        <strong>
          {t(
            delivery.state === 'delivered'
              ? 'store.orders.shipping.deliveredTo'
              : 'store.orders.shipping.address',
          )}
        </strong>{' '}
        <address>
          {[
            address.name,
            address.address,
            address.address2,
            `${address.city}, ${address.state} ${address.zipCode}`,
            address.country,
          ]
            .filter(Boolean)
            .join(', ')}
        </address>
      </StyledShipsTo>
    </Stack>
  );
}
