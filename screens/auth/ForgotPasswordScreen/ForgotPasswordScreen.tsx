import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { TextField, email } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { RequestError } from '#screens/shared/messages';
import type { PublicPageProps } from '#screens/shared/PublicLayout';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { AuthForm, AuthPageFrame } from '../AuthPageFrame';
import { BackToSignIn } from '../BackToSignIn';
import { StyledAddress, StyledBody } from '../passwordPages.styles';

export type ForgotPasswordValues = { email: string };

export type ForgotPasswordScreenProps = PublicPageProps & {
  /**
   * Asks for a reset link. Resolve with nothing when the request went through, whether or not
   * the address has an account (the page never says which); resolve with a `RequestError`
   * when it could not be sent.
   */
  onSubmit: (values: ForgotPasswordValues) => Promise<RequestError | void> | RequestError | void;
  /** An error the container keeps itself. */
  serverError?: RequestError;
  /** Shows the submitting state. */
  submitting?: boolean;
  /** Starts on the confirmation for this address (normally it follows a successful submit). */
  sentTo?: string;
  initialValues?: Partial<ForgotPasswordValues>;
  /** The sign-in page. */
  signInHref: string;
};

/**
 * Forgot password: one email field; after a submit, always the same confirmation, so the page
 * never tells whether an address has an account.
 */
export function ForgotPasswordScreen({
  onSubmit,
  serverError,
  submitting = false,
  sentTo,
  initialValues,
  signInHref,
  ...page
}: ForgotPasswordScreenProps) {
  const t = useT();
  const [sent, setSent] = useState<string | undefined>(sentTo);
  const [returnedError, setReturnedError] = useState<RequestError>();
  // The address to start the form with when the visitor comes back to it from the confirmation.
  const [startEmail, setStartEmail] = useState(initialValues?.email);
  const shownError = returnedError ?? serverError;
  const alertRef = useFocusOnChange<HTMLDivElement>(shownError);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(sent);

  const submit = async (values: ForgotPasswordValues) => {
    setReturnedError(undefined);
    try {
      const outcome = await onSubmit(values);
      if (outcome) setReturnedError(outcome);
      else setSent(values.email);
    } catch {
      setReturnedError({ code: 'unknown' });
    }
  };

  if (sent !== undefined) {
    return (
      <AuthPageFrame {...page} title={t('auth.forgotPassword.sentTitle')} headingRef={headingRef}>
        <StyledBody>{t('auth.forgotPassword.sentBody')}</StyledBody>
        <StyledAddress>{sent}</StyledAddress>
        <StyledBody>{t('auth.forgotPassword.sentNextSteps')}</StyledBody>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            setStartEmail(sent);
            setSent(undefined);
          }}
        >
          {t('auth.forgotPassword.tryAnother')}
        </Button>
        <BackToSignIn href={signInHref} />
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame
      {...page}
      title={t('auth.forgotPassword.title')}
      intro={t('auth.forgotPassword.intro')}
    >
      {shownError && (
        <InlineAlert
          ref={alertRef}
          tabIndex={-1}
          tone="critical"
          title={shownError.code === 'throttled' ? t('auth.signIn.throttled.title') : undefined}
          description={
            shownError.code === 'throttled'
              ? t('auth.signIn.throttled.message', {
                  count: shownError.retryAfterMinutes,
                })
              : t('auth.forgotPassword.unknownError')
          }
        />
      )}
      <AuthForm<ForgotPasswordValues>
        onSubmit={submit}
        initialValues={{ email: startEmail }}
        submitLabel={t('auth.forgotPassword.submit')}
        submitting={submitting}
      >
        <TextField
          name="email"
          type="email"
          label={t('auth.fields.email')}
          hint={t('auth.forgotPassword.emailHint')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          validate={email}
          required
        />
      </AuthForm>
      <BackToSignIn href={signInHref} />
    </AuthPageFrame>
  );
}
