import { useState } from 'react';
import { Link } from '#ds/actions/Link';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { PasswordField, TextField, email } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { PublicPageProps } from '#screens/shared/PublicLayout';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { AuthForm, AuthPageFrame } from '../AuthPageFrame';
import { StyledFieldLink } from '../authForm.styles';

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
} as const satisfies Record<SignInNotice, string>;

/** Every notice the page can show (what the container accepts from the URL). */
export const signInNotices = Object.keys(noticeTone) as SignInNotice[];

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

  // Invalid credentials and throttling have a title of their own (auth.signIn.<code>.title).
  const errorText = (error: SignInError) =>
    error.code === 'unknown'
      ? { title: t('common.somethingWentWrong'), description: t('auth.signIn.unknownError') }
      : {
          title: t(`auth.signIn.${error.code}.title`),
          description:
            error.code === 'throttled'
              ? t('auth.signIn.throttled.message', {
                  count: error.retryAfterMinutes,
                })
              : t('auth.signIn.invalidCredentials.description'),
        };

  return (
    <AuthPageFrame {...page} title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
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
      <AuthForm<SignInValues>
        onSubmit={submit}
        initialValues={initialValues}
        submitLabel={t('auth.signIn.submit')}
        submitting={submitting}
      >
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
      </AuthForm>
    </AuthPageFrame>
  );
}
