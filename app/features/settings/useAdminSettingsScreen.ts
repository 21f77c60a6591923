import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONFIG_CATALOGUE,
  CONFIG_KEYS,
  endpoints,
  type ConfigEntry,
  type ConfigKey,
} from '#contract';
import type {
  AdminSettingsSaveError,
  AdminSettingsScreenProps,
  AdminSettingsValues,
} from '#screens/settings/AdminSettingsScreen';
import { kindValidators } from '#screens/settings/AdminSettingsScreen/settingsCatalogue';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey } from '#app/query/keys';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';

function valuesOf(entries: readonly ConfigEntry[]): AdminSettingsValues {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

function isConfigKey(value: string): value is ConfigKey {
  return (CONFIG_KEYS as readonly string[]).includes(value);
}

/** Why the server refused a value, in our words: the setting's own check, else a general one. */
function valueProblem(key: ConfigKey, value: string): ScreenMessage {
  const validator = kindValidators[CONFIG_CATALOGUE[key]];
  return validator(value) ?? 'validation.invalidValue';
}

/**
 * The server's refusal of a save: its field paths (`3.value` for set_config, `value` for
 * set_config_var) point at entries of what was sent.
 */
export function settingsSaveErrorOf(
  error: unknown,
  sent: readonly ConfigEntry[],
): AdminSettingsSaveError {
  if (errorCode(error) !== 'validation_failed') return { formError: 'common.somethingWentWrong' };
  const errors: FieldErrors<ConfigKey> = {};
  for (const path of Object.keys(fieldErrors(error))) {
    const [first, second] = path.split('.');
    const entry = second === undefined && sent.length === 1 ? sent[0] : sent[Number(first)];
    if (entry && isConfigKey(entry.key)) errors[entry.key] = valueProblem(entry.key, entry.value);
  }
  return Object.keys(errors).length > 0
    ? { fieldErrors: errors }
    : { formError: 'common.somethingWentWrong' };
}

/**
 * Admin settings: every setting from GET /get_config; a save sends the changed settings, one
 * with POST /set_config_var, several with POST /set_config, and the session's copy follows.
 */
export function useAdminSettingsScreen(): AdminSettingsScreenProps {
  const client = useQueryClient();
  const config = useQuery({ ...endpointQuery(endpoints.getConfig), select: valuesOf });
  const values = config.data ?? {};
  const configKey = endpointKey(endpoints.getConfig);
  // Each answer shows at once; the refresh after the mutation (invalidations.ts) confirms it and
  // brings the session's copy along, which the dashboards read.
  const setVar = useMutation({
    ...endpointMutation(endpoints.setConfigVar),
    onSuccess: (saved) =>
      client.setQueryData<ConfigEntry[]>(configKey, (current = []) => [
        ...current.filter((entry) => entry.key !== saved.key),
        saved,
      ]),
  });
  const setAll = useMutation({
    ...endpointMutation(endpoints.setConfig),
    onSuccess: (saved) => client.setQueryData(configKey, saved),
  });

  const onSave = async (changes: AdminSettingsValues): Promise<AdminSettingsSaveError | void> => {
    const sent: ConfigEntry[] = Object.entries(changes)
      .filter(
        (entry): entry is [ConfigKey, string] =>
          isConfigKey(entry[0]) && typeof entry[1] === 'string',
      )
      .filter(([key, value]) => value !== (values[key] ?? ''))
      .map(([key, value]) => ({ key, value }));
    if (sent.length === 0) return;
    try {
      const [single] = sent;
      if (sent.length === 1 && single) await setVar.mutateAsync(single);
      else await setAll.mutateAsync(sent);
    } catch (error) {
      const refusal = settingsSaveErrorOf(error, sent);
      if (refusal.formError) reportFailure('Saving the settings', error);
      return refusal;
    }
  };

  return {
    ...screenStateOf([config]),
    values,
    onSave,
  };
}
