import type { Ref } from 'react';
import { formatMoney, MoneyAmount } from '#ds/display/MoneyAmount';
import { useLocale, useT } from '#ds/i18n';
import { StyledSummary, StyledTotal } from './OrderSummary.styles';

export type OrderSummaryProps = {
  quantity: number;
  /** What each costs: the sale price while an offer applies. */
  unitPriceCents: number;
  subtotalCents: number;
  /** What the coupon takes off; no line without one. */
  discountCents: number;
  couponCode: string | null;
  totalCents: number;
  /** Shows that a new total is being computed (the quantity or coupon just changed). */
  busy?: boolean;
  ref?: Ref<HTMLDListElement>;
};

/**
 * What an order costs, as the server computed it: quantity × price each, the coupon's
 * discount and the total. It is a live region, so a changed total is announced.
 */
export function OrderSummary({
  quantity,
  unitPriceCents,
  subtotalCents,
  discountCents,
  couponCode,
  totalCents,
  busy = false,
  ref,
}: OrderSummaryProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <StyledSummary ref={ref} aria-live="polite" aria-busy={busy}>
      <div>
        <dt>{t('orderSummary.items', { quantity })}</dt>
        <dd>
          <MoneyAmount cents={subtotalCents} />
          <span data-detail="">
            {t('orderSummary.each', { price: formatMoney(unitPriceCents, 'USD', locale) })}
          </span>
        </dd>
      </div>
      {couponCode && (
        <div>
          <dt>{t('orderSummary.coupon', { code: couponCode })}</dt>
          <dd>
            <span>
              −<MoneyAmount cents={discountCents} />
            </span>
          </dd>
        </div>
      )}
      <StyledTotal>
        <dt>{t('orderSummary.total')}</dt>
        <dd>
          <MoneyAmount cents={totalCents} variant="strong" size="large" />
        </dd>
      </StyledTotal>
    </StyledSummary>
  );
}
