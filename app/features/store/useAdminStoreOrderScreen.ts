import { endpoints } from '#contract';
import { storeOrdersResource, type StoreOrderRecord } from '#contract/resources';
import { STORE_SHIPPING_STATES, type StoreShippingState } from '#contract/store/store';
import { storeShippingTargetsFrom, type StoreOrderView } from '#contract/store/storeFulfilment';
import type { AdminStoreOrder, StoreOrderScreenProps } from '#screens/store/StoreOrderScreen';
import { resourceQueries } from '#app/query/resources';
import { storeOrderRoutes, storeOrderViews } from '#app/features/admin/resources/routes';
import { trackingOf, useAdminOrderPage } from '#app/features/admin/useAdminOrderPage';

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
      tracking: trackingOf(record),
    },
    createdAt: record.created_at,
    paidAt: record.paid_at,
    shippedAt: record.shipped_at,
    deliveredAt: record.delivered_at,
  };
}

/**
 * One store order's admin page: the order (GET of the store_orders resource), its delivery's
 * moves from the activity log, and the moves its state allows (the contract's table), made with
 * POST /admin/store_order_transition; shipping names the carrier and tracking number.
 */
export function useAdminStoreOrderScreen(): StoreOrderScreenProps {
  const { order, move, page } = useAdminOrderPage<
    StoreOrderRecord,
    'delivered',
    StoreShippingState
  >({
    resource: 'store_orders',
    routes: storeOrderRoutes,
    views: storeOrderViews,
    // The list an order is in now, to go back to ('all' for a digital one).
    viewOf: (order): StoreOrderView => order?.shipping ?? 'all',
    get: resourceQueries(storeOrdersResource).get,
    transition: endpoints.storeOrderTransition,
    states: STORE_SHIPPING_STATES,
  });

  return {
    ...page,
    order: order && orderOf(order),
    targets: order ? storeShippingTargetsFrom(order.shipping) : [],
    onDeliver: () => move('delivered'),
  };
}
