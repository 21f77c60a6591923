import { useId, useMemo, useState, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { Form, useFormState } from 'react-final-form';
import { CONFIG_CATALOGUE, type ConfigKey, type ConfigKind } from '#contract/config';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  focusField,
  FormErrorSummary,
  TextField,
  translateError,
  type TextFieldType,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import {
  screenFormMutators,
  ServerFieldErrors,
  toSubmissionErrors,
} from '#screens/shared/serverErrors';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  StyledBottomBar,
  StyledFields,
  StyledForm,
  StyledSectionError,
  StyledSectionFooter,
} from './AdminSettingsScreen.styles';
import {
  adminSettingsSectionIds,
  kindValidators,
  sectionSettings,
  sectionTexts,
  settingLabels,
  type AdminSettingsSectionId,
} from './settingsCatalogue';

/** Every setting's value as the server keeps it; '' (or a missing key) means not set. */
export type AdminSettingsValues = Partial<Record<ConfigKey, string>>;

/** What a save covers: one section, or every setting. */
export type AdminSettingsSaveScope = AdminSettingsSectionId | 'all';

/** What the server said about a save: problems with single settings, or the save as a whole. */
export type AdminSettingsSaveError = {
  fieldErrors?: FieldErrors<ConfigKey>;
  formError?: ScreenMessage;
};

export type AdminSettingsScreenProps = {
  /** `loading` shows the sections' shape, `error` a message with a retry. */
  status: ScreenStatus;
  onRetry?: () => void;
  /** The settings as the server has them (GET /get_config). */
  values: AdminSettingsValues;
  /**
   * Saves the settings of `scope` (every setting of the section, '' for not set; or all of
   * them). Resolve with nothing on success, or with what the server refused; what was typed stays.
   */
  onSave: (
    changes: AdminSettingsValues,
    scope: AdminSettingsSaveScope,
  ) => Promise<AdminSettingsSaveError | void> | AdminSettingsSaveError | void;
  /** Errors the container keeps itself, for the save of `scope`. */
  serverError?: AdminSettingsSaveError & { scope: AdminSettingsSaveScope };
  /** Shows the saving state of `scope` (the container is saving). */
  savingScope?: AdminSettingsSaveScope;
  /** Starts with the 'saved' confirmation of `scope` shown. */
  savedScope?: AdminSettingsSaveScope;
  /** More settings under the form, saved on their own (each dashboard's instruction video). */
  children?: ReactNode;
};

type FormValues = Partial<Record<ConfigKey, string>>;

const allSettings = adminSettingsSectionIds.flatMap((section) => sectionSettings[section]);

const inputTypes: Record<ConfigKind, TextFieldType> = {
  text: 'text',
  email: 'email',
  video: 'url',
  url: 'url',
};

const inputModes = { text: 'text', email: 'email', video: 'url', url: 'url' } as const;

/** The server's values with '' as "nothing typed", the way the fields hold them. */
function toFormValues(values: AdminSettingsValues): FormValues {
  return Object.fromEntries(allSettings.map((key) => [key, values[key] ? values[key] : undefined]));
}

/** The values of some settings as the server takes them ('' for not set). */
function pick(values: FormValues, keys: readonly ConfigKey[]): AdminSettingsValues {
  return Object.fromEntries(keys.map((key) => [key, values[key]?.trim() ?? '']));
}

/**
 * Admin settings: the support and designer e-mail addresses and every video link and web
 * address of the spec's 'Admin settings links', in sections. Each section saves on its own,
 * or all at once; e-mails, video links and web addresses are checked before anything is sent.
 */
export function AdminSettingsScreen({
  status,
  onRetry,
  values,
  onSave,
  serverError,
  savingScope,
  savedScope,
  children,
}: AdminSettingsScreenProps) {
  const t = useT();
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const initialValues = useMemo(() => toFormValues(values), [values]);
  const [saving, setSaving] = useState<AdminSettingsSaveScope | null>(null);
  const [saved, setSaved] = useState<ReadonlySet<AdminSettingsSaveScope>>(
    () => new Set(savedScope ? [savedScope] : []),
  );
  const [formErrors, setFormErrors] = useState<
    Partial<Record<AdminSettingsSaveScope, ScreenMessage>>
  >({});
  const [lastScope, setLastScope] = useState<AdminSettingsSaveScope>();
  const shownErrors = {
    ...(serverError?.formError ? { [serverError.scope]: serverError.formError } : {}),
    ...formErrors,
  };
  const allSavedRef = useFocusOnChange<HTMLDivElement>(saved.has('all') ? saved : undefined);

  const controlId = (key: ConfigKey) => `${idPrefix}-${key}`;

  const save = async (
    form: FormApi<FormValues>,
    scope: AdminSettingsSaveScope,
  ): Promise<AdminSettingsSaveError | undefined> => {
    const keys = scope === 'all' ? allSettings : sectionSettings[scope];
    const changes = pick(form.getState().values, keys);
    setSaving(scope);
    setLastScope(scope);
    setFormErrors((current) => ({ ...current, [scope]: undefined }));
    setSaved((current) => {
      const next = new Set(current);
      next.delete(scope);
      next.delete('all');
      return next;
    });
    let outcome: AdminSettingsSaveError | void;
    try {
      outcome = await onSave(changes, scope);
    } catch {
      outcome = { formError: 'common.somethingWentWrong' };
    }
    setSaving(null);
    if (
      outcome &&
      (outcome.formError || (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0))
    ) {
      if (outcome.formError)
        setFormErrors((current) => ({ ...current, [scope]: outcome.formError }));
      return outcome;
    }
    // What was saved is the new starting point: those fields are no longer 'changed'.
    const savedValues = toFormValues({
      ...pick(form.getState().initialValues ?? {}, allSettings),
      ...changes,
    });
    form.initialize(savedValues);
    setSaved((current) => new Set(current).add(scope));
    return undefined;
  };

  const saveSection = async (form: FormApi<FormValues>, section: AdminSettingsSectionId) => {
    const keys = sectionSettings[section];
    const invalid = keys.filter((key) => form.getFieldState(key)?.error !== undefined);
    if (invalid.length > 0) {
      form.mutators.touchFields?.(invalid);
      focusField(controlId(invalid[0]!));
      return;
    }
    const outcome = await save(form, section);
    const fieldErrors = outcome?.fieldErrors;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      form.mutators.showServerErrors?.(fieldErrors);
      const first = keys.find((key) => fieldErrors[key]);
      if (first) focusField(controlId(first));
    }
  };

  const busy = saving ?? savingScope ?? null;
  return (
    <ScreenFrame
      title={t('adminSettings.title')}
      description={t('adminSettings.description')}
      actions={
        <Button type="submit" form={`${idPrefix}-form`} loading={busy === 'all'}>
          {t('adminSettings.saveAll')}
        </Button>
      }
      status={status}
      onRetry={onRetry}
      errorDescription={t('adminSettings.loadFailed')}
      loadingLabel={t('adminSettings.loading')}
      skeleton={
        <StyledForm as="div">
          {adminSettingsSectionIds.slice(0, 3).map((section) => (
            <Card key={section} as="div">
              <Card.Body>
                <StyledFields>
                  <Skeleton variant="text" lines={2} />
                  <Skeleton variant="rectangle" height={40} />
                  <Skeleton variant="rectangle" height={40} />
                </StyledFields>
              </Card.Body>
            </Card>
          ))}
        </StyledForm>
      }
    >
      <Form<FormValues>
        initialValues={initialValues}
        keepDirtyOnReinitialize
        mutators={screenFormMutators}
        onSubmit={async (_values, form) =>
          toSubmissionErrors((await save(form, 'all'))?.fieldErrors)
        }
        render={({ handleSubmit, form }) => (
          <StyledForm
            id={`${idPrefix}-form`}
            noValidate
            onSubmit={(event) => {
              // Any submit (either Save all button, Enter in a field) saves every setting.
              setLastScope('all');
              return handleSubmit(event);
            }}
          >
            <ServerFieldErrors errors={serverError?.fieldErrors} />
            {lastScope === 'all' && <FormErrorSummary headingLevel={2} />}
            {shownErrors.all && (
              <InlineAlert tone="critical" description={translateError(t, shownErrors.all)} />
            )}
            {saved.has('all') && (
              <InlineAlert
                ref={allSavedRef}
                tabIndex={-1}
                tone="success"
                description={t('adminSettings.savedAll')}
              />
            )}
            {adminSettingsSectionIds.map((section) => (
              <SettingsSection
                key={section}
                section={section}
                controlId={controlId}
                saving={busy === section}
                disabled={busy !== null}
                saved={saved.has(section) || saved.has('all')}
                error={shownErrors[section]}
                onSave={() => void saveSection(form, section)}
              />
            ))}
            <StyledBottomBar>
              <Button type="submit" loading={busy === 'all'}>
                {t('adminSettings.saveAll')}
              </Button>
            </StyledBottomBar>
          </StyledForm>
        )}
      />
      {children}
    </ScreenFrame>
  );
}

type SettingsSectionProps = {
  section: AdminSettingsSectionId;
  controlId: (key: ConfigKey) => string;
  saving: boolean;
  disabled: boolean;
  saved: boolean;
  error?: ScreenMessage;
  onSave: () => void;
};

/** One card of settings with its own Save button, its 'unsaved changes' mark and its confirmation. */
function SettingsSection({
  section,
  controlId,
  saving,
  disabled,
  saved,
  error,
  onSave,
}: SettingsSectionProps) {
  const t = useT();
  const { dirtyFields } = useFormState({ subscription: { dirtyFields: true } });
  const keys = sectionSettings[section];
  const dirty = keys.some((key) => dirtyFields?.[key]);
  const texts = sectionTexts[section];
  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t(texts.title)}
        description={t(texts.description)}
        actions={dirty ? <Badge tone="warning">{t('adminSettings.unsaved')}</Badge> : undefined}
      />
      <Card.Body>
        <StyledFields>
          {keys.map((key) => (
            <TextField
              key={key}
              id={controlId(key)}
              name={key}
              type={inputTypes[CONFIG_CATALOGUE[key]]}
              inputMode={inputModes[CONFIG_CATALOGUE[key]]}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              label={t(settingLabels[key].label)}
              hint={t(settingLabels[key].hint)}
              validate={kindValidators[CONFIG_CATALOGUE[key]]}
            />
          ))}
        </StyledFields>
      </Card.Body>
      <Card.Footer align="start">
        <StyledSectionFooter>
          <Button
            variant="secondary"
            onClick={onSave}
            loading={saving}
            disabled={disabled && !saving}
          >
            {t('common.save')}
            <span className="visually-hidden">: {t(texts.title)}</span>
          </Button>
          {error ? (
            <StyledSectionError role="alert">
              <Icon name="error" size="small" />
              <span>{translateError(t, error)}</span>
            </StyledSectionError>
          ) : (
            <ScreenForm.Status role="status">
              {saved && !dirty && (
                <>
                  <Icon name="success" size="small" />
                  {t('adminSettings.saved')}
                </>
              )}
            </ScreenForm.Status>
          )}
        </StyledSectionFooter>
      </Card.Footer>
    </Card>
  );
}
