import { endpoints } from '#contract';
import {
  adminTargetsFrom,
  CARD_ORDER_STATES,
  CARD_ORDER_VIEW_STATES,
  CARD_ORDER_VIEWS,
  type AdminCardOrderTarget,
  type CardOrderState,
} from '#contract/cardOrders/cardOrders';
import { cardOrdersResource, type CardOrderRecord } from '#contract/resources';
import type { AdminCardOrder, CardOrderScreenProps } from '#screens/cardOrders/CardOrderScreen';
import { apiClient, saveFile } from '#app/api';
import { resourceQueries } from '#app/query/resources';
import { cardOrderRoutes, cardOrderViews } from '#app/features/admin/resources/routes';
import { trackingOf, useAdminOrderPage } from '#app/features/admin/useAdminOrderPage';

function orderOf(record: CardOrderRecord): AdminCardOrder {
  return {
    number: record.number,
    state: record.state,
    churchName: record.church_name,
    accountName: record.account_name,
    accountKind: record.account_kind,
    ordererName: record.orderer_name,
    ordererEmail: record.orderer_email,
    packs: record.packs,
    cards: record.cards,
    amountCents: record.amount_cents,
    currency: record.currency,
    locale: record.locale,
    shipTo: record.ship_to,
    shortUrl: record.short_url,
    proofAvailable: record.proof_available,
    tracking: trackingOf(record),
    createdAt: record.created_at,
    paidAt: record.paid_at,
    approvedAt: record.approved_at,
    shippedAt: record.shipped_at,
    deliveredAt: record.delivered_at,
    cancelledAt: record.cancelled_at,
  };
}

/**
 * One card order's admin page: the order (GET of the card_orders resource), its moves from the
 * activity log, and the moves its state allows (the contract's table), made with
 * POST /admin/card_order_transition; shipping names the carrier and tracking number.
 */
export function useAdminCardOrderScreen(): CardOrderScreenProps {
  const { order, move, page } = useAdminOrderPage<
    CardOrderRecord,
    AdminCardOrderTarget,
    CardOrderState
  >({
    resource: 'card_orders',
    routes: cardOrderRoutes,
    views: cardOrderViews,
    // The list an order is in now, to go back to.
    viewOf: (order) =>
      CARD_ORDER_VIEWS.find((each) => order && CARD_ORDER_VIEW_STATES[each].includes(order.state)),
    get: resourceQueries(cardOrdersResource).get,
    transition: endpoints.cardOrderTransition,
    states: CARD_ORDER_STATES,
  });

  return {
    ...page,
    order: order && orderOf(order),
    targets: order ? adminTargetsFrom(order.state) : [],
    onMove: move,
    onOpenProof: async () => {
      if (!order) return;
      const file = await apiClient.download(
        endpoints.cardOrderPrintFiles.path,
        { ids: String(order.id) },
        `${order.number}.zip`,
      );
      saveFile(file);
    },
  };
}
