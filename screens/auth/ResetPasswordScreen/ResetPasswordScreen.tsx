import { useState } from 'react';
import { useField } from 'react-final-form';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { PasswordField, composeValidators, maxLength, type Validator } from '#ds/forms';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import type { PublicPageProps } from '#screens/shared/PublicLayout';
import { ServerFieldErrors, toSubmissionErrors } from '#screens/shared/serverErrors';
import type { FieldErrors } from '#screens/shared/messages';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { AuthForm, AuthPageFrame } from '../AuthPageFrame';
import { BackToSignIn } from '../BackToSignIn';
import { StyledBody } from '../passwordPages.styles';
import {
  StyledMeter,
  StyledSegment,
  StyledSegments,
  StyledStrengthText,
} from './ResetPasswordScreen.styles';
import {
  passwordMaxLength,
  passwordMinLength,
  passwordStrength,
  type PasswordStrength,
} from './passwordStrength';

export type ResetPasswordValues = { password: string; confirmPassword: string };

/**
 * What the server said: the link was expired or already used (`invalidLink`), the password
 * was refused (`fieldErrors`), or anything else (`unknown`).
 */
export type ResetPasswordError =
  | { code: 'invalidLink' }
  | { code: 'invalidPassword'; fieldErrors: FieldErrors<'password'> }
  | { code: 'unknown' };

/** The form, the 'link expired or used' page, or the 'password changed' page. */
export type ResetPasswordStatus = 'form' | 'invalidLink' | 'success';

export type ResetPasswordScreenProps = PublicPageProps & {
  /**
   * Sets the new password (send `password`; `confirmPassword` is checked here). Resolve with
   * nothing on success (the screen shows the success page), or with a `ResetPasswordError`.
   */
  onSubmit: (
    values: ResetPasswordValues,
  ) => Promise<ResetPasswordError | void> | ResetPasswordError | void;
  /** The page to start on: `invalidLink` when the link has no token at all. Defaults to the form. */
  status?: ResetPasswordStatus;
  /** An error the container keeps itself. */
  serverError?: ResetPasswordError;
  submitting?: boolean;
  /** The sign-in page (after success). */
  signInHref: string;
  /** The forgot-password page, to ask for a new link. */
  forgotPasswordHref: string;
};

const matchesPassword: Validator<string | undefined> = (value, allValues) =>
  value !== undefined && value !== (allValues as Partial<ResetPasswordValues> | undefined)?.password
    ? 'auth.resetPassword.mismatch'
    : undefined;

const longEnough: Validator<string | undefined> = (value) =>
  value !== undefined && Array.from(value).length < passwordMinLength
    ? { key: 'auth.resetPassword.tooShort', params: { min: passwordMinLength } }
    : undefined;

const passwordChecks = composeValidators<string | undefined>(
  longEnough,
  maxLength(passwordMaxLength),
);

const filledSegments: Record<PasswordStrength, number> = {
  tooShort: 0,
  weak: 1,
  fair: 2,
  strong: 3,
};

/** Three bars and a word, updated as the person types; read out politely when the word changes. */
function StrengthMeter() {
  const t = useT();
  const { input } = useField<string | undefined>('password', { subscription: { value: true } });
  const value = input.value ?? '';
  const strength = passwordStrength(value);
  return (
    <StyledMeter>
      <StyledSegments data-strength={strength} aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <StyledSegment key={segment} data-filled={segment <= filledSegments[strength]} />
        ))}
      </StyledSegments>
      <StyledStrengthText aria-live="polite">
        {value === '' ? (
          t('auth.resetPassword.strength.empty')
        ) : (
          <>
            {t('auth.resetPassword.strength.label')}{' '}
            <strong>{t(`auth.resetPassword.strength.${strength}`)}</strong>
          </>
        )}
      </StyledStrengthText>
    </StyledMeter>
  );
}

/**
 * Reset password: a new password with a strength hint, and its confirmation. Also the pages
 * for an expired or used link (with a way to ask for a new one) and for success.
 */
export function ResetPasswordScreen({
  onSubmit,
  status = 'form',
  serverError,
  submitting = false,
  signInHref,
  forgotPasswordHref,
  ...page
}: ResetPasswordScreenProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<ResetPasswordStatus>();
  const [returnedError, setReturnedError] = useState<ResetPasswordError>();
  const shownError = returnedError ?? serverError;
  const view: ResetPasswordStatus =
    outcome ?? (shownError?.code === 'invalidLink' ? 'invalidLink' : status);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(outcome);
  const alertRef = useFocusOnChange<HTMLDivElement>(
    shownError?.code === 'unknown' ? shownError : undefined,
  );

  const submit = async (values: ResetPasswordValues) => {
    setReturnedError(undefined);
    let result: ResetPasswordError | void;
    try {
      result = await onSubmit(values);
    } catch {
      result = { code: 'unknown' };
    }
    if (!result) {
      setOutcome('success');
      return undefined;
    }
    if (result.code === 'invalidLink') setOutcome('invalidLink');
    setReturnedError(result);
    return result.code === 'invalidPassword' ? toSubmissionErrors(result.fieldErrors) : undefined;
  };

  if (view === 'success') {
    return (
      <AuthPageFrame {...page} title={t('auth.resetPassword.successTitle')} headingRef={headingRef}>
        <StyledBody>{t('auth.resetPassword.successBody')}</StyledBody>
        <LinkButton href={signInHref} size="large" fullWidth>
          {t('auth.resetPassword.signIn')}
        </LinkButton>
      </AuthPageFrame>
    );
  }

  if (view === 'invalidLink') {
    return (
      <AuthPageFrame
        {...page}
        title={t('auth.resetPassword.invalidLinkTitle')}
        headingRef={headingRef}
      >
        <StyledBody>{t('auth.resetPassword.invalidLinkBody')}</StyledBody>
        <LinkButton href={forgotPasswordHref} size="large" fullWidth>
          {t('auth.resetPassword.requestNewLink')}
        </LinkButton>
        <BackToSignIn href={signInHref} />
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame
      {...page}
      title={t('auth.resetPassword.title')}
      intro={t('auth.resetPassword.intro')}
    >
      {shownError?.code === 'unknown' && (
        <InlineAlert
          ref={alertRef}
          tabIndex={-1}
          tone="critical"
          description={t('auth.resetPassword.unknownError')}
        />
      )}
      <AuthForm<ResetPasswordValues>
        onSubmit={submit}
        submitLabel={t('auth.resetPassword.submit')}
        submitting={submitting}
      >
        <ServerFieldErrors
          errors={serverError?.code === 'invalidPassword' ? serverError.fieldErrors : undefined}
        />
        <PasswordField
          name="password"
          label={t('auth.resetPassword.newPassword')}
          hint={t('auth.resetPassword.passwordHint', { min: passwordMinLength })}
          autoComplete="new-password"
          validate={passwordChecks}
          required
        />
        <StrengthMeter />
        <PasswordField
          name="confirmPassword"
          label={t('auth.resetPassword.confirmPassword')}
          autoComplete="new-password"
          validate={matchesPassword}
          required
        />
      </AuthForm>
      <BackToSignIn href={signInHref} />
    </AuthPageFrame>
  );
}
