import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '#contract';
import type { PricingResponse } from '#contract/billing/billing';
import { useT, type Translate } from '#ds/i18n';
import type { PricingData } from '#screens/billing/billingScreenTypes';
import { endpointQuery } from '#app/query/endpointQuery';
import { planNameIn } from './billingItemText';

/** The pricing page's answer as the pricing table shows it. */
export function pricingDataOf(response: PricingResponse, t: Translate): PricingData {
  return {
    refundWindowDays: response.refund_window_days,
    bands: response.tiers.map((tier) => ({
      tier: tier.tier,
      name: planNameIn(t, tier.tier, tier.name),
      minAttendance: tier.min_attendance,
      maxAttendance: tier.max_attendance,
      monthly: {
        code: tier.monthly.code,
        amountCents: tier.monthly.amount_cents,
        payments: tier.monthly.payments,
      },
      yearly: {
        code: tier.yearly.code,
        amountCents: tier.yearly.amount_cents,
        payments: tier.yearly.payments,
      },
    })),
  };
}

/** GET /payment/pricing (public), for pricing, checkout, upgrade and renewal. */
export function usePricing() {
  const t = useT();
  const select = useCallback((response: PricingResponse) => pricingDataOf(response, t), [t]);
  const query = useQuery({ ...endpointQuery(endpoints.paymentPricing), select });
  return {
    query,
    pricing: query.data ?? null,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The `?plan=` of the page's address: the plan a pricing page's Join asked for. */
export function askedPlanOf(search: string): string | null {
  return new URLSearchParams(search).get('plan');
}
