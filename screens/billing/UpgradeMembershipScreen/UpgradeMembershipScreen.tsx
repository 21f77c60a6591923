import { Link } from '#ds/actions/Link';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { CardPaymentForm } from '#ds/payments';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledSectionTitle } from '../billing.styles';
import type { PayWithCard, PricingData } from '../billingScreenTypes';
import { ChosenPlanField, initialPlanOf } from '../ChosenPlanField';

export type UpgradeValues = { plan_code: string };

export type UpgradeMembershipScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  pricing: PricingData | null;
  askedPlan?: string | null;
  /** Pays the plan's first payment; the partner becomes a paying church partner. */
  onUpgrade: PayWithCard<UpgradeValues>;
  informationHref: string;
  today?: Date;
};

/** Upgrade: a free partner picks a plan by attendance and pays with a card. */
export function UpgradeMembershipScreen({
  status,
  onRetry,
  pricing,
  askedPlan,
  onUpgrade,
  informationHref,
  today,
}: UpgradeMembershipScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('routes.upgradeMembership')}
      description={t('billing.upgrade.membershipDescription')}
      breadcrumbs={<Link href={informationHref}>{t('routes.upgradeInformation')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('billing.loadFailed')}
      loadingLabel={t('billing.loading')}
      skeleton={<Skeleton variant="rectangle" height={360} />}
    >
      {pricing && (
        <CardPaymentForm<UpgradeValues>
          onPay={onUpgrade}
          submitLabel={t('billing.upgrade.submit')}
          initialValues={{ plan_code: initialPlanOf(pricing, askedPlan) }}
          today={today}
        >
          <StyledSectionTitle>{t('billing.checkout.plan')}</StyledSectionTitle>
          <ChosenPlanField pricing={pricing} />
        </CardPaymentForm>
      )}
    </ScreenFrame>
  );
}
