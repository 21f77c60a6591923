import { useState, type ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form, useFormState } from 'react-final-form';
import { APP_LOCALES, type AppLocale } from '#contract/locales';
import {
  CONTENT_LIMITS,
  CONTENT_READER_ROLES,
  CONTENT_STATUSES,
  RESOURCE_TYPES,
  type ContentKind,
} from '#contract/content/content';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { Tabs } from '#ds/display/Tabs';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  Checkbox,
  FormErrorSummary,
  RequiredNote,
  Select,
  Switch,
  Textarea,
  TextField,
  translateError,
  type SelectOption,
} from '#ds/forms';
import { localeNames, useT, type MessageKey } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import { Text } from '#ds/primitives/Text';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { screenFormMutators, toSubmissionErrors } from '#screens/shared/serverErrors';
import { RichTextField } from '../RichTextField';
import {
  RecordDeleteZone,
  RecordFacts,
  RecordFormActions,
  type RecordDeleteAction,
  type RecordFact,
} from '#screens/admin/RecordFormParts';
import { StyledFieldset, StyledForm, StyledSection } from './ContentFormScreen.styles';

/** The form's values: the contract's field names; lists (roles, languages) as lists. */
export type ContentFormValues = Record<string, string | string[] | boolean | undefined>;

/** What the server refused: fields (on their tab) or the whole save. */
export type ContentFormRefusal = {
  fieldErrors?: FieldErrors<string>;
  formError?: ScreenMessage;
};

export type ContentFormScreenProps = {
  title: string;
  back: { label: string; href: string };
  status?: ScreenStatus;
  onRetry?: () => void;
  /** The kinds this list holds; with one, the kind is not asked. */
  kinds: readonly ContentKind[];
  /** The admin's monthly and instruction videos an item may show. */
  uploadedVideos: readonly SelectOption[];
  initialValues: ContentFormValues;
  submitLabel: string;
  /** Saves; resolves with nothing, or with what the server refused (what was typed stays). */
  onSubmit: (values: ContentFormValues) => Promise<ContentFormRefusal | void>;
  /** The tabs that hold refused fields, in order (the first is shown after a refused save). */
  tabsWithErrors: (errors: Readonly<Record<string, unknown>>) => AppLocale[];
  facts?: readonly RecordFact[];
  deleteAction?: RecordDeleteAction;
  /** The item's preview, revisions and attachments, under the form. */
  children?: ReactNode;
  /** A kind's own settings fields, after the slug (an answer's category and type, issue 26). */
  kindSettings?: ReactNode;
  /** Tools at the top of each language's tab but English's (the AI translation draft). */
  languageTools?: (language: AppLocale) => ReactNode;
};

const choiceName = (field: string, value: string) => `${field}__${value}`;
const LIST_FIELDS = {
  roles: CONTENT_READER_ROLES as readonly string[],
  languages: APP_LOCALES as readonly string[],
};

function toFormValues(values: ContentFormValues): Record<string, unknown> {
  const form: Record<string, unknown> = { ...values };
  for (const [field, options] of Object.entries(LIST_FIELDS)) {
    const chosen = Array.isArray(values[field]) ? (values[field] as string[]) : [];
    for (const option of options) form[choiceName(field, option)] = chosen.includes(option);
    delete form[field];
  }
  form[choiceName('languages', 'en')] = true;
  return form;
}

function fromFormValues(form: Record<string, unknown>): ContentFormValues {
  const values: ContentFormValues = {};
  for (const [name, value] of Object.entries(form)) {
    if (name.includes('__')) continue;
    values[name] = typeof value === 'string' ? value.trim() : (value as boolean | undefined);
  }
  for (const language of APP_LOCALES) {
    const body = `body_${language}`;
    values[body] = typeof form[body] === 'string' ? (form[body] as string) : '';
    values[`unfinished_${language}`] = form[`unfinished_${language}`] === true;
  }
  for (const [field, options] of Object.entries(LIST_FIELDS)) {
    values[field] = options.filter((option) => form[choiceName(field, option)] === true);
  }
  return values;
}

/** Refused list fields are shown on their group's first box (the summary links it). */
function withListErrors(errors: FieldErrors<string> | undefined) {
  const shown: FieldErrors<string> = { ...errors };
  if (shown.roles) shown[choiceName('roles', CONTENT_READER_ROLES[0]!)] = shown.roles;
  if (shown.languages) shown[choiceName('languages', 'en')] = shown.languages;
  return shown;
}

function SettingsFields({
  kinds,
  uploadedVideos,
  kindSettings,
}: Pick<ContentFormScreenProps, 'kinds' | 'uploadedVideos' | 'kindSettings'>) {
  const t = useT();
  const { values } = useFormState({ subscription: { values: true } });
  const kind = String(values.kind ?? kinds[0]);
  const source = String(values.video_source ?? 'none');
  const option = (group: string, value: string) => ({
    value,
    label: t(`resources.content.${group}.${value}` as MessageKey),
  });
  return (
    <StyledSection aria-labelledby="content-settings">
      <h2 id="content-settings">{t('contentAdmin.form.settings')}</h2>
      {kinds.length > 1 && (
        <Select
          name="kind"
          label={t('resources.content.fields.kind')}
          options={kinds.map((each) => option('kinds', each))}
          required
          placeholder={false}
        />
      )}
      <TextField
        name="slug"
        label={t('resources.content.fields.slug')}
        hint={t('contentAdmin.form.slugHint')}
        required
        autoComplete="off"
      />
      {kindSettings}
      <TextField
        name="topic"
        label={t('resources.content.fields.topic')}
        hint={t('contentAdmin.form.topicHint')}
        autoComplete="off"
      />
      {kind === 'resource' && (
        <Select
          name="resource_type"
          label={t('resources.content.fields.resource_type')}
          options={RESOURCE_TYPES.map((each) => option('resourceTypes', each))}
          required
        />
      )}
      {kind === 'monthly_page' && (
        <TextField
          name="month"
          inputMode="numeric"
          autoComplete="off"
          label={t('resources.content.fields.month')}
          hint={t('contentAdmin.form.monthHint')}
          required
        />
      )}
      {kind === 'bootcamp_lesson' && (
        <TextField
          name="position"
          inputMode="numeric"
          label={t('resources.content.fields.position')}
          hint={t('contentAdmin.form.positionHint')}
        />
      )}
      <StyledFieldset>
        <legend>{t('resources.content.fields.roles')}</legend>
        <Grid columns="repeat(auto-fill, minmax(12rem, 1fr))" rowGap={2} columnGap={4}>
          {CONTENT_READER_ROLES.map((role) => (
            <Checkbox
              key={role}
              name={choiceName('roles', role)}
              label={t(`resources.content.roles.${role}` as MessageKey)}
            />
          ))}
        </Grid>
      </StyledFieldset>
      <Select
        name="status"
        label={t('resources.content.fields.status')}
        hint={t('contentAdmin.form.statusHint')}
        options={CONTENT_STATUSES.map((each) => option('statuses', each))}
        required
        placeholder={false}
      />
      <TextField
        name="publish_at"
        type="datetime-local"
        label={t('resources.content.fields.publish_at')}
        hint={t('contentAdmin.form.publishHint')}
        required={values.status === 'scheduled'}
      />
      <TextField
        name="unpublish_at"
        type="datetime-local"
        label={t('resources.content.fields.unpublish_at')}
        hint={t('contentAdmin.form.unpublishHint')}
      />
      <StyledFieldset>
        <legend>{t('resources.content.fields.languages')}</legend>
        <Text tone="muted" size="small">
          {t('contentAdmin.form.languagesHint')}
        </Text>
        <Grid columns="repeat(auto-fill, minmax(10rem, 1fr))" rowGap={2} columnGap={4}>
          {APP_LOCALES.map((language) => (
            <Checkbox
              key={language}
              name={choiceName('languages', language)}
              label={localeNames[language]}
              lang={language}
              disabled={language === 'en'}
            />
          ))}
        </Grid>
      </StyledFieldset>
      <Select
        name="video_source"
        label={t('contentAdmin.form.video')}
        options={(['none', 'upload', 'link'] as const).map((each) => ({
          value: each,
          label: t(`contentAdmin.form.videoSources.${each}`),
        }))}
        placeholder={false}
      />
      {source === 'upload' && (
        <Select
          name="video_id"
          label={t('resources.content.fields.video_id')}
          hint={uploadedVideos.length === 0 ? t('contentAdmin.form.noUploadedVideos') : undefined}
          options={uploadedVideos}
          required
        />
      )}
      {source === 'link' && (
        <TextField
          name="video_link"
          type="url"
          label={t('resources.content.fields.video_link')}
          hint={t('contentAdmin.form.videoLinkHint')}
          required
          autoComplete="off"
        />
      )}
    </StyledSection>
  );
}

function LanguageFields({ language, tools }: { language: AppLocale; tools?: ReactNode }) {
  const t = useT();
  return (
    <Grid gap={5}>
      {tools}
      <TextField
        name={`title_${language}`}
        label={t('resources.content.fields.title')}
        required={language === 'en'}
        lang={language}
        maxLength={CONTENT_LIMITS.title}
        autoComplete="off"
      />
      <Textarea
        name={`summary_${language}`}
        label={t('resources.content.fields.summary')}
        lang={language}
        maxLength={CONTENT_LIMITS.summary}
        rows={3}
      />
      <RichTextField
        name={`body_${language}`}
        label={t('resources.content.fields.body')}
        lang={language}
      />
      <Switch
        name={`unfinished_${language}`}
        label={t('resources.content.fields.unfinished')}
        hint={t('contentAdmin.form.unfinishedHint')}
      />
    </Grid>
  );
}

/**
 * A content item's create or edit page (issue 25): its settings, then one tab per language
 * with the title, summary, rich-text body and an "unfinished" switch. A refused save shows
 * each error on its field and opens the first tab that has one.
 */
export function ContentFormScreen({
  title,
  back,
  status = 'ready',
  onRetry,
  kinds,
  uploadedVideos,
  initialValues,
  submitLabel,
  onSubmit,
  tabsWithErrors,
  facts,
  deleteAction,
  children,
  kindSettings,
  languageTools,
}: ContentFormScreenProps) {
  const t = useT();
  const [tab, setTab] = useState<string>('en');
  const [errorTabs, setErrorTabs] = useState<AppLocale[]>([]);

  return (
    <ScreenFrame
      title={title}
      status={status}
      onRetry={onRetry}
      breadcrumbs={
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      }
    >
      <Grid gap={8} shrink>
        <Form
          onSubmit={async (form: Record<string, unknown>) => {
            const result = await onSubmit(fromFormValues(form));
            const fields = result?.fieldErrors ?? {};
            const tabs = tabsWithErrors(fields);
            setErrorTabs(tabs);
            if (tabs.length > 0 && !tabs.includes(tab as AppLocale)) setTab(tabs[0]!);
            if (!result) return undefined;
            return {
              ...toSubmissionErrors(withListErrors(result.fieldErrors)),
              ...(result.formError ? { [FORM_ERROR]: translateError(t, result.formError) } : {}),
            };
          }}
          initialValues={toFormValues(initialValues)}
          mutators={screenFormMutators}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <StyledForm onSubmit={handleSubmit} noValidate>
              <FormErrorSummary />
              {submitError && <InlineAlert tone="critical" title={String(submitError)} />}
              <RequiredNote />
              <SettingsFields
                kinds={kinds}
                uploadedVideos={uploadedVideos}
                kindSettings={kindSettings}
              />
              <StyledSection aria-labelledby="content-texts">
                <h2 id="content-texts">{t('contentAdmin.form.texts')}</h2>
                <Tabs value={tab} onValueChange={setTab}>
                  <Tabs.List aria-labelledby="content-texts">
                    {APP_LOCALES.map((language) => (
                      <Tabs.Tab key={language} value={language} lang={language}>
                        {localeNames[language]}
                        {errorTabs.includes(language) && (
                          <Icon
                            name="error"
                            size="small"
                            label={t('contentAdmin.form.tabHasErrors')}
                          />
                        )}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {APP_LOCALES.map((language) => (
                    <Tabs.Panel key={language} value={language}>
                      <LanguageFields
                        language={language}
                        tools={language === 'en' ? null : languageTools?.(language)}
                      />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              </StyledSection>
              <RecordFormActions
                submitLabel={submitLabel}
                submitting={submitting}
                cancelHref={back.href}
              />
            </StyledForm>
          )}
        </Form>
        <RecordFacts facts={facts} />
        {children}
        <RecordDeleteZone action={deleteAction} />
      </Grid>
    </ScreenFrame>
  );
}
