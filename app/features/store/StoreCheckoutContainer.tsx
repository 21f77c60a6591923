import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { calls } from '#contract/calls';
import { LOCATION_LIMITS } from '#contract/campuses/locations';
import type { StoreCheckoutRequest, StoreOrder } from '#contract/store/store';
import type { ShippingAddressValues } from '#ds/forms';
import type { CardPaymentOutcome } from '#ds/payments';
import { useCountryOptions } from '#screens/campuses/CampusesScreen/useCountryOptions';
import { useT } from '#ds/i18n';
import type { ScreenMessage } from '#screens/shared/messages';
import { StoreCheckoutScreen, type PlacedOrder } from '#screens/store/StoreCheckoutScreen';
import { useRouteParam } from '#app/currentRoute';
import { CardPayments } from '#app/payments/CardPayments';
import { useIdempotencyKey } from '#app/payments/idempotency';
import { endpointQuery } from '#app/query/endpointQuery';
import { cardPaymentOutcomeOf, keepsIdempotencyKey } from '#app/payments/paymentErrors';
import { couponRefusalOf, storeOutcomeOf } from './storeCheckoutErrors';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { shippingAddressOf, shippingValuesOf } from '#app/features/account/shippingAddress';
import { useSessionUser } from '#app/shared/useSessionUser';
import { productViewOf } from './storeViews';
import { cardMutation } from '#app/payments/cardMutation';

/** orderProducts/{id}/checkout: quantity, coupon, the server's total, and the payment. */
function useStoreCheckout() {
  const t = useT();
  const href = useRouteHref();
  const client = useQueryClient();
  const raw = Number(useRouteParam('id'));
  const productId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const [quantity, setQuantity] = useState(1);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const idempotency = useIdempotencyKey();
  const countries = useCountryOptions();
  // The account's saved shipping address (the one card orders use) starts the address form.
  const saved = useSessionUser()?.shippingInfo ?? null;
  const addressStart = useMemo<Partial<ShippingAddressValues>>(
    () => (saved ? shippingValuesOf(saved) : { country: 'US' }),
    [saved],
  );

  const product = useQuery(endpointQuery(calls.storeProduct, { id: productId }));
  const quoteInput = { product_id: productId, quantity, coupon_code: coupon };
  const quote = useQuery({
    ...endpointQuery(calls.storeQuote, quoteInput),
    enabled: product.isSuccess,
    placeholderData: keepPreviousData,
  });
  const pay = useMutation(cardMutation(calls.storeCheckout));

  const done = (order: StoreOrder) => {
    setPlaced({
      number: order.number,
      totalCents: order.total_cents,
      digital: order.items.some((item) => item.digital),
      ordersHref: href('orderProducts'),
    });
  };

  /**
   * Pays under the form's idempotency key, as billing's payWithKey does: a refusal renews the
   * key for the next try, a lost answer keeps it (the retry must not charge twice).
   */
  const send = async (
    body: Omit<StoreCheckoutRequest, 'idempotency_key'>,
  ): Promise<CardPaymentOutcome> => {
    try {
      done((await pay.mutateAsync({ ...body, idempotency_key: idempotency.key() })).order);
      return undefined;
    } catch (error) {
      if (!keepsIdempotencyKey(error)) idempotency.renew();
      reportFailure('Paying a store order', error);
      return storeOutcomeOf(error, cardPaymentOutcomeOf(error));
    }
  };
  const base = { product_id: productId, quantity, coupon_code: coupon };
  const shippingTo = (address: ShippingAddressValues | null) =>
    address ? { shipping_address: shippingAddressOf(address) } : {};
  const q = quote.data;

  return {
    ...screenStateOf([product]),
    back: { label: t('store.backToStore'), href: href('orderProducts') },
    product: product.data ? productViewOf(product.data, () => '') : null,
    quantity,
    onQuantityChange: (next: number) => {
      idempotency.renew();
      setQuantity(next);
    },
    coupon,
    onApplyCoupon: async (code: string): Promise<ScreenMessage | void> => {
      if (code === '') return 'store.checkout.couponShape';
      try {
        const answer = await client.fetchQuery(
          endpointQuery(calls.storeQuote, { ...quoteInput, coupon_code: code }),
        );
        idempotency.renew();
        setCoupon(answer.coupon_code);
        return undefined;
      } catch (error) {
        return couponRefusalOf(error) ?? 'common.somethingWentWrong';
      }
    },
    onRemoveCoupon: () => {
      idempotency.renew();
      setCoupon(null);
    },
    summary: q
      ? {
          quantity: q.quantity,
          unitPriceCents: q.unit_price_cents,
          subtotalCents: q.subtotal_cents,
          discountCents: q.discount_cents,
          couponCode: q.coupon_code,
          totalCents: q.total_cents,
          busy: quote.isFetching,
        }
      : null,
    savedCard: q?.saved_card ? { brand: q.saved_card.brand, last4: q.saved_card.last4 } : null,
    testMode: q?.test_mode ?? false,
    shipping: { initialValues: addressStart, countries, limits: LOCATION_LIMITS },
    onPaySaved: (address: ShippingAddressValues | null) =>
      send({ ...base, ...shippingTo(address), pay_with: 'saved_card' }),
    onPayCard: (token: string, address: ShippingAddressValues | null) =>
      send({ ...base, ...shippingTo(address), pay_with: 'new_card', card_token: token }),
    placed,
  };
}

export function StoreCheckoutContainer() {
  const props = useStoreCheckout();
  return (
    <CardPayments>
      <StoreCheckoutScreen {...props} />
    </CardPayments>
  );
}
