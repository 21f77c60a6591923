import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import {
  CARDS_PER_PACK,
  CARD_LOCALES,
  LOGO_MAX_BYTES,
  LOGO_PPI,
  PACK_LIMITS,
  type CardLocale,
} from '#contract/cardOrders/cardOrders';
import { LOCATION_LIMITS } from '#contract/campuses/locations';
import { useLocale } from '#ds/i18n';
import type { CardOrderHistoryItem, LogoUploadOutcome } from '#ds/cardOrders';
import { useCountryOptions } from '#screens/campuses/CampusesScreen/useCountryOptions';
import type { OrderCardsScreenProps, OrderCardsValues } from '#screens/cardOrders/OrderCardsScreen';
import { apiClient, fieldErrors, saveFile, uploadToEndpoint } from '#app/api';
import { goToRoute } from '#app/navigation';
import { useIdempotencyKey } from '#app/payments/idempotency';
import { keepsIdempotencyKey } from '#app/payments/paymentErrors';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointPrefix } from '#app/query/keys';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { shippingAddressOf, shippingValuesOf } from '#app/features/account/shippingAddress';
import { useSessionUser } from '#app/shared/useSessionUser';
import { cardOrderMessageOf, placeOrderOutcomeOf } from './cardOrderErrors';
import { designViewOf, historyItemOf, inProgressOf, packQuoteOf } from './cardOrderViews';
import { cardMutation } from '#app/payments/cardMutation';

/** The number of the order reOrderCards repeats (`?order=<id>`), if any. */
function reorderIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * orderCards, individual/orderCards and reOrderCards: the design (logo upload), the packs with
 * the server's quote, the shipping address and the order; then the proof, approval and history.
 */
export function useOrderCardsScreen({ reorder }: { reorder: boolean }): OrderCardsScreenProps {
  const href = useRouteHref();
  const locale = useLocale();
  const location = useLocation();
  const user = useSessionUser();
  const countries = useCountryOptions();
  const reorderId = reorder ? reorderIdOf(location.search) : null;

  const design = useQuery(endpointQuery(endpoints.cardDesign));
  const orders = useQuery({
    ...endpointQuery(endpoints.cardOrders),
    // The proof is made by a job within seconds of payment: look again until it is there.
    refetchInterval: (query) =>
      query.state.data?.orders.some((order) => order.state === 'paid') ? 2000 : false,
  });
  const past = useQuery({
    ...endpointQuery(endpoints.cardOrder, { order_id: reorderId ?? 0 }),
    enabled: reorderId !== null,
  });
  const pastOrder = past.data?.order ?? null;

  const [chosenPacks, setPacks] = useState<number | null>(null);
  const [placedOrderId, setPlacedOrderId] = useState<number | null>(null);
  const packs = chosenPacks ?? pastOrder?.packs ?? PACK_LIMITS.min;
  const quote = useQuery({
    ...endpointQuery(endpoints.cardOrderQuote, { packs }),
    placeholderData: keepPreviousData,
  });

  const idempotency = useIdempotencyKey();
  const create = useMutation(cardMutation(endpoints.createCardOrder));
  const approve = useMutation(endpointMutation(endpoints.approveCardOrder));
  const cancel = useMutation(endpointMutation(endpoints.cancelCardOrder));
  const removeLogo = useMutation(endpointMutation(endpoints.removeCardLogo));
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.uploadCardLogo),
    mutationFn: (file: File) =>
      uploadToEndpoint(
        apiClient,
        endpoints.uploadCardLogo,
        {},
        { field: 'logo', blob: file, name: file.name },
      ),
  });

  const payer = quote.data?.payer ?? (user?.roles.includes('individual') ? 'individual' : 'church');
  // The plan's attendance band turns the suggested three cards a person into a number of packs.
  const subscription = useQuery({
    ...endpointQuery(endpoints.subscriptionDetails),
    enabled: quote.data?.payer === 'church',
    retry: false,
  });
  const plan = subscription.data?.plan;
  const attendance = plan ? plan.min_attendance || plan.max_attendance : null;
  const cardLocale: CardLocale = (CARD_LOCALES as readonly string[]).includes(locale)
    ? (locale as CardLocale)
    : 'en';
  const saved = design.data?.shipping_address;
  const initialValues: Partial<OrderCardsValues> = {
    locale: pastOrder?.locale ?? cardLocale,
    country: 'US',
    ...shippingValuesOf(pastOrder?.shipping_address ?? saved),
  };
  const payHref = (order: CardOrderHistoryItem) =>
    href('individualCheckout', { search: `?order=${order.id}` });

  const queries = reorderId === null ? [design, orders] : [design, orders, past];
  return {
    ...screenStateOf(queries),
    reorderOf: pastOrder && { number: pastOrder.number },
    design: design.data ? designViewOf(design.data) : null,
    logoRules: {
      accept: '.jpg,.jpeg,.png,.webp,.gif',
      maxSize: LOGO_MAX_BYTES,
      warnBelowPpi: LOGO_PPI.warnBelow,
      refuseBelowPpi: LOGO_PPI.refuseBelow,
    },
    onUploadLogo: async (file): Promise<LogoUploadOutcome> => {
      try {
        const answer = await upload.mutateAsync(file);
        const logo = answer.logo;
        if (!logo) return { error: 'common.somethingWentWrong' };
        return { verdict: logo.quality === 'low' ? 'low' : 'ok', ppi: logo.effective_ppi };
      } catch (error) {
        reportFailure('Uploading the card logo', error);
        const text = fieldErrors(error).logo;
        if (text === undefined) return { error: 'common.somethingWentWrong' };
        const message = cardOrderMessageOf(text);
        return message === 'orderCards.errors.logoTooSmall'
          ? { verdict: 'refused' }
          : { error: message };
      }
    },
    onRemoveLogo: async () => {
      await removeLogo.mutateAsync({});
    },
    packs,
    onPacksChange: setPacks,
    cardsPerPack: CARDS_PER_PACK,
    maxPacks: PACK_LIMITS.max,
    quote: quote.data ? packQuoteOf(quote.data) : null,
    attendance,
    quoteFailed: quote.isError,
    onRetryQuote: () => void quote.refetch(),
    payer,
    savedCard: quote.data?.saved_card ?? null,
    initialValues,
    countries,
    addressLimits: { ...LOCATION_LIMITS, name: 100 },
    onPlaceOrder: async (values) => {
      try {
        const { order } = await create.mutateAsync({
          packs,
          locale: values.locale,
          shipping_address: shippingAddressOf(values),
          ...(pastOrder ? { reorder_of: pastOrder.id } : {}),
          idempotency_key: idempotency.key(),
        });
        idempotency.renew();
        setPlacedOrderId(order.id);
        if (order.state === 'draft')
          goToRoute('individualCheckout', { search: `?order=${order.id}` });
        else if (reorder) goToRoute(payer === 'individual' ? 'individualOrderCards' : 'orderCards');
        return undefined;
      } catch (error) {
        if (!keepsIdempotencyKey(error)) idempotency.renew();
        reportFailure('Placing the card order', error);
        return placeOrderOutcomeOf(error);
      }
    },
    inProgress: orders.data ? inProgressOf(orders.data.orders) : null,
    placedOrderId,
    history: orders.data?.orders.map(historyItemOf) ?? [],
    onOpenProof: async (order) => {
      const file = await apiClient.download(
        endpoints.cardOrderProof.path,
        { order_id: order.id },
        `${order.number}-proof.pdf`,
      );
      saveFile(file);
    },
    onApprove: async (order) => {
      await approve.mutateAsync({ order_id: order.id });
    },
    onCancel: async (order) => {
      await cancel.mutateAsync({ order_id: order.id });
    },
    reorderHref: (order) => href('reOrderCards', { search: `?order=${order.id}` }),
    payHref,
    paymentInfoHref: payer === 'church' ? href('paymentInfo') : undefined,
  };
}
