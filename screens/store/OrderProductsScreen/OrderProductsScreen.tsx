import { Link } from '#ds/actions/Link';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { CatalogueCard } from '#ds/store';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StoreOrderHistory, type StoreOrderHistoryProps } from '../StoreOrderHistory';
import { StyledCardGrid, StyledSectionTitle } from '../store.styles';
import { Stack } from '#ds/primitives/Stack';

export type StoreCategoryView = {
  id: number;
  name: string;
  description: string;
  products: number;
  imageUrl: string | null;
  href: string;
};

export type OrderProductsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  categories: readonly StoreCategoryView[];
  /** How many products have an offer now, and where they are listed. */
  offers: { count: number; href: string };
  /** The account's orders; absent while they load. */
  orders?: StoreOrderHistoryProps;
};

/** orderProducts: the store's categories with their pictures, the offers, and past orders. */
export function OrderProductsScreen({
  status,
  onRetry,
  categories,
  offers,
  orders,
}: OrderProductsScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('routes.orderProducts')}
      description={t('store.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('store.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={320} />}
      empty={{ title: t('store.emptyTitle'), description: t('store.emptyDescription') }}
    >
      <Stack gap={6}>
        {offers.count > 0 && (
          <InlineAlert
            tone="info"
            title={t('store.offersNow', { count: offers.count })}
            action={<Link href={offers.href}>{t('store.seeOffers')}</Link>}
          />
        )}
        <section aria-labelledby="store-categories-title">
          <StyledSectionTitle id="store-categories-title">
            {t('store.categories')}
          </StyledSectionTitle>
          <StyledCardGrid>
            {categories.map((category) => (
              <li key={category.id}>
                <CatalogueCard
                  titleAs="h3"
                  title={category.name}
                  href={category.href}
                  imageUrl={category.imageUrl}
                  description={category.description}
                  meta={t('store.productCount', {
                    count: category.products,
                  })}
                />
              </li>
            ))}
          </StyledCardGrid>
        </section>
        {orders && <StoreOrderHistory {...orders} />}
      </Stack>
    </ScreenFrame>
  );
}
