import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import type { SubscriptionDetails } from '#contract/billing/billing';
import { useT, type Translate } from '#ds/i18n';
import type { PlanScreenProps } from '#screens/billing/PlanScreen';
import { PlanScreen } from '#screens/billing/PlanScreen';
import { usePaymentConfig } from '#app/payments/usePaymentConfig';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { planNameIn } from './billingItemText';
import { useInvoicesAndPayments } from './useInvoicesAndPayments';

/** The subscription as the plan summary shows it; null when no plan was chosen. */
export function planOf(
  details: SubscriptionDetails | undefined,
  t: Translate,
): PlanScreenProps['plan'] {
  if (!details?.plan) return null;
  return {
    planName: planNameIn(t, details.plan.tier, details.plan.name),
    interval: details.plan.interval,
    amountCents: details.plan.amount_cents,
    state: details.state ?? 'active',
    nextBillingAt: details.next_billing_at,
    paymentsMade: details.payments_made,
    paymentsTotal: details.payments_total,
    licenceEnd: details.licence_end,
    pendingInterval: details.pending_interval,
  };
}

function usePlanScreen(title: 'plan' | 'subscriptions'): PlanScreenProps {
  const href = useRouteHref();
  const t = useT();
  const config = usePaymentConfig();
  const details = useQuery(endpointQuery(endpoints.subscriptionDetails));
  const billing = useInvoicesAndPayments(title === 'subscriptions');
  const change = useMutation(endpointMutation(endpoints.changeInterval));
  return {
    ...screenStateOf(
      title === 'subscriptions' ? [config.query, details, billing.query] : [config.query, details],
    ),
    title,
    testMode: config.testMode,
    plan: planOf(details.data, t),
    changing: change.isPending,
    changeFailed: change.isError,
    onChangeInterval: (interval) => change.mutate({ interval }),
    payHref: details.data?.open_invoice_id ? href('paymentInfo') : null,
    choosePlanHref: href('billingRenewal'),
    accountHref: href('account'),
    billing: billing.props,
  };
}

/** plan: the church's plan, with the change between monthly and yearly at renewal. */
export function PlanContainer() {
  return <PlanScreen {...usePlanScreen('plan')} />;
}

/** subscriptions: the plan with the invoices and payments. */
export function SubscriptionsContainer() {
  return <PlanScreen {...usePlanScreen('subscriptions')} />;
}
