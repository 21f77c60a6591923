import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Carrier } from '#contract/cardOrders/cardOrders';
import { activityResource } from '#contract/resources';
import type { MessageKey } from '#ds/i18n';
import type { ShipValues } from '#screens/admin/OrderFulfilment';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';
import { resourceQueries } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { shipFieldRefusal } from './shipFormRefusal';

/** The most moves one order's history shows (a card order makes at most eight). */
const HISTORY_LIMIT = 100;

/** What every admin order page's transition call takes. */
export type TransitionBody<Target extends string> = {
  order_id: number;
  to: Target;
  carrier?: Carrier;
  tracking_number?: string;
};

export type OrderNotice = { tone: 'success' | 'critical'; message: ScreenMessage };

/**
 * What the admin's order pages share (card orders, store orders): the order's logged moves
 * (activity log), and the moves made through its transition call, with what the page says
 * after each: `resources.<resource>.moved.<target>`, or why it was refused (the form's fields
 * for a refused tracking number). A refused move refetches the order: it may have moved on.
 */
export function useOrderFulfilment<Target extends string>({
  resource,
  id,
  number,
  transition,
  refetch,
}: {
  resource: 'card_orders' | 'store_orders';
  id: number;
  /** The order's number as the notices name it (CO-…, SO-…). */
  number: string;
  transition: (body: TransitionBody<Target | 'shipped'>) => Promise<unknown>;
  refetch: () => unknown;
}) {
  const activity = useQuery({
    ...resourceQueries(activityResource).list({
      page: 1,
      page_size: HISTORY_LIMIT,
      sort: 'created_at',
      direction: 'asc',
      resource,
      record_id: id,
    }),
    enabled: id > 0,
  });
  const [notice, setNotice] = useState<OrderNotice>();

  const refused = (what: string, error: unknown): ScreenMessage => {
    const code = errorCode(error);
    if (code === 'conflict') {
      void refetch();
      return `resources.${resource}.errors.wrongState` as MessageKey;
    }
    if (code === 'not_found') return `resources.${resource}.errors.gone` as MessageKey;
    if (code === 'forbidden') return 'adminResources.forbidden';
    reportFailure(what, error);
    return 'common.somethingWentWrong';
  };
  const moved = (target: Target | 'shipped') =>
    setNotice({
      tone: 'success',
      message: { key: `resources.${resource}.moved.${target}` as MessageKey, params: { number } },
    });

  return {
    history: activity.data?.items ?? [],
    notice,
    /** Moves the order to `target`; answers the refusal, which the page's notice also shows. */
    move: async (target: Target): Promise<ScreenMessage | undefined> => {
      setNotice(undefined);
      try {
        await transition({ order_id: id, to: target });
        moved(target);
        return undefined;
      } catch (error) {
        const message = refused(`Moving ${resource} ${id} to ${target}`, error);
        setNotice({ tone: 'critical', message });
        return message;
      }
    },
    /** Ships it; a refused number or carrier shows under its field. */
    ship: async ({ carrier, trackingNumber }: ShipValues): Promise<ScreenFormOutcome | void> => {
      setNotice(undefined);
      try {
        await transition({
          order_id: id,
          to: 'shipped',
          carrier,
          tracking_number: trackingNumber?.trim(),
        });
        moved('shipped');
        return undefined;
      } catch (error) {
        return (
          shipFieldRefusal(error) ?? { formError: refused(`Shipping ${resource} ${id}`, error) }
        );
      }
    },
  };
}
