import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { TestModeMarker } from '#ds/payments';
import type { ScreenMessage } from '#screens/shared/messages';
import { LinkButton } from '#ds/actions/LinkButton';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { StyledPublicPage } from '../billing.styles';
import type { PricingData, SavedCard } from '../billingScreenTypes';
import { ChosenPlanField, initialPlanOf } from '../ChosenPlanField';

export type BillingRenewalScreenProps = PublicPageProps & {
  /** Not signed in: the page asks the person to sign in first. */
  signInHref: string | null;
  pricing: PricingData | null;
  pricingFailed?: boolean;
  onRetry?: () => void;
  testMode: boolean;
  /** The plan the church had, chosen to start with. */
  currentPlan?: string | null;
  /** The saved card the renewal is charged to; without one the card is asked for next. */
  card: SavedCard | null;
  /** Renews on the chosen plan; answers what went wrong, if anything. */
  onRenew: (planCode: string) => Promise<ScreenMessage | void>;
  /** The renewal went through. */
  renewed: boolean;
  dashboardHref: string;
};

/** Billing renewal (stand-alone): the page a renewal reminder links to. */
export function BillingRenewalScreen({
  signInHref,
  pricing,
  pricingFailed = false,
  onRetry,
  testMode,
  currentPlan,
  card,
  onRenew,
  renewed,
  dashboardHref,
  ...page
}: BillingRenewalScreenProps) {
  const t = useT();
  const body = () => {
    if (signInHref) {
      return (
        <>
          <p>{t('billing.renewal.signInFirst')}</p>
          <div>
            <LinkButton href={signInHref}>{t('billing.renewal.signIn')}</LinkButton>
          </div>
        </>
      );
    }
    if (renewed) {
      return (
        <InlineAlert
          tone="success"
          title={t('billing.renewal.done')}
          action={<LinkButton href={dashboardHref}>{t('billing.goToDashboard')}</LinkButton>}
        />
      );
    }
    if (pricingFailed) {
      return (
        <InlineAlert tone="critical" description={t('billing.loadFailed')} onRetry={onRetry} />
      );
    }
    if (!pricing) return <Skeleton variant="rectangle" height={320} />;
    return (
      <Form<{ plan_code: string }>
        initialValues={{ plan_code: initialPlanOf(pricing, currentPlan) }}
        onSubmit={async ({ plan_code }) => {
          const error = await onRenew(plan_code);
          return error ? { [FORM_ERROR]: error } : undefined;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 24 }}>
            {testMode && <TestModeMarker variant="badge" />}
            <ChosenPlanField pricing={pricing} headingLevel={2} />
            {submitError && (
              <InlineAlert tone="critical" description={translateError(t, submitError)} />
            )}
            <p>
              {card
                ? t('billing.renewal.chargeCard', { last4: card.last4 })
                : t('billing.renewal.cardNext')}
            </p>
            <div>
              <Button type="submit" loading={submitting} disabled={submitting}>
                {t(card ? 'billing.renewal.renew' : 'billing.renewal.continue')}
              </Button>
            </div>
          </form>
        )}
      />
    );
  };
  return (
    <PublicLayout {...page} width="wide">
      <StyledPublicPage>
        <h1>{t('routes.billingRenewal')}</h1>
        {body()}
      </StyledPublicPage>
    </PublicLayout>
  );
}
