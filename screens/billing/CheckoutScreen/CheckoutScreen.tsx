import { Grid } from '#ds/primitives/Grid';
import { LIMITS } from '#contract/validation';
import { Link } from '#ds/actions/Link';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  composeValidators,
  email,
  maxLength,
  PasswordField,
  TextField,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { CardPaymentForm } from '#ds/payments';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { StyledPublicPage, StyledSectionTitle } from '../billing.styles';
import type { PayWithCard, PricingData } from '../billingScreenTypes';
import { ChosenPlanField, initialPlanOf } from '../ChosenPlanField';

/** The spec's sign-up user, as the checkout form names its values. */
export type CheckoutValues = {
  firstname: string;
  lastname: string;
  church_role: string;
  cell_phone: string;
  church_name: string;
  email: string;
  password: string;
  plan_code: string;
};

export type CheckoutScreenProps = PublicPageProps & {
  /** Null while the prices load; an error shows a retry. */
  pricing: PricingData | null;
  pricingFailed?: boolean;
  onRetry?: () => void;
  /** The plan asked for in the address (`?plan=`). */
  askedPlan?: string | null;
  /** Creates the church, the pastor and the membership with the first payment, and signs in. */
  onCheckout: PayWithCard<CheckoutValues>;
  signInHref: string;
  /** A fixed expiry day for stories. */
  today?: Date;
};

const passwordMin: Validator<string | undefined> = (value) =>
  value !== undefined && value.length < LIMITS.passwordMin
    ? { key: 'billing.checkout.passwordTooShort', params: { min: LIMITS.passwordMin } }
    : undefined;

const phone: Validator<string | undefined> = (value) =>
  value && !/^\+?[\d\s().\-/]{6,40}$/.test(value.trim())
    ? 'billing.checkout.phoneInvalid'
    : undefined;

/**
 * Checkout (stand-alone): a new church signs up and pays its first payment in one form. The
 * pastor's details, the plan by attendance, and the card; then they are signed in.
 */
export function CheckoutScreen({
  pricing,
  pricingFailed = false,
  onRetry,
  askedPlan,
  onCheckout,
  signInHref,
  today,
  ...page
}: CheckoutScreenProps) {
  const t = useT();
  return (
    <PublicLayout {...page} width="wide">
      <StyledPublicPage>
        <h1>{t('billing.checkout.title')}</h1>
        <p>
          {t('billing.checkout.description')}{' '}
          <Link href={signInHref}>{t('billing.checkout.signIn')}</Link>
        </p>
        {pricingFailed ? (
          <InlineAlert tone="critical" description={t('billing.loadFailed')} onRetry={onRetry} />
        ) : !pricing ? (
          <Skeleton variant="rectangle" height={320} />
        ) : (
          <CardPaymentForm<CheckoutValues>
            onPay={onCheckout}
            submitLabel={t('billing.checkout.submit')}
            initialValues={{ plan_code: initialPlanOf(pricing, askedPlan) }}
            today={today}
          >
            <StyledSectionTitle>{t('billing.checkout.pastor')}</StyledSectionTitle>
            <Grid columns="repeat(auto-fit, minmax(220px, 1fr))" gap={5} align="start">
              <TextField
                name="firstname"
                label={t('billing.checkout.fields.firstname')}
                autoComplete="given-name"
                validate={maxLength(LIMITS.name)}
                required
              />
              <TextField
                name="lastname"
                label={t('billing.checkout.fields.lastname')}
                autoComplete="family-name"
                validate={maxLength(LIMITS.name)}
                required
              />
              <TextField
                name="church_role"
                label={t('billing.checkout.fields.churchRole')}
                hint={t('billing.checkout.hints.churchRole')}
                autoComplete="organization-title"
                validate={maxLength(100)}
                required
              />
              <TextField
                name="cell_phone"
                type="tel"
                label={t('billing.checkout.fields.cellPhone')}
                autoComplete="tel"
                validate={phone}
                required
              />
              <TextField
                name="church_name"
                label={t('billing.checkout.fields.churchName')}
                autoComplete="organization"
                validate={maxLength(150)}
                required
              />
              <TextField
                name="email"
                type="email"
                label={t('billing.checkout.fields.email')}
                autoComplete="email"
                validate={composeValidators(email, maxLength(LIMITS.email))}
                required
              />
            </Grid>
            <PasswordField
              name="password"
              label={t('billing.checkout.fields.password')}
              hint={t('billing.checkout.hints.password', { min: LIMITS.passwordMin })}
              autoComplete="new-password"
              validate={passwordMin}
              required
            />
            <StyledSectionTitle>{t('billing.checkout.plan')}</StyledSectionTitle>
            <ChosenPlanField pricing={pricing} />
          </CardPaymentForm>
        )}
      </StyledPublicPage>
    </PublicLayout>
  );
}
