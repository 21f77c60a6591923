import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import { CardCheckoutScreen } from '#screens/cardOrders/CardCheckoutScreen';
import { CardPayments } from '#app/payments/CardPayments';
import { useIdempotencyKey } from '#app/payments/idempotency';
import { endpointQuery } from '#app/query/endpointQuery';
import { QueryProvider } from '#app/query/QueryProvider';
import { signInQuery } from '#app/routing';
import { payWithKey } from '#app/features/billing/payWithKey';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { cardMutation } from '#app/payments/cardMutation';

/** The order to pay (`?order=<id>`), if the address names one. */
function orderIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CardCheckout() {
  const href = useRouteHref();
  const location = useLocation();
  const user = useSessionUser();
  const orderId = orderIdOf(location.search);
  const order = useQuery({
    ...endpointQuery(endpoints.cardOrder, { order_id: orderId ?? 0 }),
    enabled: Boolean(user) && orderId !== null,
  });
  // One key per payment: a double click or a lost answer charges the order once.
  const idempotency = useIdempotencyKey();
  const checkout = useMutation(cardMutation(endpoints.cardOrderCheckout));
  const data = order.data?.order;

  return (
    <CardCheckoutScreen
      {...usePublicPage()}
      signInHref={
        user
          ? null
          : href('signIn', {
              search: signInQuery({ back: `${location.pathname}${location.search}` }),
            })
      }
      order={
        data
          ? {
              number: data.number,
              state: data.state,
              packs: data.packs,
              cards: data.cards,
              amountCents: data.amount_cents,
              currency: data.currency,
            }
          : null
      }
      failed={orderId === null || order.isError}
      onRetry={() => void order.refetch()}
      ordersHref={href(user?.roles.includes('individual') ? 'individualOrderCards' : 'orderCards')}
      onPay={async (token) => {
        if (!data) return { message: 'common.somethingWentWrong' };
        const paid = await payWithKey('Paying the card order', idempotency, (key) =>
          checkout.mutateAsync({ order_id: data.id, card_token: token, idempotency_key: key }),
        );
        if (!paid.ok) return paid.outcome;
        idempotency.renew();
        return undefined;
      }}
    />
  );
}

/** individual/checkout (stand-alone): pays a card order waiting for payment. */
export function CardCheckoutContainer() {
  return (
    <QueryProvider>
      <CardPayments>
        <CardCheckout />
      </CardPayments>
    </QueryProvider>
  );
}
