import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { TRACKING_NUMBER_MAX, type Carrier } from '#contract/cardOrders/cardOrders';
import type { Endpoint } from '#contract/endpoint';
import type { ActivityRecord } from '#contract/resources';
import { useT, type MessageKey } from '#ds/i18n';
import type { OrderPageMove } from '#screens/admin/OrderPage';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import type { EndpointKey } from '#app/query/keys';
import { screenStateOf } from '#app/shared/screenStatus';
import { useOrderFulfilment, type TransitionBody } from './useOrderFulfilment';
import { useRouteHref } from '#app/shared/useRouteHref';
import type { ResourceRoutes, ResourceView } from './resources/useResourceListScreen';

export type AdminOrderPageOptions<Order, Target extends string, State extends string> = {
  resource: 'card_orders' | 'store_orders';
  routes: ResourceRoutes;
  /** The lists by view; the way back goes to the one the order is in now. */
  views: readonly ResourceView[];
  /** The view the order is in now (`fixed.view` of one of `views`); undefined for the plain list. */
  viewOf: (order: Order | undefined) => string | undefined;
  /** The order's GET (its resource's `get(id)`). */
  get: (id: number) => UseQueryOptions<Order, Error, Order, EndpointKey>;
  /** The order's transition call. */
  transition: Endpoint<TransitionBody<Target | 'shipped'>, Order>;
  /** The states a logged move can go to. */
  states: readonly State[];
};

/** An order's tracking link, once it has a carrier, a number and the carrier's page for it. */
export function trackingOf(record: {
  carrier: Carrier | null;
  tracking_number: string | null;
  tracking_url: string | null;
}): { carrier: Carrier; number: string; url: string } | null {
  return record.carrier && record.tracking_number && record.tracking_url
    ? { carrier: record.carrier, number: record.tracking_number, url: record.tracking_url }
    : null;
}

/**
 * The state a logged move went to: the server labels each one `<number> → <state>`
 * (server/cards/card-order-transition.ts, server/store/store-order-fulfilment.ts); anything
 * else is not a move.
 */
function moveOf<State extends string>(
  entry: ActivityRecord,
  states: readonly State[],
): OrderPageMove<State> | null {
  const state = entry.record_label.split(' → ')[1] as State | undefined;
  if (!state || !states.includes(state)) return null;
  return { key: entry.id, state, at: entry.created_at, by: entry.actor_name };
}

/**
 * What the admin's order pages share (card orders, store orders): the order named by the
 * route (GET of its resource), the way back to the list it is in now, its logged moves, and
 * the moves made through its transition call with what the page says after each. The page's
 * own hook adds the order's fields and the moves its state allows.
 */
export function useAdminOrderPage<
  Order extends { number: string },
  Target extends string,
  State extends string,
>({
  resource,
  routes,
  views,
  viewOf,
  get,
  transition,
  states,
}: AdminOrderPageOptions<Order, Target, State>) {
  const t = useT();
  const href = useRouteHref();
  const raw = Number(useRouteParam(routes.record.param));
  const id = Number.isInteger(raw) && raw > 0 ? raw : -1;
  const record = useQuery(get(id));
  const transitionCall = useMutation(endpointMutation(transition));
  const order = record.data;
  const fulfilment = useOrderFulfilment<Target>({
    resource,
    id,
    number: order?.number ?? '',
    transition: (body) => transitionCall.mutateAsync(body),
    refetch: () => record.refetch(),
  });
  const view = viewOf(order);
  const list = views.find((each) => each.fixed?.view === view)?.route ?? routes.list;

  return {
    /** The order as the server sent it, once loaded. */
    order,
    /** Moves it to a target other than shipping; answers the refusal. */
    move: fulfilment.move,
    /** The props every order page takes. */
    page: {
      ...screenStateOf([record]),
      onRetry: () => void record.refetch(),
      back: { label: t(`routes.${list}` as MessageKey), href: href(list) },
      moves: fulfilment.history.flatMap((entry) => moveOf(entry, states) ?? []),
      notice: fulfilment.notice,
      trackingNumberMaxLength: TRACKING_NUMBER_MAX,
      onShip: fulfilment.ship,
    },
  };
}
