import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { PricingTable, TestModeMarker } from '#ds/payments';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { StyledPublicPage } from '../billing.styles';
import type { PricingData } from '../billingScreenTypes';

export type PricingScreenProps = PublicPageProps & {
  pricing: PricingData | null;
  pricingFailed?: boolean;
  onRetry?: () => void;
  testMode: boolean;
  /** Goes on to pay for the plan (checkout, upgrade or renewal, by who is signed in). */
  onJoin: (planCode: string) => void;
};

/** Pricing (stand-alone): the church's average attendance, then monthly or yearly. */
export function PricingScreen({
  pricing,
  pricingFailed = false,
  onRetry,
  testMode,
  onJoin,
  ...page
}: PricingScreenProps) {
  const t = useT();
  return (
    <PublicLayout {...page} width="wide">
      <StyledPublicPage>
        <h1>{t('routes.pricing')}</h1>
        <p>{t('billing.pricing.description')}</p>
        {testMode && <TestModeMarker variant="badge" />}
        {pricingFailed ? (
          <InlineAlert tone="critical" description={t('billing.loadFailed')} onRetry={onRetry} />
        ) : pricing ? (
          <PricingTable
            bands={pricing.bands}
            refundWindowDays={pricing.refundWindowDays}
            onJoin={onJoin}
            headingLevel={2}
          />
        ) : (
          <Skeleton variant="rectangle" height={320} />
        )}
      </StyledPublicPage>
    </PublicLayout>
  );
}
