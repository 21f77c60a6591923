import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import { UpgradeInformationScreen } from '#screens/billing/UpgradeInformationScreen';
import { UpgradeMembershipScreen } from '#screens/billing/UpgradeMembershipScreen';
import { UpgradeSuccessfulScreen } from '#screens/billing/UpgradeSuccessfulScreen';
import { goToRoute } from '#app/navigation';
import { CardPayments } from '#app/payments/CardPayments';
import { useIdempotencyKey } from '#app/payments/idempotency';
import { usePaymentConfig } from '#app/payments/usePaymentConfig';
import { adoptRoles } from '#app/session/adopt';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { payWithKey } from './payWithKey';
import { askedPlanOf, usePricing } from './usePricing';
import { cardMutation } from '#app/payments/cardMutation';

export function UpgradeInformationContainer() {
  const href = useRouteHref();
  return <UpgradeInformationScreen upgradeHref={href('upgradeMembership')} />;
}

function UpgradeMembership() {
  const href = useRouteHref();
  const location = useLocation();
  const config = usePaymentConfig();
  const pricing = usePricing();
  const idempotency = useIdempotencyKey();
  const upgrade = useMutation(cardMutation(endpoints.upgradeMembership));
  return (
    <UpgradeMembershipScreen
      {...screenStateOf([config.query, pricing.query])}
      pricing={pricing.pricing}
      askedPlan={askedPlanOf(location.search)}
      informationHref={href('upgradeInformation')}
      onUpgrade={async (token, values) => {
        const paid = await payWithKey('Upgrading the membership', idempotency, (key) =>
          upgrade.mutateAsync({
            plan_code: values.plan_code,
            card_token: token,
            idempotency_key: key,
          }),
        );
        if (!paid.ok) return paid.outcome;
        // The answer's roles change the menu at once, without a new sign-in.
        adoptRoles(paid.result.role);
        goToRoute('upgradeSuccessful', { replace: true });
      }}
    />
  );
}

/** upgrade-membership: a free partner pays for a plan and becomes a church partner. */
export function UpgradeMembershipContainer() {
  return (
    <CardPayments>
      <UpgradeMembership />
    </CardPayments>
  );
}

export function UpgradeSuccessfulContainer() {
  const href = useRouteHref();
  return <UpgradeSuccessfulScreen dashboardHref={href('dashboard')} planHref={href('plan')} />;
}
