import { Badge, type BadgeSize, type BadgeTone } from '#ds/display/Badge';
import { Icon, type IconName } from '#ds/display/Icon';
import { useT } from '#ds/i18n';

/** A store order's delivery (decision 056), in the order it moves through them. */
export type StoreShippingState = 'to_ship' | 'shipped' | 'delivered';

/** Warning where the admin has something to do (send it). */
const looks: Record<StoreShippingState, { tone: BadgeTone; icon: IconName }> = {
  to_ship: { tone: 'warning', icon: 'receipt' },
  shipped: { tone: 'info', icon: 'mail' },
  delivered: { tone: 'success', icon: 'success' },
};

/** The delivery's state as a labelled badge: a tone and an icon each, never colour alone. */
export function ShippingStateBadge({
  state,
  size = 'medium',
}: {
  state: StoreShippingState;
  size?: BadgeSize;
}) {
  const t = useT();
  const look = looks[state];
  return (
    <Badge tone={look.tone} size={size} data-state={state}>
      <Icon name={look.icon} size="small" />
      {t(`resources.store_orders.shippingStates.${state}`)}
    </Badge>
  );
}
