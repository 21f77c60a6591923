import { useState, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { isEmail, isHttpUrl, isPhone, LIMITS } from '#contract/validation';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import {
  composeValidators,
  maxLength,
  PasswordField,
  required,
  TextField,
  withMessage,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { StyledFacts, StyledStack } from '#screens/dashboard/parts/parts.styles';
import { useDateFormat } from '#screens/shared/formatDate';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledLogin } from './ChurchAccessScreen.styles';
import { Text } from '#ds/primitives/Text';

/** The church access as saved; the care password itself is never sent to the browser. */
export type ChurchAccessDetails = {
  carePastor: string;
  careEmail: string;
  careAddress: string;
  carePhone: string;
  careWebsite: string;
  /** When the care password was last set (ISO 8601). */
  passwordSetAt: string;
};

export type ChurchAccessValues = Omit<ChurchAccessDetails, 'passwordSetAt'> & {
  /** Required when setting up; when editing, only to change it. */
  carePassword?: string;
};

export type ChurchAccessField = keyof ChurchAccessValues;

/** What the server refused when saving. */
export type ChurchAccessSaveError = {
  fieldErrors?: FieldErrors<ChurchAccessField>;
  formError?: ScreenMessage;
};

export type ChurchAccessScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The login church members use: the church's custom URL. */
  login: string;
  /** The church access once set up; null before. */
  access: ChurchAccessDetails | null;
  /** Sets up church access (POST /care_user) or saves it (POST /edit_care). */
  onSave: (
    values: ChurchAccessValues,
  ) => Promise<ChurchAccessSaveError | void> | ChurchAccessSaveError | void;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
  /** The crisis line (decision 076), first on the page. */
  crisisLine?: ReactNode;
};

/** A check that passes on empty values (`required` speaks for those). */
const when =
  (
    test: (value: string) => boolean,
    message: Parameters<typeof withMessage>[1],
  ): Validator<string | undefined> =>
  (value) =>
    value === undefined || value.trim() === '' || test(value.trim()) ? undefined : message;

const checks = {
  carePastor: composeValidators<string | undefined>(
    withMessage(required, 'churchAccess.form.carePastorRequired'),
    maxLength(LIMITS.name),
  ),
  careEmail: composeValidators<string | undefined>(
    withMessage(required, 'churchAccess.form.careEmailRequired'),
    when(isEmail, 'validation.email'),
    maxLength(LIMITS.email),
  ),
  careAddress: composeValidators<string | undefined>(
    withMessage(required, 'churchAccess.form.careAddressRequired'),
    maxLength(LIMITS.address),
  ),
  carePhone: composeValidators<string | undefined>(
    withMessage(required, 'churchAccess.form.carePhoneRequired'),
    when(isPhone, 'churchAccess.form.carePhoneInvalid'),
  ),
  careWebsite: composeValidators<string | undefined>(
    withMessage(required, 'churchAccess.form.careWebsiteRequired'),
    when(isHttpUrl, 'churchAccess.form.careWebsiteInvalid'),
    maxLength(LIMITS.url),
  ),
};

const passwordLength: Validator<string | undefined> = (value) => {
  if (value === undefined || value === '') return undefined;
  if (value.length < LIMITS.passwordMin) {
    return { key: 'churchAccess.form.passwordTooShort', params: { min: LIMITS.passwordMin } };
  }
  return maxLength(LIMITS.passwordMax)(value);
};

const newPasswordCheck = composeValidators<string | undefined>(
  withMessage(required, 'churchAccess.form.carePasswordRequired'),
  passwordLength,
);

const emptyValues: ChurchAccessValues = {
  carePastor: '',
  careEmail: '',
  careAddress: '',
  carePhone: '',
  careWebsite: '',
};

/** The details as one comparable value (trimmed, without the password). */
const detailsKey = (values: ChurchAccessValues) =>
  JSON.stringify(
    (['carePastor', 'careEmail', 'careAddress', 'carePhone', 'careWebsite'] as const).map((name) =>
      (values[name] ?? '').trim(),
    ),
  );

/**
 * Church access (care): the separate login with which church members sign in to the counselling
 * product — the church's login and a care password — and the care contact details it shows them.
 * Set up once; afterwards the details can be edited and the password replaced, never read.
 */
export function ChurchAccessScreen({
  status,
  onRetry,
  login,
  access,
  onSave,
  timeZone,
  crisisLine,
}: ChurchAccessScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('churchAccess.title')}
      description={t('churchAccess.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('churchAccess.loadFailed')}
      loadingLabel={t('churchAccess.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="rectangle" height={40} />
            <Skeleton variant="rectangle" height={40} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      {crisisLine}
      <LoginCard login={login} access={access} timeZone={timeZone} />
      <DetailsCard access={access} onSave={onSave} />
    </ScreenFrame>
  );
}

function LoginCard({
  login,
  access,
  timeZone,
}: Pick<ChurchAccessScreenProps, 'login' | 'access' | 'timeZone'>) {
  const t = useT();
  const format = useDateFormat(timeZone);
  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('churchAccess.login.title')}
        actions={
          <Badge tone={access ? 'success' : 'neutral'}>
            {t(access ? 'churchAccess.login.active' : 'churchAccess.login.notSetUp')}
          </Badge>
        }
      />
      <Card.Body>
        <StyledStack>
          <StyledFacts>
            <Text as="dt" tone="muted">
              {t('churchAccess.login.loginLabel')}
            </Text>
            <dd>
              <StyledLogin>{login}</StyledLogin>
            </dd>
            <Text as="dt" tone="muted">
              {t('churchAccess.login.passwordLabel')}
            </Text>
            <dd>
              {access
                ? t('churchAccess.login.passwordSet', { date: format.date(access.passwordSetAt) })
                : t('churchAccess.login.passwordNotSet')}
            </dd>
          </StyledFacts>
          <p>{t(access ? 'churchAccess.login.shareHint' : 'churchAccess.login.setUpHint')}</p>
        </StyledStack>
      </Card.Body>
    </Card>
  );
}

function DetailsCard({ access, onSave }: Pick<ChurchAccessScreenProps, 'access' | 'onSave'>) {
  const t = useT();
  // What was last saved, to say 'Saved' until the details change again. Kept here, not read
  // from final-form: saving gives the form the saved access as new initial values, and it then
  // starts afresh (no `submitSucceeded`).
  const [saved, setSaved] = useState<string>();
  const settingUp = access === null;
  const initialValues: ChurchAccessValues = access
    ? {
        carePastor: access.carePastor,
        careEmail: access.careEmail,
        careAddress: access.careAddress,
        carePhone: access.carePhone,
        careWebsite: access.careWebsite,
      }
    : emptyValues;

  const submit = async (values: ChurchAccessValues, form: FormApi<ChurchAccessValues>) => {
    setSaved(undefined);
    const outcome = await onSave({
      carePastor: values.carePastor.trim(),
      careEmail: values.careEmail.trim(),
      careAddress: values.careAddress.trim(),
      carePhone: values.carePhone.trim(),
      careWebsite: values.careWebsite.trim(),
      ...(values.carePassword ? { carePassword: values.carePassword } : {}),
    });
    if (!outcome) setSaved(detailsKey(values));
    // A new password leaves the form unless a field was refused.
    if (!outcome?.fieldErrors) form.change('carePassword', undefined);
    return outcome;
  };

  return (
    <Card>
      <Card.Header titleAs="h2" title={t('churchAccess.form.title')} />
      <Card.Body>
        <ScreenForm<ChurchAccessValues> onSubmit={submit} initialValues={initialValues}>
          {({ submitting, values }) => (
            <>
              <TextField
                name="carePastor"
                label={t('churchAccess.form.carePastor')}
                autoComplete="name"
                validate={checks.carePastor}
                required
              />
              <ScreenForm.Row>
                <TextField
                  name="careEmail"
                  type="email"
                  label={t('churchAccess.form.careEmail')}
                  autoComplete="email"
                  validate={checks.careEmail}
                  required
                />
                <TextField
                  name="carePhone"
                  type="tel"
                  label={t('churchAccess.form.carePhone')}
                  autoComplete="tel"
                  validate={checks.carePhone}
                  required
                />
              </ScreenForm.Row>
              <TextField
                name="careAddress"
                label={t('churchAccess.form.careAddress')}
                autoComplete="street-address"
                validate={checks.careAddress}
                required
              />
              <TextField
                name="careWebsite"
                type="url"
                label={t('churchAccess.form.careWebsite')}
                hint={t('churchAccess.form.careWebsiteHint')}
                autoComplete="url"
                validate={checks.careWebsite}
                required
              />
              <PasswordField
                name="carePassword"
                label={t(
                  settingUp
                    ? 'churchAccess.form.carePassword'
                    : 'churchAccess.form.newCarePassword',
                )}
                hint={t(
                  settingUp
                    ? 'churchAccess.form.carePasswordHint'
                    : 'churchAccess.form.newCarePasswordHint',
                  { min: String(LIMITS.passwordMin) },
                )}
                autoComplete="new-password"
                validate={settingUp ? newPasswordCheck : passwordLength}
                required={settingUp}
              />
              <ScreenForm.Actions>
                <Button type="submit" loading={submitting}>
                  {t(settingUp ? 'churchAccess.form.create' : 'churchAccess.form.save')}
                </Button>
                <ScreenForm.Status role="status">
                  {saved === detailsKey(values) && !values.carePassword && (
                    <>
                      <Icon name="success" size="small" />
                      {t('churchAccess.form.saved')}
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
