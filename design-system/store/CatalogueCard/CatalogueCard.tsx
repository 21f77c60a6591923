import type { ReactNode } from 'react';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { PriceTag } from '../PriceTag';
import {
  StyledBadges,
  StyledBody,
  StyledCard,
  StyledDescription,
  StyledImage,
  StyledMeta,
  StyledNoImage,
  StyledTitle,
} from './CatalogueCard.styles';

export type CatalogueCardProps = {
  /** The product's or category's name: the card's heading and its link. */
  title: string;
  /** Where the card leads (a category's products, a product's checkout). */
  href: string;
  /** Its picture; a plain panel without one. The title names it, so it is decorative. */
  imageUrl: string | null;
  description?: string;
  /** A product's price, crossed out while an offer applies. */
  price?: { priceCents: number; salePriceCents?: number | null };
  /** A line under the price: '8 products', 'Offer ends December 1, 2026'. */
  meta?: ReactNode;
  /** Short labels beside the title ('Offer', 'Download'). */
  badges?: readonly { label: string; tone: 'accent' | 'success' | 'critical' | 'neutral' }[];
  /** The heading level of the title in the page's outline. */
  titleAs?: 'h2' | 'h3';
};

/**
 * A card of the store's catalogue: a picture, a name that links on (the whole card is the
 * link's target area), a short description and a price or a count.
 */
export function CatalogueCard({
  title,
  href,
  imageUrl,
  description,
  price,
  meta,
  badges = [],
  titleAs = 'h2',
}: CatalogueCardProps) {
  return (
    <StyledCard>
      {imageUrl ? (
        <StyledImage src={imageUrl} alt="" width={800} height={600} loading="lazy" />
      ) : (
        <StyledNoImage aria-hidden="true" />
      )}
      <StyledBody>
        <StyledTitle as={titleAs}>
          <Link href={href} variant="standalone">
            {title}
          </Link>
        </StyledTitle>
        {badges.length > 0 && (
          <StyledBadges>
            {badges.map((badge) => (
              <Badge key={badge.label} tone={badge.tone}>
                {badge.label}
              </Badge>
            ))}
          </StyledBadges>
        )}
        {description && <StyledDescription>{description}</StyledDescription>}
        {price && <PriceTag priceCents={price.priceCents} salePriceCents={price.salePriceCents} />}
        {meta && <StyledMeta>{meta}</StyledMeta>}
      </StyledBody>
    </StyledCard>
  );
}
