import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FormErrorSummary, PasswordField, TextField, email } from '#ds/forms';
import { useT } from '#ds/i18n';
import { usePlural } from '#screens/shared/formatDate';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { screenFormMutators } from '#screens/shared/serverErrors';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  StyledFieldLink,
  StyledForm,
  StyledHeading,
  StyledIntro,
  StyledStack,
} from '../authForm.styles';

export type SignInValues = { email: string; password: string };

/**
 * Why the server refused a sign-in: wrong email or password, too many failed attempts (try
 * again after `retryAfterMinutes`), or anything else (network, server error).
 */
export type SignInError =
  | { code: 'invalidCredentials' }
  | { code: 'throttled'; retryAfterMinutes: number }
  | { code: 'unknown' };

/** Why the visitor is here: their session ended, they just set a new password, or they signed out. */
export type SignInNotice = 'sessionExpired' | 'passwordReset' | 'signedOut';

export type SignInScreenProps = PublicPageProps & {
  /**
   * Signs in. Return (or resolve with) a `SignInError` when the server refuses; the screen
   * shows it and keeps what was typed. While the promise is pending the button shows progress.
   */
  onSubmit: (values: SignInValues) => Promise<SignInError | void> | SignInError | void;
  /** An error to show that the container keeps itself (instead of returning it from `onSubmit`). */
  serverError?: SignInError;
  /** Shows the submitting state (the container is signing in). */
  submitting?: boolean;
  /** A message above the form: the session expired, the password was changed, or signed out. */
  notice?: SignInNotice;
  /** Values to start with (the address from a 'session expired' redirect). */
  initialValues?: Partial<SignInValues>;
  /** The forgot-password page. */
  forgotPasswordHref: string;
};

const noticeTone = {
  sessionExpired: 'warning',
  passwordReset: 'success',
  signedOut: 'info',
} as const;

/** The sign-in page: email, password, 'Forgot password?', in a centred card. */
export function SignInScreen({
  onSubmit,
  serverError,
  submitting = false,
  notice,
  initialValues,
  forgotPasswordHref,
  ...page
}: SignInScreenProps) {
  const t = useT();
  const plural = usePlural();
  const [returnedError, setReturnedError] = useState<SignInError>();
  const shownError = returnedError ?? serverError;
  const alertRef = useFocusOnChange<HTMLDivElement>(shownError);

  const submit = async (values: SignInValues) => {
    setReturnedError(undefined);
    try {
      const outcome = await onSubmit(values);
      if (outcome) setReturnedError(outcome);
    } catch {
      setReturnedError({ code: 'unknown' });
    }
  };

  const errorText = (error: SignInError) => {
    switch (error.code) {
      case 'invalidCredentials':
        return {
          title: t('auth.signIn.invalidCredentials.title'),
          description: t('auth.signIn.invalidCredentials.description'),
        };
      case 'throttled':
        return {
          title: t('auth.signIn.throttled.title'),
          description: t(`auth.signIn.throttled.${plural(error.retryAfterMinutes)}`, {
            count: error.retryAfterMinutes,
          }),
        };
      default:
        return {
          title: t('common.somethingWentWrong'),
          description: t('auth.signIn.unknownError'),
        };
    }
  };

  return (
    <PublicLayout {...page}>
      <StyledHeading>{t('auth.signIn.title')}</StyledHeading>
      <StyledIntro>{t('auth.signIn.intro')}</StyledIntro>
      <StyledStack>
        {notice && !shownError && (
          <InlineAlert
            tone={noticeTone[notice]}
            title={t(`auth.signIn.notice.${notice}.title`)}
            description={t(`auth.signIn.notice.${notice}.description`)}
          />
        )}
        {shownError && (
          <InlineAlert ref={alertRef} tabIndex={-1} tone="critical" {...errorText(shownError)} />
        )}
        <Form<SignInValues>
          onSubmit={submit}
          initialValues={initialValues}
          mutators={screenFormMutators}
          render={({ handleSubmit, submitting: pending }) => (
            <StyledForm noValidate onSubmit={handleSubmit}>
              <FormErrorSummary headingLevel={2} />
              <TextField
                name="email"
                type="email"
                label={t('auth.fields.email')}
                autoComplete="username"
                inputMode="email"
                autoCapitalize="off"
                spellCheck={false}
                validate={email}
                required
              />
              <PasswordField
                name="password"
                label={t('auth.fields.password')}
                autoComplete="current-password"
                required
              />
              <StyledFieldLink>
                <Link href={forgotPasswordHref}>{t('auth.signIn.forgotPassword')}</Link>
              </StyledFieldLink>
              <Button type="submit" size="large" fullWidth loading={submitting || pending}>
                {t('auth.signIn.submit')}
              </Button>
            </StyledForm>
          )}
        />
      </StyledStack>
    </PublicLayout>
  );
}
