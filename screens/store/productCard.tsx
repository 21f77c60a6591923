import { useT } from '#ds/i18n';
import { CatalogueCard } from '#ds/store';
import { useDateFormat } from '#screens/shared/formatDate';
import type { StoreProductView } from './storeScreenTypes';

/** One product of a list: its card, with the offer's end and the badges the product has. */
export function ProductCard({
  product,
  timeZone,
}: {
  product: StoreProductView;
  timeZone?: string;
}) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const badges = [
    ...(product.salePriceCents !== null
      ? [{ label: t('store.offerBadge'), tone: 'critical' as const }]
      : []),
    ...(product.digital ? [{ label: t('store.digitalBadge'), tone: 'accent' as const }] : []),
  ];
  return (
    <CatalogueCard
      title={product.name}
      href={product.href}
      imageUrl={product.imageUrl}
      description={product.description}
      price={{ priceCents: product.priceCents, salePriceCents: product.salePriceCents }}
      badges={badges}
      meta={
        product.offerEndsAt
          ? t('store.offerEnds', { date: dates.dateTime(product.offerEndsAt) })
          : undefined
      }
    />
  );
}
