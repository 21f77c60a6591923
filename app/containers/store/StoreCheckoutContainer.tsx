import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { calls } from '../../../contract/calls';
import {
  STORE_COUPON_MESSAGES,
  type StoreCheckoutRequest,
  type StoreCouponRefusal,
  type StoreOrder,
} from '../../../contract/store';
import type { CardPaymentOutcome } from '../../../design-system/payments';
import { useT } from '../../../design-system/i18n';
import type { ScreenMessage } from '../../../screens/shared/messages';
import { StoreCheckoutScreen, type PlacedOrder } from '../../../screens/store/StoreCheckoutScreen';
import { errorCode, fieldErrors } from '../../api';
import { useRouteParam } from '../../currentRoute';
import { CardPayments } from '../../payments/CardPayments';
import { useIdempotencyKey } from '../../payments/idempotency';
import { endpointMutation } from '../../query/endpointMutation';
import { endpointQuery } from '../../query/endpointQuery';
import { cardPaymentOutcomeOf, keepsIdempotencyKey } from '../../payments/paymentErrors';
import { reportFailure } from '../shared/apiErrors';
import { screenStateOf } from '../shared/screenStatus';
import { useRouteHref } from '../shared/useRouteHref';
import { productViewOf } from './storeViews';

const couponKeys: Record<StoreCouponRefusal, ScreenMessage> = {
  unknown: 'store.checkout.couponUnknown',
  inactive: 'store.checkout.couponInactive',
  not_yet: 'store.checkout.couponNotYet',
  ended: 'store.checkout.couponEnded',
  too_much: 'store.checkout.couponTooMuch',
};

/** The server's refusal of a coupon, in the person's language; null when it was not that. */
function couponRefusalOf(error: unknown): ScreenMessage | null {
  const text = fieldErrors(error).coupon_code;
  if (errorCode(error) !== 'validation_failed' || !text) return null;
  const reason = (Object.keys(STORE_COUPON_MESSAGES) as StoreCouponRefusal[]).find(
    (key) => STORE_COUPON_MESSAGES[key] === text,
  );
  return couponKeys[reason ?? 'unknown'];
}

/** A refusal of the order's own fields (a coupon that ended meanwhile) as the payment's message. */
function storeOutcomeOf(error: unknown, outcome: CardPaymentOutcome): CardPaymentOutcome {
  const coupon = couponRefusalOf(error);
  if (coupon) return { message: coupon };
  if (errorCode(error) === 'validation_failed' && 'pay_with' in fieldErrors(error)) {
    return { message: 'store.checkout.noSavedCard' };
  }
  return outcome;
}

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

  const product = useQuery(endpointQuery(calls.storeProduct, { id: productId }));
  const quoteInput = { product_id: productId, quantity, coupon_code: coupon };
  const quote = useQuery({
    ...endpointQuery(calls.storeQuote, quoteInput),
    enabled: product.isSuccess,
    placeholderData: keepPreviousData,
  });
  const pay = useMutation(endpointMutation(calls.storeCheckout));

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
    onPaySaved: async (): Promise<ScreenMessage | void> => {
      const outcome = await send({ ...base, pay_with: 'saved_card' });
      return outcome ? (outcome.message ?? 'common.somethingWentWrong') : undefined;
    },
    onPayCard: (token: string) => send({ ...base, pay_with: 'new_card', card_token: token }),
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
