import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calls } from '#contract/calls';
import { STORE_PAGE_SIZE } from '#contract/store/store';
import { useT } from '#ds/i18n';
import { OrderProductsScreen } from '#screens/store/OrderProductsScreen';
import { StoreProductsScreen } from '#screens/store/StoreProductsScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { orderViewOf, productViewOf } from './storeViews';

function useCheckoutHref() {
  const href = useRouteHref();
  return (id: number) => href('orderProductCheckout', { params: { id } });
}

/** Asks for a digital item's signed link (15 minutes) and lets the browser follow it. */
export function useDownload() {
  const link = useMutation(endpointMutation(calls.storeDownloadLink));
  return async (itemId: number): Promise<ScreenMessage | void> => {
    try {
      const { url } = await link.mutateAsync({ item_id: itemId });
      window.location.assign(url);
      return undefined;
    } catch (error) {
      reportFailure('Asking for a download link', error);
      return 'store.orders.downloadFailed';
    }
  };
}

/** orderProducts: the categories, the offers' count and the account's orders. */
export function OrderProductsContainer() {
  const href = useRouteHref();
  const catalogue = useQuery(endpointQuery(calls.storeCatalogue));
  const orders = useQuery(endpointQuery(calls.storeOrders));
  const onDownload = useDownload();
  const categories = catalogue.data?.categories ?? [];
  return (
    <OrderProductsScreen
      {...screenStateOf([catalogue], { empty: catalogue.data?.categories.length === 0 })}
      categories={categories.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description,
        products: category.products,
        imageUrl: category.image_url,
        href: href('orderProductsCategory', { params: { categoryId: category.id } }),
      }))}
      offers={{ count: catalogue.data?.offers ?? 0, href: href('specialOffers') }}
      orders={orders.data ? { orders: orders.data.orders.map(orderViewOf), onDownload } : undefined}
    />
  );
}

/** orderProducts/{categoryId}: one category's products, a page at a time. */
export function StoreCategoryContainer() {
  const t = useT();
  const href = useRouteHref();
  const checkoutHref = useCheckoutHref();
  const raw = Number(useRouteParam('categoryId'));
  const categoryId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const [page, setPage] = useState(1);
  const products = useQuery({
    ...endpointQuery(calls.storeProducts, {
      category_id: categoryId,
      page,
      page_size: STORE_PAGE_SIZE.default,
    }),
    placeholderData: keepPreviousData,
  });
  const data = products.data;
  return (
    <StoreProductsScreen
      {...screenStateOf([products], { empty: data?.items.length === 0 })}
      title={data?.category?.name ?? t('routes.orderProductsCategory')}
      description={data?.category?.description || undefined}
      back={{ label: t('store.backToStore'), href: href('orderProducts') }}
      products={(data?.items ?? []).map((item) => productViewOf(item, checkoutHref))}
      paging={{
        page,
        pageCount: Math.max(1, Math.ceil((data?.total ?? 0) / STORE_PAGE_SIZE.default)),
        onPageChange: (next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        },
      }}
      empty={{ title: t('store.emptyCategory'), description: t('store.emptyDescription') }}
    />
  );
}

/** specialOffers: the products whose offer applies now, the soonest to end first. */
export function SpecialOffersContainer() {
  const t = useT();
  const href = useRouteHref();
  const checkoutHref = useCheckoutHref();
  const offers = useQuery(endpointQuery(calls.storeSpecialOffers));
  return (
    <StoreProductsScreen
      {...screenStateOf([offers], { empty: offers.data?.items.length === 0 })}
      title={t('routes.specialOffers')}
      description={t('store.offersDescription')}
      back={{ label: t('store.backToStore'), href: href('orderProducts') }}
      products={(offers.data?.items ?? []).map((item) => productViewOf(item, checkoutHref))}
      empty={{ title: t('store.noOffers'), description: t('store.noOffersDescription') }}
    />
  );
}
