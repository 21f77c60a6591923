import { useState } from 'react';
import { Form } from 'react-final-form';
import type { AiFeature, AiProviderName } from '#contract/ai/ai';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Select, Switch, Textarea, TextField, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage } from '#screens/shared/messages';

export type AiPromptView = {
  version: number;
  text: string;
  authorName: string;
  /** ISO 8601; null for the built-in prompt. */
  createdAt: string | null;
};

export type AiFeatureView = {
  feature: AiFeature;
  enabled: boolean;
  provider: AiProviderName;
  model: string;
  capPerChurch: number;
  capTotal: number;
  usedToday: number;
  updatedAt: string | null;
  updatedByName: string;
  prompt: AiPromptView;
  /** Every version, newest first (the built-in one last). */
  history: readonly AiPromptView[];
};

export type AiSettingsValues = {
  enabled: boolean;
  provider: AiProviderName;
  model: string;
  capPerChurch: string;
  capTotal: string;
};

export type AiControlPanelsProps = {
  features: readonly AiFeatureView[];
  providers: readonly { name: AiProviderName; available: boolean }[];
  onSaveSettings: (
    feature: AiFeature,
    values: AiSettingsValues,
  ) => Promise<ScreenMessage | void> | ScreenMessage | void;
  onSavePrompt: (
    feature: AiFeature,
    text: string,
  ) => Promise<ScreenMessage | number> | ScreenMessage | number;
  timeZone?: string;
};

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\d{1,6}$/.test(value.trim()) ? undefined : 'validation.invalidValue';

function FeaturePanel({
  view,
  providers,
  onSaveSettings,
  onSavePrompt,
  timeZone,
}: { view: AiFeatureView } & Omit<AiControlPanelsProps, 'features'>) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [settingsNotice, setSettingsNotice] = useState<{ ok: boolean; message: ScreenMessage }>();
  const [promptNotice, setPromptNotice] = useState<{ ok: boolean; message: ScreenMessage }>();
  const title = t(`ai.control.features.${view.feature}`);
  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={title}
        description={t(`ai.control.featureDescriptions.${view.feature}`)}
      />
      <Card.Body>
        <Stack gap={6}>
          <Form<AiSettingsValues>
            initialValues={{
              enabled: view.enabled,
              provider: view.provider,
              model: view.model,
              capPerChurch: String(view.capPerChurch),
              capTotal: String(view.capTotal),
            }}
            onSubmit={async (values) => {
              setSettingsNotice(undefined);
              const refusal = await onSaveSettings(view.feature, values);
              setSettingsNotice(
                refusal
                  ? { ok: false, message: refusal }
                  : { ok: true, message: 'ai.control.saved' },
              );
            }}
            render={({ handleSubmit, submitting }) => (
              <form noValidate onSubmit={handleSubmit} aria-label={title}>
                <Stack gap={4}>
                  <Switch name="enabled" label={`${title}: ${t('ai.control.enabled')}`} />
                  <Grid columns="repeat(auto-fill, minmax(14rem, 1fr))" gap={4}>
                    <Select
                      name="provider"
                      label={t('ai.control.provider')}
                      placeholder={false}
                      options={providers.map((provider) => ({
                        value: provider.name,
                        label: provider.available
                          ? t(`ai.control.providers.${provider.name}`)
                          : t('ai.control.providerUnavailable', {
                              provider: t(`ai.control.providers.${provider.name}`),
                            }),
                        disabled: !provider.available,
                      }))}
                    />
                    <TextField name="model" label={t('ai.control.model')} autoComplete="off" />
                    <TextField
                      name="capPerChurch"
                      label={t('ai.control.capPerChurch')}
                      inputMode="numeric"
                      validate={wholeNumber}
                      autoComplete="off"
                    />
                    <TextField
                      name="capTotal"
                      label={t('ai.control.capTotal')}
                      inputMode="numeric"
                      validate={wholeNumber}
                      autoComplete="off"
                    />
                  </Grid>
                  <Text as="p" tone="muted" size="small">
                    {t('ai.control.usedToday', { used: view.usedToday, cap: view.capTotal })}
                    {view.updatedAt &&
                      ` · ${t('ai.control.updatedBy', {
                        name: view.updatedByName,
                        date: format.dateTime(view.updatedAt),
                      })}`}
                  </Text>
                  {settingsNotice && (
                    <InlineAlert
                      tone={settingsNotice.ok ? 'success' : 'critical'}
                      title={null}
                      description={translateError(t, settingsNotice.message)}
                    />
                  )}
                  <div>
                    <Button type="submit" loading={submitting}>
                      {t('ai.control.save')}
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          />
          <Form<{ prompt: string }>
            initialValues={{ prompt: view.prompt.text }}
            onSubmit={async (values) => {
              setPromptNotice(undefined);
              const answer = await onSavePrompt(view.feature, values.prompt);
              setPromptNotice(
                typeof answer === 'number'
                  ? {
                      ok: true,
                      message: { key: 'ai.control.promptSaved', params: { version: answer } },
                    }
                  : { ok: false, message: answer },
              );
            }}
            render={({ handleSubmit, submitting, form }) => (
              <form
                noValidate
                onSubmit={handleSubmit}
                aria-label={`${title}: ${t('ai.control.prompt')}`}
              >
                <Stack gap={4}>
                  <Textarea
                    name="prompt"
                    label={`${t('ai.control.prompt')} (${
                      view.prompt.version === 0
                        ? t('ai.control.builtIn')
                        : t('ai.control.promptVersion', { version: view.prompt.version })
                    })`}
                    rows={6}
                    required
                  />
                  {promptNotice && (
                    <InlineAlert
                      tone={promptNotice.ok ? 'success' : 'critical'}
                      title={null}
                      description={translateError(t, promptNotice.message)}
                    />
                  )}
                  <div>
                    <Button type="submit" variant="secondary" loading={submitting}>
                      {t('ai.control.savePrompt')}
                    </Button>
                  </div>
                  <details>
                    <summary>{t('ai.control.history')}</summary>
                    <Stack as="ol" gap={3}>
                      {view.history.map((version) => (
                        <li key={version.version}>
                          <Stack gap={1}>
                            <Text as="p" size="small" tone="muted">
                              {version.createdAt
                                ? t('ai.control.historyEntry', {
                                    version: version.version,
                                    name: version.authorName,
                                    date: format.dateTime(version.createdAt),
                                  })
                                : t('ai.control.historyBuiltIn')}
                            </Text>
                            <Text as="p" size="small" wrap="anywhere">
                              {version.text}
                            </Text>
                            <div>
                              <Button
                                variant="plain"
                                size="small"
                                onClick={() => form.change('prompt', version.text)}
                              >
                                {t('ai.control.useVersion', { version: version.version })}
                              </Button>
                            </div>
                          </Stack>
                        </li>
                      ))}
                    </Stack>
                  </details>
                </Stack>
              </form>
            )}
          />
        </Stack>
      </Card.Body>
    </Card>
  );
}

/**
 * AI control's settings (decision 078): for each AI feature its switch, provider, model, daily
 * caps and today's use, and its prompt with every earlier version. The generation log follows
 * on the page (the resource list).
 */
export function AiControlPanels({ features, ...rest }: AiControlPanelsProps) {
  const t = useT();
  return (
    <Stack gap={5}>
      {features.map((view) => (
        <FeaturePanel key={view.feature} view={view} {...rest} />
      ))}
      <Card>
        <Card.Header
          titleAs="h2"
          title={t('ai.control.log')}
          description={t('resources.ai_generations.description')}
        />
      </Card>
    </Stack>
  );
}
