import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { ProductCard } from '../productCard';
import { StyledCardGrid } from '../store.styles';
import type { StoreProductView } from '../storeScreenTypes';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type StoreProductsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The category's name, or 'Special offers'. */
  title: string;
  description?: string;
  /** Back to the store. */
  back: { label: string; href: string };
  products: readonly StoreProductView[];
  /** Pages of the list, when it has more than one. */
  paging?: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** What the empty list says. */
  empty: { title: string; description: string };
  timeZone?: string;
};

/**
 * A list of the store's products (orderProducts/{categoryId}, specialOffers): pictures, prices
 * (an offer's old price crossed out while it applies) and a link to each one's checkout.
 */
export function StoreProductsScreen({
  status,
  onRetry,
  title,
  description,
  back,
  products,
  paging,
  empty,
  timeZone,
}: StoreProductsScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={title}
      description={description}
      breadcrumbs={<Link href={back.href}>{back.label}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('store.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={320} />}
      empty={{ ...empty, action: <Link href={back.href}>{back.label}</Link> }}
    >
      <Stack gap={6}>
        <StyledCardGrid>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} timeZone={timeZone} />
            </li>
          ))}
        </StyledCardGrid>
        {paging && paging.pageCount > 1 && (
          <Stack
            as="nav"
            direction="horizontal"
            wrap="wrap"
            align="center"
            justify="space-between"
            gap={3}
            aria-label={t('store.pages')}
          >
            <Button
              variant="secondary"
              disabled={paging.page <= 1}
              onClick={() => paging.onPageChange(paging.page - 1)}
            >
              {t('store.previousPage')}
            </Button>
            <Text tone="muted">
              {t('store.pageOf', { page: paging.page, pages: paging.pageCount })}
            </Text>
            <Button
              variant="secondary"
              disabled={paging.page >= paging.pageCount}
              onClick={() => paging.onPageChange(paging.page + 1)}
            >
              {t('store.nextPage')}
            </Button>
          </Stack>
        )}
      </Stack>
    </ScreenFrame>
  );
}
