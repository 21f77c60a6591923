import { PricingScreen } from '#screens/billing/PricingScreen';
import { goToRoute } from '#app/navigation';
import { usePaymentConfig } from '#app/payments/usePaymentConfig';
import { QueryProvider } from '#app/query/QueryProvider';
import { useSessionUser } from '#app/shared/useSessionUser';
import { usePublicPage } from '#app/shared/usePublicPage';
import { usePricing } from './usePricing';

function Pricing() {
  const user = useSessionUser();
  const { pricing, failed, retry } = usePricing();
  const config = usePaymentConfig();
  return (
    <PricingScreen
      {...usePublicPage()}
      pricing={pricing}
      pricingFailed={failed}
      onRetry={retry}
      testMode={config.testMode}
      onJoin={(plan) => {
        const search = `?plan=${encodeURIComponent(plan)}`;
        // A visitor signs up; a free partner upgrades; a church partner renews or changes plan.
        if (!user) goToRoute('checkout', { search });
        else if (user.roles.includes('free_evangelism')) goToRoute('upgradeMembership', { search });
        else goToRoute('billingRenewal', { search });
      }}
    />
  );
}

/** Pricing (stand-alone, public). */
export function PricingContainer() {
  return (
    <QueryProvider>
      <Pricing />
    </QueryProvider>
  );
}
