import { useField } from 'react-final-form';
import { PricingTable } from '#ds/payments';
import type { PricingData } from './billingScreenTypes';

/**
 * The plan of a purchase form as its `plan_code` value, chosen in the pricing table (the form
 * starts with one chosen, so a plan is always there to pay for).
 */
export function ChosenPlanField({
  pricing,
  headingLevel,
}: {
  pricing: PricingData;
  /** The plans' heading level: 3 under a section title, 2 right under the page's title. */
  headingLevel?: 2 | 3;
}) {
  const { input } = useField<string>('plan_code');
  return (
    <PricingTable
      bands={pricing.bands}
      refundWindowDays={pricing.refundWindowDays}
      chosenCode={input.value}
      onJoin={(code) => input.onChange(code)}
      headingLevel={headingLevel}
    />
  );
}

/** The plan a purchase starts with: the one asked for in the address, else the first yearly. */
export function initialPlanOf(pricing: PricingData, asked: string | null | undefined): string {
  const codes = pricing.bands.flatMap((band) => [band.monthly.code, band.yearly.code]);
  if (asked && codes.includes(asked)) return asked;
  return pricing.bands[0]?.yearly.code ?? '';
}
