import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  composeValidators,
  email as emailRule,
  maxLength,
  required,
  Switch,
  TextField,
  withMessage,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm, ScreenFormLayout } from '#screens/shared/ScreenForm';
import { screenFormMutators, ServerFieldErrors } from '#screens/shared/serverErrors';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { StyledAddress, StyledStepTitle } from './UpdateUserInfoScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type UpdateUserInfoValues = { firstName: string; lastName: string; showMode: boolean };

/** What the server refused when saving names and show mode. */
export type ProfileSaveError = {
  fieldErrors?: FieldErrors<'firstName' | 'lastName'>;
  formError?: ScreenMessage;
};

/**
 * What went wrong in the email change: the code is wrong or expired, the new address was taken
 * by another account between the mail and its confirmation, too many requests, or anything else.
 * (Asking for a code never says whether an address is taken: the server mails its owner instead.)
 */
export type EmailChangeError =
  | { code: 'invalidToken' }
  | { code: 'emailTaken' }
  | { code: 'throttled'; retryAfterMinutes: number }
  | { code: 'unknown' };

/**
 * Where the email change stands: nothing going on (`idle`), typing the new address
 * (`enterEmail`), a code was sent to it (`pending`), or the new address is confirmed (`verified`).
 */
export type EmailChangeStep = 'idle' | 'enterEmail' | 'pending' | 'verified';

export type UpdateUserInfoScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The names and show mode as saved. */
  initialValues: UpdateUserInfoValues;
  /** The current email address. */
  email: string;
  /** A new address waiting for its code (from the user lookup): the screen starts on the code step. */
  pendingEmail?: string | null;
  /** Saves names and show mode (POST /update_user). */
  onSaveProfile: (
    values: UpdateUserInfoValues,
  ) => Promise<ProfileSaveError | void> | ProfileSaveError | void;
  /** An error of the profile save that the container keeps itself. */
  profileError?: ProfileSaveError;
  /** Sends a code to a new address (POST /send_new_email_token); also used to send it again. */
  onRequestEmailChange: (
    newEmail: string,
  ) => Promise<EmailChangeError | void> | EmailChangeError | void;
  /** Confirms the new address with the code (POST /verify_new_email). */
  onVerifyEmail: (token: string) => Promise<EmailChangeError | void> | EmailChangeError | void;
  /** An error of the email change that the container keeps itself. */
  emailError?: EmailChangeError;
  /** The step to start on; follows `pendingEmail` by default. */
  emailStep?: EmailChangeStep;
  /** A code to fill in (from the link in the email). */
  initialToken?: string;
  /** The account page. */
  accountHref: string;
};

const nameChecks = {
  firstName: composeValidators<string | undefined>(
    withMessage(required, 'account.updateInfo.firstNameRequired'),
    maxLength(100),
  ),
  lastName: composeValidators<string | undefined>(
    withMessage(required, 'account.updateInfo.lastNameRequired'),
    maxLength(100),
  ),
};

/**
 * Update user info: first and last name and show mode, and the email change, confirmed by a
 * code sent to the new address (with a way to send it again).
 */
export function UpdateUserInfoScreen({
  status,
  onRetry,
  initialValues,
  email,
  pendingEmail,
  onSaveProfile,
  profileError,
  onRequestEmailChange,
  onVerifyEmail,
  emailError,
  emailStep,
  initialToken,
  accountHref,
}: UpdateUserInfoScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('account.updateInfo.title')}
      description={t('account.updateInfo.description')}
      breadcrumbs={<Link href={accountHref}>{t('account.updateInfo.backToAccount')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('account.loadFailed')}
      loadingLabel={t('account.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Stack gap={4}>
              <Skeleton variant="text" lines={1} />
              <Skeleton variant="rectangle" height={40} />
              <Skeleton variant="rectangle" height={40} />
            </Stack>
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      <ProfileCard
        initialValues={initialValues}
        onSave={onSaveProfile}
        serverError={profileError}
      />
      <EmailCard
        email={email}
        pendingEmail={pendingEmail ?? undefined}
        onRequest={onRequestEmailChange}
        onVerify={onVerifyEmail}
        serverError={emailError}
        initialStep={emailStep ?? (pendingEmail ? 'pending' : 'idle')}
        initialToken={initialToken}
      />
    </ScreenFrame>
  );
}

function ProfileCard({
  initialValues,
  onSave,
  serverError,
}: {
  initialValues: UpdateUserInfoValues;
  onSave: UpdateUserInfoScreenProps['onSaveProfile'];
  serverError?: ProfileSaveError;
}) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('account.updateInfo.details.title')} />
      <Card.Body>
        <ScreenForm<UpdateUserInfoValues>
          onSubmit={(values) => onSave({ ...values, showMode: Boolean(values.showMode) })}
          initialValues={initialValues}
          serverError={serverError}
        >
          {({ submitting, submitSucceeded, dirtySinceLastSubmit, formError }) => (
            <>
              <ScreenForm.Row>
                <TextField
                  name="firstName"
                  label={t('account.updateInfo.firstName')}
                  autoComplete="given-name"
                  validate={nameChecks.firstName}
                  required
                />
                <TextField
                  name="lastName"
                  label={t('account.updateInfo.lastName')}
                  autoComplete="family-name"
                  validate={nameChecks.lastName}
                  required
                />
              </ScreenForm.Row>
              <Switch
                name="showMode"
                label={t('account.updateInfo.showMode.label')}
                hint={t('account.updateInfo.showMode.hint')}
              />
              <ScreenForm.Actions>
                <Button type="submit" loading={submitting}>
                  {t('account.updateInfo.details.save')}
                </Button>
                <ScreenForm.Status role="status">
                  {submitSucceeded && !dirtySinceLastSubmit && !formError && (
                    <>
                      <Icon name="success" size="small" />
                      {t('account.updateInfo.details.saved')}
                    </>
                  )}
                </ScreenForm.Status>
              </ScreenForm.Actions>
            </>
          )}
        </ScreenForm>
      </Card.Body>
    </Card>
  );
}

type EmailCardProps = {
  email: string;
  pendingEmail?: string;
  onRequest: UpdateUserInfoScreenProps['onRequestEmailChange'];
  onVerify: UpdateUserInfoScreenProps['onVerifyEmail'];
  serverError?: EmailChangeError;
  initialStep: EmailChangeStep;
  initialToken?: string;
};

async function settle(
  action: () => Promise<EmailChangeError | void> | EmailChangeError | void,
): Promise<EmailChangeError | undefined> {
  try {
    return (await action()) ?? undefined;
  } catch {
    return { code: 'unknown' };
  }
}

/** The email address and the change flow: new address, then the code sent to it. */
function EmailCard({
  email,
  pendingEmail,
  onRequest,
  onVerify,
  serverError,
  initialStep,
  initialToken,
}: EmailCardProps) {
  const t = useT();
  const [step, setStep] = useState<EmailChangeStep>(initialStep);
  const [target, setTarget] = useState(pendingEmail);
  const [verified, setVerified] = useState<string>();
  const [error, setError] = useState<EmailChangeError>();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const shown = error ?? serverError;
  const alertError = shown && shown.code !== 'invalidToken' ? shown : undefined;
  const alertRef = useFocusOnChange<HTMLDivElement>(alertError);
  const stepRef = useFocusOnChange<HTMLHeadingElement>(
    step === 'idle' || step === 'verified' ? undefined : `${step}${target ?? ''}`,
  );
  const verifiedRef = useFocusOnChange<HTMLDivElement>(step === 'verified' ? verified : undefined);
  // Cancelling puts focus back on the button that started the change.
  const [cancels, setCancels] = useState(0);
  const changeRef = useFocusOnChange<HTMLButtonElement>(cancels || undefined);

  const currentEmail = verified ?? email;
  // Stable objects, so the forms take the container's error once per error, not on every render.
  const tokenError = useMemo<FieldErrors<'token'> | undefined>(
    () =>
      serverError?.code === 'invalidToken'
        ? { token: 'account.updateInfo.email.tokenInvalid' }
        : undefined,
    [serverError],
  );

  const requestCode = async (values: { newEmail: string }) => {
    setError(undefined);
    const outcome = await settle(() => onRequest(values.newEmail.trim()));
    if (outcome) {
      setError(outcome);
      return undefined;
    }
    setTarget(values.newEmail.trim());
    setResent(false);
    setStep('pending');
    return undefined;
  };

  const verify = async (values: { token: string }) => {
    setError(undefined);
    const outcome = await settle(() => onVerify(values.token.trim()));
    if (outcome?.code === 'invalidToken') return { token: 'account.updateInfo.email.tokenInvalid' };
    if (outcome) {
      setError(outcome);
      return undefined;
    }
    setVerified(target);
    setTarget(undefined);
    setStep('verified');
    return undefined;
  };

  const resend = async () => {
    if (!target) return;
    setError(undefined);
    setResent(false);
    setResending(true);
    const outcome = await settle(() => onRequest(target));
    setResending(false);
    if (outcome) setError(outcome);
    else setResent(true);
  };

  const differentFromCurrent: Validator<string | undefined> = (value) =>
    value && value.trim().toLowerCase() === currentEmail.toLowerCase()
      ? 'account.updateInfo.email.same'
      : undefined;

  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('account.updateInfo.email.title')}
        description={t('account.updateInfo.email.description')}
      />
      <Card.Body>
        <Stack gap={4}>
          <Stack
            direction="horizontal"
            wrap="wrap"
            align="center"
            justify="space-between"
            rowGap={3}
            columnGap={4}
          >
            <StyledAddress>
              <Text tone="muted" size="small" weight="regular">
                {t('account.updateInfo.email.current')}
              </Text>
              {currentEmail}
            </StyledAddress>
            {(step === 'idle' || step === 'verified') && (
              <Button ref={changeRef} variant="secondary" onClick={() => setStep('enterEmail')}>
                {t('account.updateInfo.email.change')}
              </Button>
            )}
          </Stack>

          {step === 'verified' && verified && (
            <InlineAlert
              ref={verifiedRef}
              tabIndex={-1}
              tone="success"
              title={t('account.updateInfo.email.verifiedTitle')}
              description={t('account.updateInfo.email.verified', { email: verified })}
            />
          )}

          {alertError && (
            <InlineAlert
              ref={alertRef}
              tabIndex={-1}
              tone="critical"
              description={
                alertError.code === 'throttled'
                  ? t('auth.signIn.throttled.message', {
                      count: alertError.retryAfterMinutes,
                    })
                  : t('account.updateInfo.email.failed')
              }
            />
          )}

          {step === 'enterEmail' && (
            <Form<{ newEmail: string }>
              onSubmit={requestCode}
              mutators={screenFormMutators}
              render={({ handleSubmit, submitting }) => (
                <ScreenFormLayout noValidate onSubmit={handleSubmit}>
                  <StyledStepTitle ref={stepRef} tabIndex={-1}>
                    {t('account.updateInfo.email.enterTitle')}
                  </StyledStepTitle>
                  <TextField
                    name="newEmail"
                    type="email"
                    label={t('account.updateInfo.email.newEmail')}
                    hint={t('account.updateInfo.email.newEmailHint')}
                    autoComplete="email"
                    inputMode="email"
                    autoCapitalize="off"
                    spellCheck={false}
                    validate={composeValidators<string | undefined>(
                      emailRule,
                      differentFromCurrent,
                    )}
                    required
                  />
                  <ScreenForm.Actions>
                    <Button type="submit" loading={submitting}>
                      {t('account.updateInfo.email.sendCode')}
                    </Button>
                    <Button
                      variant="plain"
                      onClick={() => {
                        if (target) {
                          setStep('pending');
                        } else {
                          setStep('idle');
                          setCancels((count) => count + 1);
                        }
                      }}
                    >
                      {t('common.cancel')}
                    </Button>
                  </ScreenForm.Actions>
                </ScreenFormLayout>
              )}
            />
          )}

          {step === 'pending' && target && (
            <Form<{ token: string }>
              onSubmit={verify}
              initialValues={initialToken ? { token: initialToken } : undefined}
              mutators={screenFormMutators}
              render={({ handleSubmit, submitting }) => (
                <ScreenFormLayout noValidate onSubmit={handleSubmit}>
                  <StyledStepTitle ref={stepRef} tabIndex={-1}>
                    {t('account.updateInfo.email.pendingTitle')}
                  </StyledStepTitle>
                  <InlineAlert
                    tone="info"
                    description={t('account.updateInfo.email.pending', { email: target })}
                  />
                  <ServerFieldErrors errors={tokenError} />
                  <TextField
                    name="token"
                    label={t('account.updateInfo.email.token')}
                    hint={t('account.updateInfo.email.tokenHint')}
                    autoComplete="one-time-code"
                    autoCapitalize="off"
                    spellCheck={false}
                    validate={withMessage(required, 'account.updateInfo.email.tokenRequired')}
                    required
                  />
                  <ScreenForm.Actions>
                    <Button type="submit" loading={submitting}>
                      {t('account.updateInfo.email.verify')}
                    </Button>
                    <Button variant="secondary" onClick={() => void resend()} loading={resending}>
                      {t('account.updateInfo.email.resend')}
                    </Button>
                    <Button variant="plain" onClick={() => setStep('enterEmail')}>
                      {t('account.updateInfo.email.useAnother')}
                    </Button>
                  </ScreenForm.Actions>
                  <ScreenForm.Status role="status">
                    {resent && (
                      <>
                        <Icon name="success" size="small" />
                        {t('account.updateInfo.email.resent', { email: target })}
                      </>
                    )}
                  </ScreenForm.Status>
                </ScreenFormLayout>
              )}
            />
          )}
        </Stack>
      </Card.Body>
    </Card>
  );
}
