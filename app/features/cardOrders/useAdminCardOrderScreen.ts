import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import {
  adminTargetsFrom,
  CARD_ORDER_STATES,
  CARD_ORDER_VIEW_STATES,
  CARD_ORDER_VIEWS,
  TRACKING_NUMBER_MAX,
  type AdminCardOrderTarget,
  type CardOrderState,
} from '#contract/cardOrders/cardOrders';
import { cardOrdersResource, type ActivityRecord, type CardOrderRecord } from '#contract/resources';
import { useT, type MessageKey } from '#ds/i18n';
import type {
  AdminCardOrder,
  AdminCardOrderMove,
  CardOrderScreenProps,
} from '#screens/cardOrders/CardOrderScreen';
import { apiClient, saveFile } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { resourceQueries } from '#app/query/resources';
import type { RouteName } from '#app/routes';
import { screenStateOf } from '#app/shared/screenStatus';
import { useOrderFulfilment } from '#app/features/admin/useOrderFulfilment';
import { useRouteHref } from '#app/shared/useRouteHref';
import { cardOrderRoutes, cardOrderViews } from '#app/features/admin/resources/routes';

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
    tracking:
      record.carrier && record.tracking_number && record.tracking_url
        ? { carrier: record.carrier, number: record.tracking_number, url: record.tracking_url }
        : null,
    createdAt: record.created_at,
    paidAt: record.paid_at,
    approvedAt: record.approved_at,
    shippedAt: record.shipped_at,
    deliveredAt: record.delivered_at,
    cancelledAt: record.cancelled_at,
  };
}

/**
 * The state a logged move went to: the server labels each one `CO-000042 → shipped`
 * (server/cards/card-order-transition.ts); anything else is not a move.
 */
function moveOf(entry: ActivityRecord): AdminCardOrderMove | null {
  const state = entry.record_label.split(' → ')[1] as CardOrderState | undefined;
  if (!state || !CARD_ORDER_STATES.includes(state)) return null;
  return { key: entry.id, state, at: entry.created_at, by: entry.actor_name };
}

/** The list an order is in now, to go back to. */
function listOf(state: CardOrderState | undefined): RouteName {
  const view = CARD_ORDER_VIEWS.find(
    (each) => state && CARD_ORDER_VIEW_STATES[each].includes(state),
  );
  const fixed = cardOrderViews.find((each) => each.fixed?.view === view);
  return fixed?.route ?? cardOrderRoutes.list;
}

/**
 * One card order's admin page: the order (GET of the card_orders resource), its moves from the
 * activity log, and the moves its state allows (the contract's table), made with
 * POST /admin/card_order_transition; shipping names the carrier and tracking number.
 */
export function useAdminCardOrderScreen(): CardOrderScreenProps {
  const t = useT();
  const href = useRouteHref();
  const raw = Number(useRouteParam(cardOrderRoutes.record.param));
  const id = Number.isInteger(raw) && raw > 0 ? raw : -1;
  const record = useQuery(resourceQueries(cardOrdersResource).get(id));
  const transition = useMutation(endpointMutation(endpoints.cardOrderTransition));
  const order = record.data;
  const fulfilment = useOrderFulfilment<AdminCardOrderTarget>({
    resource: 'card_orders',
    id,
    number: order?.number ?? '',
    transition: (body) => transition.mutateAsync(body),
    refetch: () => record.refetch(),
  });
  const list = listOf(order?.state);

  return {
    ...screenStateOf([record]),
    onRetry: () => void record.refetch(),
    back: { label: t(`routes.${list}` as MessageKey), href: href(list) },
    order: order && orderOf(order),
    moves: fulfilment.history.flatMap((entry) => moveOf(entry) ?? []),
    targets: order ? adminTargetsFrom(order.state) : [],
    notice: fulfilment.notice,
    trackingNumberMaxLength: TRACKING_NUMBER_MAX,
    onMove: fulfilment.move,
    onShip: fulfilment.ship,
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
