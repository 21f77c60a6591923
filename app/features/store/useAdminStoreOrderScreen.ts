import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { TRACKING_NUMBER_MAX } from '#contract/cardOrders/cardOrders';
import {
  storeOrdersResource,
  type ActivityRecord,
  type StoreOrderRecord,
} from '#contract/resources';
import { STORE_SHIPPING_STATES, type StoreShippingState } from '#contract/store/store';
import { storeShippingTargetsFrom, type StoreOrderView } from '#contract/store/storeFulfilment';
import { useT, type MessageKey } from '#ds/i18n';
import type {
  AdminStoreOrder,
  AdminStoreOrderMove,
  StoreOrderScreenProps,
} from '#screens/store/StoreOrderScreen';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { resourceQueries } from '#app/query/resources';
import type { RouteName } from '#app/routes';
import { screenStateOf } from '#app/shared/screenStatus';
import { useOrderFulfilment } from '#app/features/admin/useOrderFulfilment';
import { useRouteHref } from '#app/shared/useRouteHref';
import { storeOrderRoutes, storeOrderViews } from '#app/features/admin/resources/routes';

function orderOf(record: StoreOrderRecord): AdminStoreOrder {
  return {
    number: record.number,
    accountName: record.account_name,
    accountKind: record.account_kind,
    buyerName: record.buyer_name,
    buyerEmail: record.buyer_email,
    items: record.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
      digital: item.digital,
    })),
    subtotalCents: record.subtotal_cents,
    discountCents: record.discount_cents,
    couponCode: record.coupon_code,
    totalCents: record.total_cents,
    currency: record.currency,
    cardLast4: record.card_last4,
    shipping: record.shipping && {
      state: record.shipping,
      shipTo: record.ship_to ?? '',
      tracking:
        record.carrier && record.tracking_number && record.tracking_url
          ? { carrier: record.carrier, number: record.tracking_number, url: record.tracking_url }
          : null,
    },
    createdAt: record.created_at,
    paidAt: record.paid_at,
    shippedAt: record.shipped_at,
    deliveredAt: record.delivered_at,
  };
}

/**
 * The state a logged move went to: the server labels each one `SO-2026-000042 → shipped`
 * (server/store/store-order-fulfilment.ts); anything else is not a move.
 */
function moveOf(entry: ActivityRecord): AdminStoreOrderMove | null {
  const state = entry.record_label.split(' → ')[1] as StoreShippingState | undefined;
  if (!state || !STORE_SHIPPING_STATES.includes(state)) return null;
  return { key: entry.id, state, at: entry.created_at, by: entry.actor_name };
}

/** The list an order is in now, to go back to ('all' for a digital one). */
function listOf(state: StoreShippingState | null | undefined): RouteName {
  const view: StoreOrderView = state ?? 'all';
  return storeOrderViews.find((each) => each.fixed?.view === view)?.route ?? storeOrderRoutes.list;
}

/**
 * One store order's admin page: the order (GET of the store_orders resource), its delivery's
 * moves from the activity log, and the moves its state allows (the contract's table), made with
 * POST /admin/store_order_transition; shipping names the carrier and tracking number.
 */
export function useAdminStoreOrderScreen(): StoreOrderScreenProps {
  const t = useT();
  const href = useRouteHref();
  const raw = Number(useRouteParam(storeOrderRoutes.record.param));
  const id = Number.isInteger(raw) && raw > 0 ? raw : -1;
  const record = useQuery(resourceQueries(storeOrdersResource).get(id));
  const transition = useMutation(endpointMutation(endpoints.storeOrderTransition));
  const order = record.data;
  const fulfilment = useOrderFulfilment<'delivered'>({
    resource: 'store_orders',
    id,
    number: order?.number ?? '',
    transition: (body) => transition.mutateAsync(body),
    refetch: () => record.refetch(),
  });
  const list = listOf(order?.shipping);

  return {
    ...screenStateOf([record]),
    onRetry: () => void record.refetch(),
    back: { label: t(`routes.${list}` as MessageKey), href: href(list) },
    order: order && orderOf(order),
    moves: fulfilment.history.flatMap((entry) => moveOf(entry) ?? []),
    targets: order ? storeShippingTargetsFrom(order.shipping) : [],
    notice: fulfilment.notice,
    trackingNumberMaxLength: TRACKING_NUMBER_MAX,
    onDeliver: () => fulfilment.move('delivered'),
    onShip: fulfilment.ship,
  };
}
