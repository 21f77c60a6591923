import type { Ref } from 'react';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { useT } from '#ds/i18n';
import { StyledOldPrice, StyledPriceTag, StyledSalePrice } from './PriceTag.styles';

export type PriceTagProps = {
  /** The product's own price, in cents. */
  priceCents: number;
  /**
   * The offer's price while an offer applies, in cents; null or absent otherwise. Only then is
   * the product's own price shown, crossed out (the server leaves ended offers out).
   */
  salePriceCents?: number | null;
  size?: 'medium' | 'large';
  ref?: Ref<HTMLParagraphElement>;
};

/**
 * A product's price. While an offer applies: the sale price first, then the old price crossed
 * out (`<del>`), each named for screen readers, which do not read strike-through.
 */
export function PriceTag({
  priceCents,
  salePriceCents = null,
  size = 'medium',
  ref,
}: PriceTagProps) {
  const t = useT();
  const onSale = salePriceCents !== null && salePriceCents < priceCents;
  if (!onSale) {
    return (
      <StyledPriceTag ref={ref} data-size={size}>
        <MoneyAmount
          cents={priceCents}
          variant="strong"
          size={size === 'large' ? 'large' : 'medium'}
        />
      </StyledPriceTag>
    );
  }
  return (
    <StyledPriceTag ref={ref} data-size={size}>
      <span className="visually-hidden">{t('priceTag.salePrice')} </span>
      <StyledSalePrice>
        <MoneyAmount
          cents={salePriceCents}
          variant="strong"
          size={size === 'large' ? 'large' : 'medium'}
        />
      </StyledSalePrice>{' '}
      <StyledOldPrice>
        <span className="visually-hidden">{t('priceTag.regularPrice')} </span>
        <MoneyAmount cents={priceCents} size="small" />
      </StyledOldPrice>
    </StyledPriceTag>
  );
}
