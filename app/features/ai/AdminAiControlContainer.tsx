import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { AI_FEATURES } from '#contract/ai/ai';
import type { AiFeature, AiPromptVersion } from '#contract/ai/ai';
import { aiGenerationsResource } from '#contract/ai/aiGenerationsResource';
import { endpoints } from '#contract/endpoints';
import { useT } from '#ds/i18n';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { AiControlPanels } from '#screens/ai/AiControlScreen';
import type { AiPromptView } from '#screens/ai/AiControlScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';
import type { ResourceRoutes } from '#app/features/admin/resources/useResourceListScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';

/** The log has no record pages: no column links, so `record` is never followed. */
const logRoutes: ResourceRoutes = {
  list: 'adminAiControl',
  record: { name: 'adminAiControl', param: 'id' },
};

const promptView = (prompt: AiPromptVersion): AiPromptView => ({
  version: prompt.version,
  text: prompt.text,
  authorName: prompt.author_name,
  createdAt: prompt.created_at,
});

const refusalOf = (error: unknown): ScreenMessage =>
  errorCode(error) === 'validation_failed'
    ? 'validation.invalidValue'
    : 'common.somethingWentWrong';

/**
 * /admin/ai_control (decision 078): each AI feature's settings and prompt with its history, then
 * the generation log on the resource pattern.
 */
export function AdminAiControlContainer() {
  const t = useT();
  const control = useQuery(endpointQuery(endpoints.aiControl));
  const histories = useQueries({
    queries: AI_FEATURES.map((feature) => endpointQuery(endpoints.aiPromptHistory, { feature })),
  });
  const update = useMutation(endpointMutation(endpoints.aiUpdateFeature));
  const savePrompt = useMutation(endpointMutation(endpoints.aiSavePrompt));
  const log = useResourceListScreen(aiGenerationsResource, { routes: logRoutes });
  const historyOf = (feature: AiFeature) =>
    histories[AI_FEATURES.indexOf(feature)]?.data?.versions.map(promptView) ?? [];

  const lead = control.data ? (
    <AiControlPanels
      providers={control.data.providers}
      features={control.data.features.map((feature) => ({
        feature: feature.feature,
        enabled: feature.enabled,
        provider: feature.provider,
        model: feature.model,
        capPerChurch: feature.cap_per_church,
        capTotal: feature.cap_total,
        usedToday: feature.used_today,
        updatedAt: feature.updated_at,
        updatedByName: feature.updated_by_name,
        prompt: promptView(feature.prompt),
        history: historyOf(feature.feature),
      }))}
      onSaveSettings={async (feature, values) => {
        try {
          await update.mutateAsync({
            feature,
            enabled: values.enabled,
            provider: values.provider,
            model: values.model.trim(),
            cap_per_church: Number(values.capPerChurch),
            cap_total: Number(values.capTotal),
          });
        } catch (error) {
          reportFailure('Saving AI settings', error);
          return refusalOf(error);
        }
        return undefined;
      }}
      onSavePrompt={async (feature, text) => {
        try {
          return (await savePrompt.mutateAsync({ feature, text })).version;
        } catch (error) {
          reportFailure('Saving an AI prompt', error);
          return refusalOf(error);
        }
      }}
    />
  ) : control.isError ? (
    <p>{t('ai.control.loadFailed')}</p>
  ) : null;

  return (
    <ResourceListScreen
      {...log}
      description={t('ai.control.description')}
      tableLabel={t('ai.control.log')}
      lead={lead}
    />
  );
}
