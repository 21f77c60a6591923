import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile';
import { endpoints } from '#contract/endpoints';
import {
  storeCategoriesResource,
  storeCouponsResource,
  storeOffersResource,
  storeProductsResource,
  type ResourceDefinition,
  type StoreProductRecord,
} from '#contract/resources';
import { PRODUCT_FILE_MAX_BYTES } from '#contract/store/store';
import { useT } from '#ds/i18n';
import { RelatedRecords } from '#screens/admin/RelatedRecords';
import { ResourceFormScreen } from '#screens/admin/ResourceFormScreen';
import type { ResourceRow } from '#screens/admin/ResourceListScreen';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { ProductFiles } from '#screens/store/ProductFiles';
import { useRouteParam } from '#app/currentRoute';
import { apiClient, errorCode, uploadToEndpoint } from '#app/api';
import { endpointPrefix } from '#app/query/keys';
import { resourceQueries } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { rowOf, useColumns } from '#app/features/admin/resources/columns';
import {
  storeCategoryRoutes,
  storeCouponRoutes,
  storeOfferRoutes,
  storeProductRoutes,
  storeViews,
} from '#app/features/admin/resources/routes';
import type { ResourceRoutes } from '#app/features/admin/resources/useResourceListScreen';
import { useResourceFormScreen } from '#app/features/admin/resources/useResourceFormScreen';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

// The store's admin pages (decision 050): four resources on the generic screens, their lists
// joined by views; a product's page adds its picture, its file and its offers.

function useRecordId(): number {
  const value = Number(useRouteParam('id'));
  return Number.isInteger(value) && value > 0 ? value : -1;
}

function storeList(definition: ResourceDefinition, routes: ResourceRoutes) {
  return function StoreListContainer() {
    const view = storeViews.find((each) => each.route === routes.list);
    return (
      <ResourceListScreen
        {...useResourceListScreen(definition, { routes, views: storeViews, view })}
      />
    );
  };
}

function storeCreate(definition: ResourceDefinition, routes: ResourceRoutes) {
  return function StoreCreateContainer() {
    const { record: _record, ...props } = useResourceFormScreen(definition, { routes, id: null });
    void _record;
    return <ResourceFormScreen {...props} />;
  };
}

function storeRecord(definition: ResourceDefinition, routes: ResourceRoutes) {
  return function StoreRecordContainer() {
    const { record: _record, ...props } = useResourceFormScreen(definition, {
      routes,
      id: useRecordId(),
    });
    void _record;
    return <ResourceFormScreen {...props} />;
  };
}

export const AdminStoreProductsContainer = storeList(storeProductsResource, storeProductRoutes);
export const AdminStoreCategoriesContainer = storeList(
  storeCategoriesResource,
  storeCategoryRoutes,
);
export const AdminStoreOffersContainer = storeList(storeOffersResource, storeOfferRoutes);
export const AdminStoreCouponsContainer = storeList(storeCouponsResource, storeCouponRoutes);

export const AdminStoreProductCreateContainer = storeCreate(
  storeProductsResource,
  storeProductRoutes,
);
export const AdminStoreCategoryCreateContainer = storeCreate(
  storeCategoriesResource,
  storeCategoryRoutes,
);
export const AdminStoreOfferCreateContainer = storeCreate(storeOffersResource, storeOfferRoutes);
export const AdminStoreCouponCreateContainer = storeCreate(storeCouponsResource, storeCouponRoutes);

export const AdminStoreCategoryContainer = storeRecord(
  storeCategoriesResource,
  storeCategoryRoutes,
);
export const AdminStoreOfferContainer = storeRecord(storeOffersResource, storeOfferRoutes);
export const AdminStoreCouponContainer = storeRecord(storeCouponsResource, storeCouponRoutes);

/** Why the server refused a picture or a file, in the admin's language. */
function uploadRefusalOf(error: unknown, field: 'picture' | 'file'): ScreenMessage {
  switch (errorCode(error)) {
    case 'payload_too_large':
      return field === 'picture' ? 'store.admin.pictureTooLarge' : 'store.admin.fileTooLarge';
    case 'validation_failed':
      return field === 'picture' ? 'store.admin.notPicture' : 'store.admin.notFile';
    case 'not_found':
      return 'adminResources.gone';
    default:
      return 'common.somethingWentWrong';
  }
}

/** How many of a product's offers its page lists (the largest page the server answers). */
const OFFERS_LIMIT = 100;

/** A product's page: its form, its picture and file, and its special offers. */
export function AdminStoreProductContainer() {
  const t = useT();
  const href = useRouteHref();
  const id = useRecordId();
  const { record, ...form } = useResourceFormScreen(storeProductsResource, {
    routes: storeProductRoutes,
    id,
  });
  const product = record as StoreProductRecord | undefined;
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.storeProductImage),
    mutationFn: ({ kind, file }: { kind: 'picture' | 'file'; file: File }) =>
      uploadToEndpoint(
        apiClient,
        kind === 'picture' ? endpoints.storeProductImage : endpoints.storeProductFile,
        { id: String(id) },
        { field: kind, blob: file, name: file.name },
      ),
  });
  const send = (kind: 'picture' | 'file') => async (file: File) => {
    try {
      await upload.mutateAsync({ kind, file });
      return undefined;
    } catch (error) {
      reportFailure(`Uploading a product ${kind}`, error);
      return uploadRefusalOf(error, kind);
    }
  };

  const offers = useQuery(
    resourceQueries(storeOffersResource).list({
      page: 1,
      page_size: OFFERS_LIMIT,
      sort: 'starts_at',
      direction: 'desc',
      product_id: id,
    }),
  );
  const offerHref = useCallback(
    (row: ResourceRow) => href(storeOfferRoutes.record.name, { params: { id: row.id } }),
    [href],
  );
  // The offer's product is this page's: its name stays only as the link to the offer.
  const columns = useColumns(t, storeOffersResource, offerHref).filter(
    (column) => column.name !== 'price_cents',
  );

  return (
    <ResourceFormScreen {...form}>
      {product && (
        <ProductFiles
          imageUrl={product.image_url}
          fileName={product.file_name}
          onUploadPicture={send('picture')}
          onUploadFile={send('file')}
          maxPictureBytes={PICTURE_MAX_BYTES}
          maxFileBytes={PRODUCT_FILE_MAX_BYTES}
        />
      )}
      <RelatedRecords
        title={t('store.admin.offersTitle')}
        columns={columns}
        rows={(offers.data?.items ?? []).map((offer) => rowOf(storeOffersResource, offer))}
        {...screenStateOf([offers])}
        emptyMessage={t('store.admin.noOffers')}
        action={{
          label: t('resources.store_offers.create'),
          href: href(storeOfferRoutes.create!, { search: `?product_id=${id}` }),
        }}
      />
    </ResourceFormScreen>
  );
}
