import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import { BillingRenewalScreen } from '#screens/billing/BillingRenewalScreen';
import { goToRoute } from '#app/navigation';
import { cardPaymentOutcomeOf } from '#app/payments/paymentErrors';
import { usePaymentConfig } from '#app/payments/usePaymentConfig';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { QueryProvider } from '#app/query/QueryProvider';
import { signInQuery } from '#app/routing';
import { reportFailure } from '#app/shared/apiErrors';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { askedPlanOf, usePricing } from './usePricing';
import { cardMutation } from '#app/payments/cardMutation';

function BillingRenewal() {
  const href = useRouteHref();
  const location = useLocation();
  const user = useSessionUser();
  const signedIn = Boolean(user);
  const { pricing, failed, retry } = usePricing();
  const config = usePaymentConfig();
  const details = useQuery({ ...endpointQuery(endpoints.subscriptionDetails), enabled: signedIn });
  const billingInfo = useQuery({
    ...endpointQuery(endpoints.getBillingInfo),
    enabled: signedIn,
    retry: false,
  });
  const payAndSubscribe = useMutation(cardMutation(endpoints.payAndSubscribe));
  const subscribe = useMutation(endpointMutation(endpoints.subscribe));
  const [renewed, setRenewed] = useState(false);
  const card = billingInfo.data?.card ?? null;

  return (
    <BillingRenewalScreen
      {...usePublicPage()}
      signInHref={
        signedIn
          ? null
          : href('signIn', {
              search: signInQuery({ back: `${location.pathname}${location.search}` }),
            })
      }
      pricing={pricing}
      pricingFailed={failed}
      onRetry={retry}
      testMode={config.testMode}
      currentPlan={askedPlanOf(location.search) ?? details.data?.plan?.code}
      card={
        card && {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          holderName: card.holder_name,
        }
      }
      renewed={renewed}
      dashboardHref={href('dashboard')}
      onRenew={async (plan) => {
        try {
          if (card) {
            await payAndSubscribe.mutateAsync({ plan_code: plan });
            setRenewed(true);
          } else {
            // No saved card: the plan's invoice opens, and paymentInfo takes the card and pays it.
            await subscribe.mutateAsync({ plan_code: plan });
            goToRoute('paymentInfo');
          }
          return undefined;
        } catch (error) {
          reportFailure('Renewing the membership', error);
          return cardPaymentOutcomeOf(error)?.message ?? 'common.somethingWentWrong';
        }
      }}
    />
  );
}

/** Billing renewal (stand-alone): where a renewal reminder leads; asks to sign in first. */
export function BillingRenewalContainer() {
  return (
    <QueryProvider>
      <BillingRenewal />
    </QueryProvider>
  );
}
